import { describe, expect, it } from 'vitest';
import { addDays, monthGrid, presetRange, shiftMonth, todayDay } from './month-grid';

describe('month grid', () => {
  it('pads the month to whole weeks from Sunday', () => {
    const grid = monthGrid('2026-11');
    // 1 November 2026 is a Sunday; 30 days end on a Monday.
    expect(grid[0]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(grid.length).toBe(35);
    expect(grid.at(-1)).toEqual({ day: '2026-12-05', inMonth: false });
    const feb = monthGrid('2026-02');
    expect(feb[0]).toEqual({ day: '2026-02-01', inMonth: true });
    expect(feb.length).toBe(28);
    const may = monthGrid('2026-05');
    expect(may[0]).toEqual({ day: '2026-04-26', inMonth: false });
    expect(may.filter((c) => c.inMonth).length).toBe(31);
    expect(may.length % 7).toBe(0);
  });

  it('moves across years and reads the Shanghai day', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // 17:00 UTC is already the next day in Shanghai.
    expect(todayDay(Date.parse('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('turns presets into inclusive ranges', () => {
    // 2026-11-25 is a Wednesday.
    expect(presetRange('today', '2026-11-25')).toEqual({ dateFrom: '2026-11-25', dateTo: '2026-11-25' });
    expect(presetRange('tomorrow', '2026-11-25')).toEqual({ dateFrom: '2026-11-26', dateTo: '2026-11-26' });
    expect(presetRange('weekend', '2026-11-25')).toEqual({ dateFrom: '2026-11-28', dateTo: '2026-11-29' });
    expect(presetRange('weekend', '2026-11-29')).toEqual({ dateFrom: '2026-11-29', dateTo: '2026-11-29' });
    expect(presetRange('next7', '2026-11-25')).toEqual({ dateFrom: '2026-11-25', dateTo: '2026-12-01' });
  });
});
