import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { LIMITS } from './identity-limits.ts';
import type { Phone } from './sms-repository.ts';

export type TicketPurpose = 'login' | 'reset';

export async function insertTicket(
  db: Kysely<DB>,
  tokenHash: Buffer,
  phone: Phone,
  purpose: TicketPurpose,
): Promise<void> {
  await db
    .insertInto('phone_tickets')
    .values({
      token_hash: tokenHash,
      country_code: phone.countryCode,
      mobile: phone.mobile,
      purpose,
      expires_at: sql<Date>`now() + make_interval(secs => ${LIMITS.ticketTtlSeconds})`,
    })
    .execute();
}

/** A live ticket for exactly this phone, without using it up. */
export async function hasLiveTicket(db: Kysely<DB>, tokenHash: Buffer, phone: Phone): Promise<boolean> {
  const row = await db
    .selectFrom('phone_tickets')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('country_code', '=', phone.countryCode)
    .where('mobile', '=', phone.mobile)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a ticket up (once, even under concurrency) and says whose phone it was for. */
export async function consumeTicket(
  db: Kysely<DB>,
  tokenHash: Buffer,
): Promise<(Phone & { purpose: TicketPurpose }) | null> {
  const row = await db
    .updateTable('phone_tickets')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['country_code', 'mobile', 'purpose'])
    .executeTakeFirst();
  return row ? { countryCode: row.country_code, mobile: row.mobile, purpose: row.purpose } : null;
}
