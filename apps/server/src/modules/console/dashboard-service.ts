import { countActiveUsersSince } from '../../platform/auth/session-repository.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DayCounts } from '../../platform/db/day-counts.ts';
import { signUpsByDay } from '../activities/index.ts';
import { postsAndCommentsByDay } from '../community/index.ts';
import { pointsByDay, signInsByDay } from '../growth/index.ts';
import { newUsersByDay } from '../identity/index.ts';
import { couponClaimsByDay } from '../mall/index.ts';
import { reportsByDay } from '../trust/index.ts';
import { chinaDays, chinaMidnight } from './dashboard-repository.ts';

export interface Figures {
  activeUsers: number;
  newUsers: number;
  posts: number;
  comments: number;
  reportsOpened: number;
  reportsClosed: number;
  signUps: number;
  signIns: number;
  couponsClaimed: number;
  pointsGranted: number;
  pointsSpent: number;
}

/** The figures that have a history, per day in China; active users have none (a session keeps only its last use). */
export type DailyFigures = Omit<Figures, 'activeUsers'> & { day: string };

type Counted = Omit<Figures, 'activeUsers'>;

/**
 * Each figure by day in China from `since`, asked of the area that owns it (aggregates, no rows leave). Each count
 * uses the table's own time column. Points are the coin unit (无忧币).
 */
async function countsByDay(app: AppContext, since: Date): Promise<Record<keyof Counted, DayCounts>> {
  const db = app.db;
  const { posts, comments } = await postsAndCommentsByDay(db, since);
  const reports = await reportsByDay(db, since);
  const points = await pointsByDay(db, since);
  const pick = (key: 'granted' | 'spent') => new Map([...points].map(([day, p]) => [day, p[key]]));
  return {
    newUsers: await newUsersByDay(db, since),
    posts,
    comments,
    reportsOpened: reports.opened,
    reportsClosed: reports.closed,
    signUps: await signUpsByDay(db, since),
    signIns: await signInsByDay(db, since),
    couponsClaimed: await couponClaimsByDay(db, since),
    pointsGranted: pick('granted'),
    pointsSpent: pick('spent'),
  };
}

const KEYS: readonly (keyof Counted)[] = [
  'newUsers',
  'posts',
  'comments',
  'reportsOpened',
  'reportsClosed',
  'signUps',
  'signIns',
  'couponsClaimed',
  'pointsGranted',
  'pointsSpent',
];

/** The sum of the days from `from` ('YYYY-MM-DD') on. */
const sumFrom = (counts: DayCounts, from: string) =>
  [...counts].reduce((sum, [day, n]) => (day >= from ? sum + n : sum), 0);

/**
 * Today (since midnight in China) and the last 30 days (today and the 29 days before it), figure by figure
 * and the 30 days one by one for the charts (docs/product/console.md, "Dashboard").
 */
export async function dashboardSummary(app: AppContext) {
  const [today, monthStart] = [await chinaMidnight(app.db, 0), await chinaMidnight(app.db, 29)];
  const days = await chinaDays(app.db, monthStart);
  const counts = await countsByDay(app, monthStart);
  const totals = (from: string) =>
    Object.fromEntries(KEYS.map((key) => [key, sumFrom(counts[key], from)])) as Record<keyof Counted, number>;
  const todayKey = days.at(-1) ?? '';
  const monthKey = days[0] ?? '';
  const daily: DailyFigures[] = days.map((day) => ({
    day,
    ...(Object.fromEntries(KEYS.map((key) => [key, counts[key].get(day) ?? 0])) as Record<keyof Counted, number>),
  }));
  return {
    today: { activeUsers: await countActiveUsersSince(app.db, today), ...totals(todayKey) },
    last30Days: { activeUsers: await countActiveUsersSince(app.db, monthStart), ...totals(monthKey) },
    daily,
  };
}
