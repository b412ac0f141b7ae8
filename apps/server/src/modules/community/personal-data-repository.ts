import type { Kysely } from 'kysely';
import type { CancelPosts, DB } from '../../platform/db/schema.ts';

// Community's part in privacy's erasure, copy of one's data and conversion of clear phone numbers
// (docs/product/privacy.md; docs/architecture.md, "Who owns which table"): posts, comments, likes, collections, the
// social graph, notices and the publisher contact.

/**
 * Erases one person's community rows, inside privacy's erasing transaction. The publisher contact and the inbox go;
 * follows both ways and blocks go (the follow counts move by trigger). Likes, collections and comments stay, under
 * the anonymous name: other people's counts and threads rest on them. Posts stay, or are removed when so chosen (they
 * leave every list; their authors' and topics' counts move by trigger).
 */
export async function eraseCommunityRows(trx: Kysely<DB>, userId: number, posts: CancelPosts): Promise<void> {
  await trx.deleteFrom('publisher_contacts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notices').where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  if (posts === 'remove') {
    await trx
      .updateTable('contents')
      .set({ status: 'deleted' })
      .where('author_id', '=', userId)
      .where('status', '<>', 'deleted')
      .execute();
  }
}
