import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { revokeUserSessionRows } from '../../platform/auth/session-repository.ts';
import type { DB } from '../../platform/db/schema.ts';

// Identity's part in privacy's erasure, copy of one's data and conversion of clear phone numbers
// (docs/product/privacy.md; docs/architecture.md, "Who owns which table"): the account row, its sessions, WeChat
// bindings and partner-token records.

/** The name every cancelled account shows (docs/product/privacy.md, "Account cancellation (注销)"). */
export const CANCELLED_NICKNAME = '已注销用户';

/**
 * Erases the account's personal data, inside privacy's erasing transaction. The row stays (posts, comments and
 * ledgers point at it) under 已注销用户 with no picture, bio, number, password or partner binding; the number's hash
 * is freed, so the number can register again as a new account. Every session ends (the caller empties the session
 * cache after committing).
 */
export async function eraseAccount(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      nickname: CANCELLED_NICKNAME,
      avatar_url: null,
      bio: '',
      operator: '',
      mobile_enc: null,
      mobile_hash: null,
      mobile_clear: null,
      password_hash: null,
      // The open id was given to partners and WeChat: a fresh one ties nothing back to them.
      open_id: `x${randomBytes(12).toString('base64url')}`,
      cancelled_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessionRows(trx, userId);
  await trx.deleteFrom('wechat_bindings').where('user_id', '=', userId).execute();
  await trx.updateTable('partner_token_uses').set({ user_id: null }).where('user_id', '=', userId).execute();
}

/** The account's own row for its copy (the number still sealed). */
export function profileRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'user_code',
      'nickname',
      'avatar_url',
      'bio',
      'country_code',
      'mobile_enc',
      'operator',
      'created_at',
      'follower_count',
      'following_count',
      'content_count',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// Rows written before phone numbers were encrypted (migration 0016 moved them to *_clear columns).

const BATCH = 500;

export function usersInClear(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'country_code', 'mobile_clear'])
    .where('mobile_clear', 'is not', null)
    .orderBy('id')
    .limit(BATCH)
    .execute();
}

/** Seals one user's number; the clear column is emptied by the same statement. */
export async function convertUser(db: Kysely<DB>, id: number, sealed: string, hash: Buffer): Promise<void> {
  await db
    .updateTable('users')
    .set({ mobile_enc: sealed, mobile_hash: hash, mobile_clear: null })
    .where('id', '=', id)
    .where('mobile_clear', 'is not', null)
    .execute();
}

/** Two old rows with one number cannot both hold its hash: the later one loses its number (and says so). */
export async function dropUserNumber(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ mobile_clear: null }).where('id', '=', id).execute();
}
