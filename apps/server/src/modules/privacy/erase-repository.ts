import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CancelPosts } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';

/** The name every cancelled account shows (docs/product/privacy.md, "What is erased"). */
export const CANCELLED_NICKNAME = '已注销用户';

/**
 * Erases one user's personal data, inside the caller's transaction. The row stays (posts, comments and ledgers
 * point at it) under 已注销用户 with no picture, bio, number, password or partner binding; the number's hash is
 * freed, so the number can register again as a new account.
 */
export async function eraseUser(trx: Kysely<DB>, userId: number, posts: CancelPosts): Promise<void> {
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
  await trx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx.deleteFrom('wechat_bindings').where('user_id', '=', userId).execute();
  await trx.updateTable('partner_token_uses').set({ user_id: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('publisher_contacts').where('user_id', '=', userId).execute();
  // Their inbox goes; the reports they made stay for the moderation record, without what they wrote or showed.
  await trx.deleteFrom('notices').where('user_id', '=', userId).execute();
  await trx
    .updateTable('reports')
    .set({ body: '', images: JSON.stringify([]) })
    .where('reporter_id', '=', userId)
    .execute();
  // Copies of their data made before: nobody may download them any more.
  await trx.deleteFrom('data_exports').where('user_id', '=', userId).execute();
  // Sign-ups stay counted; what they said about the person goes.
  await trx
    .updateTable('activity_enrolments')
    .set({ personal_enc: '', personal_masked: JSON.stringify({}), answers: JSON.stringify({}), has_name: false })
    .where('user_id', '=', userId)
    .execute();
  // Who they followed and who followed them, and their blocks (the follow counts move by trigger). Likes,
  // collections and comments stay, under the anonymous name: other people's counts and threads rest on them.
  await trx
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  // Removed posts leave every list; their authors' and topics' counts move by trigger.
  if (posts === 'remove') {
    await trx
      .updateTable('contents')
      .set({ status: 'deleted' })
      .where('author_id', '=', userId)
      .where('status', '<>', 'deleted')
      .execute();
  }
}
