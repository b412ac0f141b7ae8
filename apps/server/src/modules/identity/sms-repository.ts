import { sql, type Kysely } from 'kysely';
import type { SmsPurpose } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { LIMITS } from './identity-limits.ts';

export interface Phone {
  countryCode: string;
  mobile: string;
}

/** A phone with its keyed hash (platform/crypto/phone-crypto.ts): tables hold the hash, never the number. */
export interface KeyedPhone extends Phone {
  hash: Buffer;
}

/** Serialises sends to one phone across instances (PostgreSQL) for the rest of the transaction. */
export async function lockPhone(db: Kysely<DB>, phone: KeyedPhone): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${phone.hash.toString('hex')}`}, 0))`.execute(db);
}

/** Seconds to wait before this phone may get another SMS, 0 if it may now (1 per 60 s, 10 per 24 h). */
export async function phoneSendWait(db: Kysely<DB>, phone: KeyedPhone): Promise<number> {
  const row = await db
    .selectFrom('sms_sends')
    .select([
      sql<number>`count(*)`.as('sent'),
      sql<number>`coalesce(ceil(extract(epoch from max(created_at) + make_interval(secs => ${LIMITS.smsPhoneIntervalSeconds}) - now())), 0)::int`.as(
        'interval_wait',
      ),
      sql<number>`coalesce(ceil(extract(epoch from min(created_at) + interval '24 hours' - now())), 0)::int`.as(
        'day_wait',
      ),
    ])
    .where('mobile_hash', '=', phone.hash)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  let wait = Math.max(0, row.interval_wait);
  if (row.sent >= LIMITS.smsPhonePerDay) wait = Math.max(wait, row.day_wait);
  return wait;
}

/** Seconds to wait before this address may send another SMS, 0 if it may now (30 per hour). */
export async function ipSendWait(db: Kysely<DB>, ip: string): Promise<number> {
  const row = await db
    .selectFrom('sms_sends')
    .select([
      sql<number>`count(*)`.as('sent'),
      sql<number>`coalesce(ceil(extract(epoch from min(created_at) + interval '1 hour' - now())), 0)::int`.as('wait'),
    ])
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return row.sent >= LIMITS.smsIpPerHour ? Math.max(1, row.wait) : 0;
}

export async function recordSend(
  db: Kysely<DB>,
  send: KeyedPhone & { ip: string; purpose: SmsPurpose; codeHash: Buffer },
): Promise<void> {
  await db
    .insertInto('sms_sends')
    .values({ country_code: send.countryCode, mobile_hash: send.hash, ip: send.ip, purpose: send.purpose })
    .execute();
  await db
    .insertInto('sms_codes')
    .values({
      country_code: send.countryCode,
      mobile_hash: send.hash,
      purpose: send.purpose,
      code_hash: send.codeHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${LIMITS.smsCodeTtlSeconds})`,
    })
    .execute();
}

/**
 * One check of a code against the newest code sent to this phone for these purposes, in one statement: the check
 * is counted first (at most 5 per code, in the database), and a right code is used up by the same update, so two
 * concurrent checks can never both succeed. Returns the purpose of the code used, or null.
 */
export async function checkCode(
  db: Kysely<DB>,
  phone: KeyedPhone,
  purposes: SmsPurpose[],
  codeHash: Buffer,
): Promise<SmsPurpose | null> {
  const right = sql<boolean>`code_hash = ${codeHash}`;
  const row = await db
    .updateTable('sms_codes')
    .set({ checks: sql`checks + 1`, used_at: sql`case when ${right} then now() else null end` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('sms_codes')
        .select('id')
        .where('mobile_hash', '=', phone.hash)
        .where('purpose', 'in', purposes)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('checks', '<', LIMITS.smsCodeMaxChecks)
    .returning(['purpose', right.as('ok')])
    .executeTakeFirst();
  return row?.ok ? row.purpose : null;
}
