import type { Kysely } from 'kysely';
import type { CancelPosts, DB } from '../../platform/db/schema.ts';
import { followRef, publishActions } from './action-events.ts';
import { contentRemoved } from './content-events.ts';

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
  const follows = await trx
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .returning(['follower_id', 'followee_id', 'created_at'])
    .execute();
  // Those who followed the person lose that follow (growth's follow tasks rest on it).
  await publishActions(
    trx,
    false,
    follows.map((f) => followRef(Number(f.follower_id), Number(f.followee_id), f.created_at)),
  );
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  if (posts === 'remove') {
    const removed = await trx
      .updateTable('contents')
      .set({ status: 'deleted' })
      .where('author_id', '=', userId)
      .where('status', '<>', 'deleted')
      .returning('id')
      .execute();
    for (const r of removed) await contentRemoved(trx, r.id);
  }
}

// The rows of one person's copy. Other people are named by the caller (identity owns their names).

export function contactRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('publisher_contacts')
    .select(['name', 'mobile_enc', 'wechat', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function postRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('contents')
    .select([
      'id',
      'type',
      'title',
      'body',
      'images',
      'topic_id',
      'poi_id',
      'destination_id',
      'status',
      'like_count',
      'comment_count',
      'collect_count',
      'created_at',
    ])
    .where('author_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function commentRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'target_type', 'target_id', 'body', 'score', 'status', 'created_at', 'reply_to_user_id'])
    .where('author_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function likeRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('likes')
    .select(['target_type', 'target_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function collectionRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('collections')
    .select(['item_type', 'item_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Whom the person follows, oldest first. */
export function followingRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('follows')
    .select(['followee_id as user_id', 'created_at'])
    .where('follower_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Who follows the person, oldest first. */
export function followerRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('follows')
    .select(['follower_id as user_id', 'created_at'])
    .where('followee_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

// Rows written before phone numbers were encrypted (migration 0016 moved them to *_clear columns).

const BATCH = 500;

export function contactsInClear(db: Kysely<DB>) {
  return db
    .selectFrom('publisher_contacts')
    .select(['user_id', 'mobile_clear'])
    .where('mobile_clear', '<>', '')
    .limit(BATCH)
    .execute();
}

export async function convertContact(db: Kysely<DB>, userId: number, sealed: string): Promise<void> {
  await db
    .updateTable('publisher_contacts')
    .set({ mobile_enc: sealed, mobile_clear: '' })
    .where('user_id', '=', userId)
    .execute();
}
