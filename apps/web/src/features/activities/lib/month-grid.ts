import { formatDate } from '@app/rules';

// The calendar's month grid and the square's date presets, in Shanghai days (the server's calendar).

export type Month = string; // 'YYYY-MM'
export type Day = string; // 'YYYY-MM-DD'

const pad = (n: number) => String(n).padStart(2, '0');

export const todayDay = (now: number = Date.now()): Day => formatDate(now);
export const monthOf = (day: Day): Month => day.slice(0, 7);

export function shiftMonth(month: Month, delta: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Adds whole days to a calendar day (UTC arithmetic on the date alone, so no zone can shift it). */
export function addDays(day: Day, n: number): Day {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const weekday = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Weeks of the month from Sunday, padded with the neighbouring months' days to whole weeks. */
export function monthGrid(month: Month): { day: Day; inMonth: boolean }[] {
  const first: Day = `${month}-01`;
  const start = addDays(first, -weekday(first));
  const cells: { day: Day; inMonth: boolean }[] = [];
  for (let day = start; ; day = addDays(day, 1)) {
    const inMonth = monthOf(day) === month;
    if (!inMonth && cells.length % 7 === 0 && cells.some((c) => c.inMonth)) break;
    cells.push({ day, inMonth });
  }
  return cells;
}

export type DatePreset = 'today' | 'tomorrow' | 'weekend' | 'next7' | 'next30';
export const DATE_PRESETS: readonly DatePreset[] = ['today', 'tomorrow', 'weekend', 'next7', 'next30'];

/** A preset as the list's dateFrom/dateTo (both inclusive). The weekend is the coming Saturday and Sunday. */
export function presetRange(preset: DatePreset, today: Day): { dateFrom: Day; dateTo: Day } {
  switch (preset) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case 'tomorrow':
      return { dateFrom: addDays(today, 1), dateTo: addDays(today, 1) };
    case 'weekend': {
      const w = weekday(today);
      // Sunday is still this weekend.
      if (w === 0) return { dateFrom: today, dateTo: today };
      const saturday = addDays(today, 6 - w);
      return { dateFrom: saturday, dateTo: addDays(saturday, 1) };
    }
    case 'next7':
      return { dateFrom: today, dateTo: addDays(today, 6) };
    default:
      return { dateFrom: today, dateTo: addDays(today, 29) };
  }
}
