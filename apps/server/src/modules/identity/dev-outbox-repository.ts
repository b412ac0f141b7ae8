import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Development only: what the console SMS provider "sent", and captcha answers. Never written in production.

export async function addOutboxSms(
  db: Kysely<DB>,
  m: { countryCode: string; hash: Buffer; code: string; purpose: string },
): Promise<void> {
  await db
    .insertInto('dev_sms_outbox')
    .values({ country_code: m.countryCode, mobile_hash: m.hash, code: m.code, purpose: m.purpose })
    .execute();
}

/** By the number's keyed hash: the outbox keeps no number in the clear either. */
export async function listOutboxSms(db: Kysely<DB>, hashes: Buffer[], limit = 20) {
  if (hashes.length === 0) return [];
  return db
    .selectFrom('dev_sms_outbox')
    .select(['country_code', 'mobile_hash', 'code', 'purpose', 'created_at'])
    .where('mobile_hash', 'in', hashes)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function addCaptchaAnswer(db: Kysely<DB>, tokenHash: Buffer, answer: string): Promise<void> {
  await db.insertInto('dev_captcha_answers').values({ token_hash: tokenHash, answer }).execute();
}

export async function findCaptchaAnswer(db: Kysely<DB>, tokenHash: Buffer): Promise<string | undefined> {
  const row = await db
    .selectFrom('dev_captcha_answers')
    .select('answer')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.answer;
}
