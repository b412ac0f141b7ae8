import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { LIMITS } from './identity-limits.ts';

const ttl = sql<Date>`now() + make_interval(secs => ${LIMITS.captchaTtlSeconds})`;

export async function insertCaptcha(db: Kysely<DB>, tokenHash: Buffer, answerHash: Buffer): Promise<void> {
  await db.insertInto('captchas').values({ token_hash: tokenHash, answer_hash: answerHash, expires_at: ttl }).execute();
}

/**
 * One check of an answer, atomically: a wrong one counts (the third kills the captcha), a right one marks it solved.
 * Null when the captcha is unknown, expired, used or dead.
 */
export async function checkCaptcha(
  db: Kysely<DB>,
  tokenHash: Buffer,
  answerHash: Buffer,
): Promise<{ verified: boolean; wrong: number } | null> {
  const right = sql<boolean>`answer_hash = ${answerHash}`;
  const row = await db
    .updateTable('captchas')
    .set({
      wrong_count: sql`wrong_count + case when ${right} then 0 else 1 end`,
      solved_at: sql`case when ${right} then coalesce(solved_at, now()) else solved_at end`,
    })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('wrong_count', '<', LIMITS.captchaMaxWrong)
    .returning([right.as('verified'), 'wrong_count'])
    .executeTakeFirst();
  return row ? { verified: row.verified, wrong: row.wrong_count } : null;
}

/** Uses the captcha up if the answer is right; a wrong answer counts as in checkCaptcha. */
export async function consumeCaptcha(db: Kysely<DB>, tokenHash: Buffer, answerHash: Buffer): Promise<boolean> {
  const used = await db
    .updateTable('captchas')
    .set({ used_at: sql`now()`, solved_at: sql`coalesce(solved_at, now())` })
    .where('token_hash', '=', tokenHash)
    .where('answer_hash', '=', answerHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('wrong_count', '<', LIMITS.captchaMaxWrong)
    .returning('token_hash')
    .executeTakeFirst();
  if (used) return true;
  await db
    .updateTable('captchas')
    .set({ wrong_count: sql`wrong_count + 1` })
    .where('token_hash', '=', tokenHash)
    .where('answer_hash', '<>', answerHash)
    .where('used_at', 'is', null)
    .where('wrong_count', '<', LIMITS.captchaMaxWrong)
    .execute();
  return false;
}

/** Expired captchas, codes and tickets are kept a day (limits look back 24 hours at most), then removed. */
export async function purgeExpired(db: Kysely<DB>): Promise<void> {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db.deleteFrom('captchas').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('dev_captcha_answers').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('sms_sends').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('phone_tickets').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('login_attempts').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('password_locks').where('locked_until', '<', dayAgo).execute();
}
