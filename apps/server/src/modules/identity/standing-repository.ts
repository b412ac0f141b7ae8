import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A user's standing (migration 0014); undefined when there is no such user. */
export async function findStanding(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'muted_until', 'banned_at', 'trusted_reporter'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The same, with the user's row locked for the rest of the transaction (moderation, a report's daily count). */
export async function lockStanding(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'muted_until', 'banned_at', 'trusted_reporter'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setStanding(
  trx: Transaction<DB>,
  userId: number,
  values: { muted_until?: Date | null; banned_at?: Date | null; trusted_reporter?: boolean },
): Promise<void> {
  await trx.updateTable('users').set(values).where('id', '=', userId).execute();
}
