import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** A member's points ledger for the console, newest first (keyset by id). */
export async function findLedgerPage(db: Kysely<DB>, userId: number, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('points_txns')
    .select(['id', 'reason', 'coin', 'exp', 'created_at'])
    .where('user_id', '=', userId);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}
