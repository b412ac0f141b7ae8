import { describe, expect, it } from 'vitest';
import { openingDay } from './opening-day';

const days = [
  { date: '2026-11-03', count: 2 },
  { date: '2026-11-10', count: 0 },
  { date: '2026-11-19', count: 1 },
  { date: '2026-11-28', count: 3 },
];

describe('the day the activity calendar opens on', () => {
  it('is the first day with activities from today on, not an empty today', () => {
    expect(openingDay(days, '2026-11-11')).toBe('2026-11-19');
    expect(openingDay(days, '2026-11-19')).toBe('2026-11-19');
  });

  it('is the first marked day of a month ahead of today', () => {
    expect(openingDay(days, '2026-10-20')).toBe('2026-11-03');
  });

  it('is none when nothing lies ahead this month (the next month is looked at)', () => {
    expect(openingDay(days, '2026-11-29')).toBeNull();
    expect(openingDay([], '2026-11-01')).toBeNull();
  });
});
