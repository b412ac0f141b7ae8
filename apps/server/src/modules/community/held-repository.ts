import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Posts and comments in status 'review' (held by the filter or by pre-moderation), newest first, for moderators.

export async function findHeldContents(db: Kysely<DB>, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('contents as c')
    .innerJoin('user_cards as u', 'u.id', 'c.author_id')
    .select([
      'c.id',
      'c.type',
      'c.title',
      'c.body',
      'c.images',
      'c.held_for',
      'c.created_at',
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
    ])
    .where('c.status', '=', 'review');
  if (beforeId !== null) q = q.where('c.id', '<', beforeId);
  return q.orderBy('c.id', 'desc').limit(limit).execute();
}

export async function findHeldComments(db: Kysely<DB>, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('comments as m')
    .innerJoin('user_cards as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.body',
      'm.target_type',
      'm.target_id',
      'm.created_at',
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
    ])
    .where('m.status', '=', 'review');
  if (beforeId !== null) q = q.where('m.id', '<', beforeId);
  return q.orderBy('m.id', 'desc').limit(limit).execute();
}

/** The held post or comment's status, to tell a decided one from a missing one. */
export async function heldStatus(db: Kysely<DB>, targetType: 'content' | 'comment', id: number) {
  const table = targetType === 'content' ? 'contents' : 'comments';
  return (await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst())?.status;
}

/** A member's posts of every state, newest first. */
export async function findPostsOf(db: Kysely<DB>, authorId: number, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('contents')
    .select(['id', 'type', 'title', 'body', 'status', 'created_at'])
    .where('author_id', '=', authorId);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

export async function countPostsOf(db: Kysely<DB>, authorId: number): Promise<number> {
  const row = await db
    .selectFrom('contents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('author_id', '=', authorId)
    .where('status', '<>', 'deleted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
