import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Growth's part in privacy's copy of one's data (docs/product/privacy.md, "A copy of one's data"): the points ledger.

export function pointsRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('points_txns')
    .select(['id', 'kind', 'reason', 'coin', 'exp', 'source_type', 'source_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
