import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Claims a partner token for good: false when it was claimed before (a second use gives no second session). */
export async function claimPartnerToken(db: Kysely<DB>, party: string, tokenHash: Buffer): Promise<boolean> {
  const row = await db
    .insertInto('partner_token_uses')
    .values({ party, token_hash: tokenHash })
    .onConflict((oc) => oc.columns(['party', 'token_hash']).doNothing())
    .returning('party')
    .executeTakeFirst();
  return row !== undefined;
}

/** The partner could not be asked (outage): the token was never judged, so it may be presented again. */
export async function releasePartnerToken(db: Kysely<DB>, party: string, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('partner_token_uses').where('party', '=', party).where('token_hash', '=', tokenHash).execute();
}

export async function recordPartnerTokenUser(
  db: Kysely<DB>,
  party: string,
  tokenHash: Buffer,
  userId: number,
): Promise<void> {
  await db
    .updateTable('partner_token_uses')
    .set({ user_id: userId })
    .where('party', '=', party)
    .where('token_hash', '=', tokenHash)
    .execute();
}
