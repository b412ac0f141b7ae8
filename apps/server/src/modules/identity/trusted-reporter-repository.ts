import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Whether any of these users is a trusted reporter (docs/product/trust.md, "Reports": one such report hides a target
 * pending review). One query over the target's reporters.
 */
export async function anyTrustedReporter(db: Db, userIds: readonly number[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('trusted_reporter', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
