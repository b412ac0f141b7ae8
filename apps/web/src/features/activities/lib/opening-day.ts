import type { Day } from './month-grid';

// Which day /activityCalendar opens on when the address names none (docs/product/data.md, "What a new user meets"):
// never an empty today when activities lie ahead. Pure, so it is tested beside.

/** The first day with activities on or after `from` (the month's first marked day when `from` is not in it). */
export function firstMarkedFrom(days: readonly { date: string; count: number }[], from: Day): Day | null {
  return days.find((d) => d.count > 0 && d.date >= from)?.date ?? null;
}

/**
 * The day a calendar month opens on: the first day with activities from today on (the month's first when the month
 * is ahead of today); null when the month has none ahead, so the caller may look at the next month.
 */
export function openingDay(days: readonly { date: string; count: number }[], today: Day): Day | null {
  return firstMarkedFrom(days, today);
}
