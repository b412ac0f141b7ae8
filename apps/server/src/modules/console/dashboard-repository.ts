import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

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

/**
 * The dashboard's figures since a moment, read-only over the other areas' tables (aggregates, no rows leave). Each
 * count uses the table's own time column; active users are those whose session was used since (sessions note their
 * use at most hourly). Points are the coin unit (无忧币): granted is what users' accounts received, spent what left them.
 */
export async function figuresSince(db: Kysely<DB>, since: Date): Promise<Figures> {
  const { rows } = await sql<Record<keyof Figures, number | string | null>>`
    select
      (select count(distinct user_id) from sessions where last_used_at >= ${since}) as "activeUsers",
      (select count(*) from users where created_at >= ${since}) as "newUsers",
      (select count(*) from contents where created_at >= ${since}) as "posts",
      (select count(*) from comments where created_at >= ${since}) as "comments",
      (select count(*) from reports where created_at >= ${since}) as "reportsOpened",
      (select count(*) from reports where closed_at >= ${since}) as "reportsClosed",
      (select count(*) from activity_enrolments where created_at >= ${since}) as "signUps",
      (select count(*) from sign_ins where created_at >= ${since}) as "signIns",
      (select count(*) from coupon_claims where claimed_at >= ${since}) as "couponsClaimed",
      (select coalesce(sum(e.amount) filter (where e.amount > 0), 0) from points_entries e
         join points_txns t on t.id = e.txn_id
         where e.user_id is not null and e.unit = 'coin' and t.created_at >= ${since}) as "pointsGranted",
      (select coalesce(-sum(e.amount) filter (where e.amount < 0), 0) from points_entries e
         join points_txns t on t.id = e.txn_id
         where e.user_id is not null and e.unit = 'coin' and t.created_at >= ${since}) as "pointsSpent"
  `.execute(db);
  const row = rows[0]!;
  const n = (v: number | string | null) => Number(v ?? 0);
  return {
    activeUsers: n(row.activeUsers),
    newUsers: n(row.newUsers),
    posts: n(row.posts),
    comments: n(row.comments),
    reportsOpened: n(row.reportsOpened),
    reportsClosed: n(row.reportsClosed),
    signUps: n(row.signUps),
    signIns: n(row.signIns),
    couponsClaimed: n(row.couponsClaimed),
    pointsGranted: n(row.pointsGranted),
    pointsSpent: n(row.pointsSpent),
  };
}

/** Midnight in China (Asia/Shanghai) `daysBack` days before today's, as the database's clock says. */
export async function chinaMidnight(db: Kysely<DB>, daysBack: number): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    select (date_trunc('day', now() at time zone 'Asia/Shanghai') - make_interval(days => ${daysBack}))
      at time zone 'Asia/Shanghai' as at
  `.execute(db);
  return new Date(rows[0]!.at);
}

/** The figures that have a history, per day in China; active users have none (a session keeps only its last use). */
export type DailyFigures = Omit<Figures, 'activeUsers'> & { day: string };

/**
 * One row per day in China from `since` (a midnight in China) to today, each figure counted on the day its row's own
 * time column falls in (the same columns as figuresSince), days without rows as zeros.
 */
export async function dailyFigures(db: Kysely<DB>, since: Date): Promise<DailyFigures[]> {
  const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`);
  const counted = (table: string, column: string) => sql`
    select ${day(column)} as day, count(*) as n from ${sql.raw(table)}
    where ${sql.raw(column)} >= ${since} group by 1`;
  const { rows } = await sql<Record<keyof DailyFigures, number | string | null>>`
    with days as (
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(
        date_trunc('day', ${since}::timestamptz at time zone 'Asia/Shanghai'),
        date_trunc('day', now() at time zone 'Asia/Shanghai'),
        interval '1 day') as d
    ),
    new_users as (${counted('users', 'created_at')}),
    posts as (${counted('contents', 'created_at')}),
    comments as (${counted('comments', 'created_at')}),
    reports_opened as (${counted('reports', 'created_at')}),
    reports_closed as (${counted('reports', 'closed_at')}),
    sign_ups as (${counted('activity_enrolments', 'created_at')}),
    sign_ins as (${counted('sign_ins', 'created_at')}),
    claims as (${counted('coupon_claims', 'claimed_at')}),
    points as (
      select ${day('t.created_at')} as day,
        coalesce(sum(e.amount) filter (where e.amount > 0), 0) as granted,
        coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as spent
      from points_entries e join points_txns t on t.id = e.txn_id
      where e.user_id is not null and e.unit = 'coin' and t.created_at >= ${since}
      group by 1
    )
    select days.day,
      new_users.n as "newUsers", posts.n as "posts", comments.n as "comments",
      reports_opened.n as "reportsOpened", reports_closed.n as "reportsClosed", sign_ups.n as "signUps",
      sign_ins.n as "signIns", claims.n as "couponsClaimed",
      points.granted as "pointsGranted", points.spent as "pointsSpent"
    from days
      left join new_users using (day) left join posts using (day) left join comments using (day)
      left join reports_opened using (day) left join reports_closed using (day) left join sign_ups using (day)
      left join sign_ins using (day) left join claims using (day) left join points using (day)
    order by days.day
  `.execute(db);
  const n = (v: number | string | null) => Number(v ?? 0);
  return rows.map((r) => ({
    day: String(r.day),
    newUsers: n(r.newUsers),
    posts: n(r.posts),
    comments: n(r.comments),
    reportsOpened: n(r.reportsOpened),
    reportsClosed: n(r.reportsClosed),
    signUps: n(r.signUps),
    signIns: n(r.signIns),
    couponsClaimed: n(r.couponsClaimed),
    pointsGranted: n(r.pointsGranted),
    pointsSpent: n(r.pointsSpent),
  }));
}
