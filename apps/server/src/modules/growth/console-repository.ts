import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { countByChinaDay } from '../../platform/db/day-counts.ts';

/** A member's points ledger for the console, newest first (keyset by id). */
export async function findLedgerPage(db: Kysely<DB>, userId: number, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('points_txns')
    .select(['id', 'reason', 'coin', 'exp', 'created_at'])
    .where('user_id', '=', userId);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** Sign-ins by day in China since a moment (the console's dashboard). */
export const signInsByDay = (db: Kysely<DB>, since: Date) => countByChinaDay(db, 'sign_ins', 'created_at', since);

/**
 * Coins (无忧币) users' accounts received and gave by day in China since a moment (the console's dashboard): granted
 * is what users' accounts received, spent what left them.
 */
export async function pointsByDay(
  db: Kysely<DB>,
  since: Date,
): Promise<Map<string, { granted: number; spent: number }>> {
  const { rows } = await sql<{ day: string; granted: number | string; spent: number | string }>`
    select to_char(t.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0) as granted,
      coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as spent
    from points_entries e join points_txns t on t.id = e.txn_id
    where e.user_id is not null and e.unit = 'coin' and t.created_at >= ${since}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [String(r.day), { granted: Number(r.granted), spent: Number(r.spent) }]));
}
