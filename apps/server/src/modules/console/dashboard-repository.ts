import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface Figures {
  activeUsers: number;
  newUsers: number;
  posts: number;
  comments: number;
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
