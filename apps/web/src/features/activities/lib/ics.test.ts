import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine } from './ics';

describe('buildIcs', () => {
  it('writes one event in UTC with escaped text', () => {
    const text = buildIcs(
      {
        uid: 'enrolment-7@activities',
        title: '西湖徒步, 看日落; 带水',
        start: '2026-12-05T01:00:00.000Z',
        end: '2026-12-05T07:30:00.000Z',
        location: '杭州 北山街',
        description: '核销码 ABCD\n出示二维码',
        url: 'https://example.com/activityDetails?id=7',
      },
      Date.parse('2026-11-23T00:00:00.000Z'),
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261205T010000Z');
    expect(lines).toContain('DTEND:20261205T073000Z');
    expect(lines).toContain('DTSTAMP:20261123T000000Z');
    expect(lines).toContain('SUMMARY:西湖徒步\\, 看日落\\; 带水');
    expect(lines).toContain('DESCRIPTION:核销码 ABCD\\n出示二维码');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('lasts two hours without an end', () => {
    expect(buildIcs({ uid: 'u', title: 't', start: '2026-12-05T01:00:00Z' })).toContain('DTEND:20261205T030000Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine('SUMMARY:' + '活动'.repeat(40));
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.join('')).toBe('SUMMARY:' + '活动'.repeat(40));
  });
});
