/** A day of querySign as the calendar reads it (isSign: 1 a past day done, 2 can sign now, 3 signed today). */
export type SignDayState = { id: number; isSign: 0 | 1 | 2 | 3 };

/** Where the viewer stands in the cycle: today's day (signable or signed), and the days signed in a row. */
export function signState<D extends SignDayState>(days: readonly D[]) {
  const today = days.find((d) => d.isSign === 2 || d.isSign === 3) ?? null;
  const streak = days.filter((d) => d.isSign === 1 || d.isSign === 3).length;
  return { today, signedToday: today?.isSign === 3, streak };
}
