import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { calendarDays, calendarRows } from './activity-repository.ts';
import { cardView } from './activity-service.ts';

// /activityCalendar: how many online activities run on each day of a month (Asia/Shanghai), and the chosen day's.

export async function calendar(
  app: AppContext,
  viewer: SessionUser | null,
  input: { month: string; date?: string | undefined; city?: string | undefined; destinationId?: number | undefined },
) {
  const filter = { city: input.city, destinationId: input.destinationId };
  const [days, rows] = await Promise.all([
    calendarDays(app.db, input.month, filter, viewer?.id ?? null),
    input.date ? calendarRows(app.db, input.date, filter, viewer?.id ?? null) : Promise.resolve([]),
  ]);
  return { month: input.month, days, date: input.date ?? null, rows: rows.map(cardView) };
}
