import { describe, it, expect } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatShanghai,
  humanizeTime,
  parseTime,
  relativeTime,
  shanghaiParts,
} from './time.ts';

// These tests must pass under any host TZ (run with TZ=UTC and TZ=America/New_York): every expectation below is
// written against UTC instants built with Date.UTC.
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** 2024-05-15 12:30:00 in Shanghai. */
const NOW = Date.UTC(2024, 4, 15, 4, 30, 0);

describe('parseTime', () => {
  it.each<[string | number | Date, number]>([
    ['2024-05-15 12:30:00', NOW],
    ['2024-05-15 12:30', NOW],
    ['2024/05/15 12:30:00', NOW],
    ['2024-05-15T12:30:00', NOW], // no zone: Shanghai wall time, not host time
    ['2024-05-15 12:30:00.5', NOW + 500],
    ['2024-05-15', Date.UTC(2024, 4, 14, 16, 0, 0)], // Shanghai midnight
    ['2024-5-1', Date.UTC(2024, 3, 30, 16, 0, 0)],
    ['2024-05-15T04:30:00Z', NOW],
    ['2024-05-15T12:30:00+08:00', NOW],
    ['2024-05-14T23:30:00-05:00', NOW],
    [String(NOW), NOW],
    [NOW, NOW],
    [new Date(NOW), NOW],
  ])('%j → %d', (input, ms) => expect(parseTime(input)).toBe(ms));

  it.each<[string | number]>([
    [''],
    ['yesterday'],
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-05-15 24:00'],
    ['2024-05-15 12:60'],
    ['15/05/2024'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('%j → NaN', (input) => expect(parseTime(input)).toBeNaN());

  it('accepts a leap day', () => {
    expect(parseTime('2024-02-29')).toBe(Date.UTC(2024, 1, 28, 16));
  });
});

describe('shanghaiParts and formatting', () => {
  it('reads the Shanghai clock, 8 hours ahead of UTC', () => {
    expect(shanghaiParts(Date.UTC(2024, 11, 31, 16, 5, 9))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 5,
      second: 9,
      millisecond: 0,
      weekday: 3,
    });
    expect(shanghaiParts('nonsense')).toBeNull();
  });

  it.each<[number, string, string]>([
    [NOW, 'YYYY-MM-DD HH:mm:ss', '2024-05-15 12:30:00'],
    [Date.UTC(2024, 11, 31, 15, 59, 59), 'YYYY-MM-DD HH:mm:ss', '2024-12-31 23:59:59'],
    [Date.UTC(2024, 11, 31, 16, 0, 0), 'YYYY-MM-DD HH:mm:ss', '2025-01-01 00:00:00'],
    [Date.UTC(2024, 0, 1, 1, 2, 3), 'MM/DD HH时mm分', '01/01 09时02分'],
  ])('formatShanghai(%d, %j) → %j', (ms, pattern, out) => expect(formatShanghai(ms, pattern)).toBe(out));

  it('formatDate and formatDateTime', () => {
    expect(formatDate(Date.UTC(2024, 4, 14, 16, 0, 0))).toBe('2024-05-15');
    expect(formatDate(Date.UTC(2024, 4, 14, 15, 59, 59))).toBe('2024-05-14');
    expect(formatDateTime(NOW + 7 * S)).toBe('2024-05-15 12:30');
    expect(formatDateTime(NOW + 7 * S, { seconds: true })).toBe('2024-05-15 12:30:07');
    expect(formatDate('garbage')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('relativeTime', () => {
  it.each<[string, number, string]>([
    ['now', 0, '刚刚'],
    ['999 ms', 999, '刚刚'],
    ['9.999 s', 10 * S - 1, '刚刚'],
    ['10 s', 10 * S, '10秒前'],
    ['59 s', 59 * S, '59秒前'],
    ['59.999 s', 60 * S - 1, '59秒前'],
    ['60 s', 60 * S, '1分钟前'],
    ['59 min 59 s', H - S, '59分钟前'],
    ['60 min', H, '1小时前'],
    ['23 h 59 min', D - M, '23小时前'],
    ['24 h', D, '2024-05-14'],
    ['400 days', 400 * D, '2023-04-11'],
    ['30 s in the future (clock skew)', -30 * S, '刚刚'],
    ['59.999 s in the future', -(60 * S - 1), '刚刚'],
    ['60 s in the future', -60 * S, '2024-05-15'],
    ['2 days in the future', -2 * D, '2024-05-17'],
  ])('%s → %j', (_label, ago, out) => expect(relativeTime(NOW - ago, NOW)).toBe(out));

  it('shows the Shanghai date, not the UTC one', () => {
    // 2024-05-14 02:00 Shanghai is still 2024-05-13 in UTC.
    expect(relativeTime(Date.UTC(2024, 4, 13, 18, 0, 0), NOW)).toBe('2024-05-14');
  });

  it('returns empty for an unreadable time', () => {
    expect(relativeTime('garbage', NOW)).toBe('');
    expect(relativeTime(NOW, Number.NaN)).toBe('');
  });

  it('accepts strings', () => {
    expect(relativeTime('2024-05-15 12:25:00', '2024-05-15 12:30:00')).toBe('5分钟前');
  });
});

describe('humanizeTime', () => {
  const at = (wall: string): number => parseTime(wall);
  it.each<[string, string, string]>([
    ['2024-05-15 12:30:00', '2024-05-15 12:30:00', '刚刚'],
    ['2024-05-15 12:00:00', '2024-05-15 12:59:59', '刚刚'], // same clock hour
    ['2024-05-15 11:59:59', '2024-05-15 12:00:00', '11:59'], // a second ago but the previous hour
    ['2024-05-15 00:00:00', '2024-05-15 23:59:59', '00:00'],
    ['2024-05-14 23:50:00', '2024-05-15 00:10:00', '1天前'], // calendar days, not 24-hour periods
    ['2024-05-14 00:00:00', '2024-05-15 23:59:59', '1天前'],
    ['2024-05-08 23:59:59', '2024-05-15 00:00:00', '7天前'], // exactly 7 calendar days: still days ago
    ['2024-05-07 23:59:59', '2024-05-15 00:00:00', '05-07'], // 8 days: the date
    ['2024-01-01 00:00:00', '2024-12-31 23:59:59', '01-01'], // same year
    ['2023-12-31 23:59:59', '2024-01-01 00:00:00', '1天前'], // across the year boundary, still 1 day
    ['2023-12-20 10:00:00', '2024-01-01 00:00:00', '2023-12-20'],
    ['2024-05-15 12:45:00', '2024-05-15 12:30:00', '刚刚'], // future, same hour (clock skew)
    ['2024-05-15 18:00:00', '2024-05-15 12:30:00', '18:00'], // future, same day
    ['2024-05-16 09:00:00', '2024-05-15 12:30:00', '05-16'], // future day: its date, never '-1天前'
    ['2025-01-02 09:00:00', '2024-05-15 12:30:00', '2025-01-02'],
  ])('%s seen at %s → %j', (then, now, out) => expect(humanizeTime(at(then), at(now))).toBe(out));

  it('uses Shanghai days even when UTC is on another date', () => {
    // 2024-05-15 07:00 Shanghai = 2024-05-14 23:00 UTC; seen at 12:30 the same Shanghai day.
    expect(humanizeTime(Date.UTC(2024, 4, 14, 23, 0, 0), NOW)).toBe('07:00');
  });

  it('returns empty for an unreadable time', () => {
    expect(humanizeTime('', NOW)).toBe('');
  });
});
