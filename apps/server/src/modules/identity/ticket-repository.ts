import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { LIMITS } from './identity-limits.ts';
import type { KeyedPhone } from './sms-repository.ts';

export type TicketPurpose = 'login' | 'reset';

export async function insertTicket(
  db: Kysely<DB>,
  tokenHash: Buffer,
  phone: KeyedPhone & { sealed: string },
  purpose: TicketPurpose,
): Promise<void> {
  await db
    .insertInto('phone_tickets')
    .values({
      token_hash: tokenHash,
      country_code: phone.countryCode,
      mobile_hash: phone.hash,
      mobile_enc: phone.sealed,
      purpose,
      expires_at: sql<Date>`now() + make_interval(secs => ${LIMITS.ticketTtlSeconds})`,
    })
    .execute();
}

/** A live ticket for exactly this phone, without using it up. */
export async function hasLiveTicket(db: Kysely<DB>, tokenHash: Buffer, phone: KeyedPhone): Promise<boolean> {
  const row = await db
    .selectFrom('phone_tickets')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('mobile_hash', '=', phone.hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a ticket up (once, even under concurrency) and says whose phone it was for (by its hash). */
export async function consumeTicket(
  db: Kysely<DB>,
  tokenHash: Buffer,
): Promise<{ countryCode: string; hash: Buffer; sealed: string; purpose: TicketPurpose } | null> {
  const row = await db
    .updateTable('phone_tickets')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['country_code', 'mobile_hash', 'mobile_enc', 'purpose'])
    .executeTakeFirst();
  return row
    ? {
        countryCode: row.country_code,
        hash: Buffer.from(row.mobile_hash),
        sealed: row.mobile_enc,
        purpose: row.purpose,
      }
    : null;
}
