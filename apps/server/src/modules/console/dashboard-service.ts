import type { AppContext } from '../../platform/context.ts';
import { chinaMidnight, dailyFigures, figuresSince } from './dashboard-repository.ts';

/**
 * Today (since midnight in China) and the last 30 days (today and the 29 days before it), figure by figure
 * and the 30 days one by one for the charts (docs/product/console.md, "Dashboard").
 */
export async function dashboardSummary(app: AppContext) {
  const [today, monthStart] = [await chinaMidnight(app.db, 0), await chinaMidnight(app.db, 29)];
  return {
    today: await figuresSince(app.db, today),
    last30Days: await figuresSince(app.db, monthStart),
    daily: await dailyFigures(app.db, monthStart),
  };
}
