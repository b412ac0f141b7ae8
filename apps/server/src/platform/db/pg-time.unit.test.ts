import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { dateFromPgText, isoFromPgText, isoOf, isoOrNull, isoTimesInPlace } from './pg-time.ts';

// Every answer's instant must read the same as Date would make it from PostgreSQL's text: the fast path may only
// rearrange what Date would have read to the same instant.
describe('isoFromPgText', () => {
  it('gives what Date gives for a UTC session’s text, with and without a fraction', () => {
    const texts = [
      '2026-11-28 21:12:04+00',
      '2026-11-28 21:12:04.5+00',
      '2026-11-28 21:12:04.05+00',
      '2026-11-28 21:12:04.123+00',
      '2026-11-28 21:12:04.123456+00',
      '2026-11-28 21:12:04.999999+00',
      '2000-02-29 00:00:00.000001+00',
      '1970-01-01 00:00:00+00',
    ];
    for (const text of texts) expect(isoFromPgText(text)).toBe(new Date(text).toISOString());
    expect(isoFromPgText('2026-11-28 21:12:04.123456+00')).toBe('2026-11-28T21:12:04.123Z');
  });

  it('reads another offset as the instant it names', () => {
    expect(isoFromPgText('2026-11-29 05:12:04.123456+08')).toBe('2026-11-28T21:12:04.123Z');
    expect(isoFromPgText('2026-11-28 16:42:04+04:30')).toBe('2026-11-28T12:12:04.000Z');
  });

  it('leaves what is not PostgreSQL’s UTC text to Date', () => {
    const viaDate = (text: string) => {
      try {
        return new Date(text).toISOString();
      } catch (error) {
        return error instanceof RangeError ? 'RangeError' : 'other';
      }
    };
    const ours = (text: string) => {
      try {
        return isoFromPgText(text);
      } catch (error) {
        return error instanceof RangeError ? 'RangeError' : 'other';
      }
    };
    for (const text of [
      '2026-11-28T21:12:04.123Z',
      '2026-11-28 2x:12:04+00',
      '2026-11-28 21:12:04.+00',
      '2026-11-28 21:12:04.1234567+00',
      '12026-11-28 21:12:04+00',
      'not a time+00',
    ])
      expect(ours(text), text).toBe(viaDate(text));
  });
});

// The driver's timestamptz parser (database.ts): a UTC session's text must make the instant Date makes of it, and
// anything else must be left to the driver's own parser (undefined).
describe('dateFromPgText', () => {
  // node-postgres's own timestamptz parser (postgres-date), as it was before database.ts put this one before it.
  const parseDate = pg.types.getTypeParser(1184);
  it('makes the instant Date makes of a UTC text, for every millisecond and fraction length', () => {
    for (let ms = 0; ms < 1000; ms++) {
      const fraction = String(ms).padStart(3, '0');
      for (const tail of ['', '4', '456']) {
        const text = `2026-11-28 21:12:04.${fraction}${tail}+00`;
        expect(dateFromPgText(text)?.getTime(), text).toBe(new Date(text).getTime());
      }
    }
    const texts = [
      '2026-11-28 21:12:04+00',
      '2026-11-28 21:12:04.5+00',
      '2026-11-28 21:12:04.05+00',
      '2000-02-29 23:59:59.999999+00',
      '1970-01-01 00:00:00+00',
      '1000-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+00',
    ];
    for (const text of texts) {
      expect(dateFromPgText(text)?.getTime(), text).toBe(new Date(text).getTime());
      // What the driver made of it before (postgres-date), so no answer changes.
      expect(dateFromPgText(text)?.getTime(), text).toBe((parseDate(text) as Date).getTime());
    }
  });

  it('leaves another offset, an early or far year, BC, infinity and malformed text to the driver', () => {
    for (const text of [
      '2026-11-29 05:12:04.123456+08',
      '2026-11-28 16:42:04+04:30',
      '0099-01-01 00:00:00+00',
      '0999-12-31 23:59:59+00',
      '12026-11-28 21:12:04+00',
      '2026-11-28 21:12:04+00 BC',
      'infinity',
      '-infinity',
      '2026-11-28T21:12:04.123Z',
      '2026-11-28 2x:12:04+00',
      '2026-11-28 21:12:04.1234567+00',
    ])
      expect(dateFromPgText(text), text).toBeUndefined();
  });
});

// The one helper every area's answers use for a time, from a Date or a kept text alike.
describe('isoOf and isoOrNull', () => {
  it('give the same ISO string for a Date, PostgreSQL’s text and an ISO text of one instant, and keep null', () => {
    const at = new Date('2026-11-28T21:12:04.399Z');
    for (const time of [at, '2026-11-28 21:12:04.399123+00', '2026-11-29 05:12:04.399+08', '2026-11-28T21:12:04.399Z'])
      expect(isoOf(time)).toBe('2026-11-28T21:12:04.399Z');
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(at)).toBe('2026-11-28T21:12:04.399Z');
    expect(() => isoOf('not a time')).toThrow(RangeError);
  });
});

describe('isoTimesInPlace', () => {
  it('makes the named text times ISO in the rows themselves, keeping nulls, other columns and missing rows', () => {
    const row = { id: 7, start_at: '2026-11-28 21:12:04.123456+00', end_at: null, note: '2026-11-28 21:12:04+00' };
    const rows = [row, undefined];
    expect(isoTimesInPlace(rows, ['start_at', 'end_at'])).toBe(rows);
    expect(rows).toEqual([
      { id: 7, start_at: '2026-11-28T21:12:04.123Z', end_at: null, note: '2026-11-28 21:12:04+00' },
      undefined,
    ]);
    expect(rows[0]).toBe(row);
  });
});
