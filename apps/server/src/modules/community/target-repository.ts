import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Everything a like, comment, evaluation, collection or want-to-go may point at (a 'post' is stored as 'content'). */
export type TargetType = 'content' | 'comment' | 'activity' | 'poi' | 'product';

/**
 * Whether a content item or comment is there and published: community's own part of targetExists (targets.ts).
 */
export async function publishedExists(db: Db, type: 'content' | 'comment', id: number): Promise<boolean> {
  const table = type === 'content' ? 'contents' : 'comments';
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

export interface TargetSocialRow {
  like_count: number;
  comment_count: number;
  liked: boolean;
  collected: boolean;
  followed: boolean;
}

/**
 * The counts and the viewer's own marks on one outside target (an activity, a POI) and whether the viewer follows
 * its owner: one query, for a detail page that shows like, collect, comment and follow beside the object. The counts
 * are the target's counter row (migration 0011), so a target with a million likes reads like one with none.
 */
export async function findTargetSocial(
  db: Db,
  type: 'activity' | 'poi' | 'product',
  id: number,
  viewerId: number | null,
  ownerId: number | null,
): Promise<TargetSocialRow> {
  const viewer = viewerId ?? 0;
  const result = await sql<TargetSocialRow>`
    select
      coalesce(k.like_count, 0) as like_count,
      coalesce(k.comment_count, 0) as comment_count,
      exists(select 1 from likes
         where user_id = ${viewer} and target_type = ${type} and target_id = ${id}) as liked,
      exists(select 1 from collections
         where user_id = ${viewer} and item_type = ${type} and item_id = ${id}) as collected,
      exists(select 1 from follows
         where follower_id = ${viewer} and followee_id = ${ownerId ?? 0}) as followed
    from (select 1) one
    left join target_counts k on k.target_type = ${type} and k.target_id = ${id}`.execute(db);
  return result.rows[0]!;
}

/**
 * A content item's author (who hosts its comments, for the access policy); null when there is none.
 */
export async function findContentAuthor(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('contents').select('author_id').where('id', '=', id).executeTakeFirst();
  return row?.author_id ?? null;
}
