import { sql, type Kysely } from 'kysely';
import type { DB, ImageRef } from '../../platform/db/schema.ts';
import type { Position } from './keyset-cursor.ts';

export interface FeedQuery {
  sort: 'new' | 'hot' | 'following';
  type?: 'dynamic' | 'article' | undefined;
  topicId?: number | undefined;
  authorCode?: string | undefined;
  destinationId?: number | undefined;
  poiId?: number | undefined;
  viewerId: number | null;
  after: Position | null;
  limit: number;
}

export interface FeedRow {
  id: number;
  type: 'dynamic' | 'article';
  title: string;
  body: string;
  images: ImageRef[];
  topic_id: number | null;
  like_count: number;
  comment_count: number;
  collect_count: number;
  hot_score: number;
  created_at: Date;
  cursor_at: string;
  author_code: string;
  author_nickname: string;
  author_avatar: string | null;
  liked: boolean;
  collected: boolean;
}

/** One query per page: the rows, their authors and the viewer's own like and collect marks. */
export async function findFeedPage(db: Kysely<DB>, q: FeedQuery): Promise<FeedRow[]> {
  const viewer = q.viewerId ?? 0;
  let query = db
    .selectFrom('contents as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select([
      'c.id',
      'c.type',
      'c.title',
      'c.body',
      'c.images',
      'c.topic_id',
      'c.like_count',
      'c.comment_count',
      'c.collect_count',
      'c.hot_score',
      'c.created_at',
      'u.user_code as author_code',
      'u.nickname as author_nickname',
      'u.avatar_url as author_avatar',
      // Full microsecond precision for the cursor: a JavaScript Date would round it to milliseconds.
      sql<string>`c.created_at::text`.as('cursor_at'),
    ])
    .select((eb) =>
      // An anonymous visitor has liked and collected nothing: skip the lookups altogether.
      q.viewerId === null
        ? [sql<boolean>`false`.as('liked'), sql<boolean>`false`.as('collected')]
        : [
            eb
              .exists(
                eb
                  .selectFrom('likes as l')
                  .select(sql`1`.as('one'))
                  .where('l.user_id', '=', viewer)
                  .where('l.target_type', '=', 'content')
                  .whereRef('l.target_id', '=', 'c.id'),
              )
              .as('liked'),
            eb
              .exists(
                eb
                  .selectFrom('collections as k')
                  .select(sql`1`.as('one'))
                  .where('k.user_id', '=', viewer)
                  .where('k.item_type', '=', 'content')
                  .whereRef('k.item_id', '=', 'c.id'),
              )
              .as('collected'),
          ],
    )
    .where('c.status', '=', 'published');

  if (q.type) query = query.where('c.type', '=', q.type);
  if (q.topicId) query = query.where('c.topic_id', '=', q.topicId);
  if (q.destinationId) query = query.where('c.destination_id', '=', q.destinationId);
  if (q.poiId) query = query.where('c.poi_id', '=', q.poiId);
  if (q.authorCode) query = query.where('u.user_code', '=', q.authorCode);
  if (q.sort === 'following') {
    query = query.where('c.author_id', 'in', (eb) =>
      eb.selectFrom('follows').select('followee_id').where('follower_id', '=', viewer),
    );
  }

  if (q.sort === 'hot') {
    if (q.after) {
      const score = Number(q.after.value);
      query = query.where((eb) =>
        eb.or([eb('c.hot_score', '<', score), eb.and([eb('c.hot_score', '=', score), eb('c.id', '<', q.after!.id)])]),
      );
    }
    query = query.orderBy('c.hot_score', 'desc').orderBy('c.id', 'desc');
  } else {
    if (q.after) {
      const at = sql<Date>`cast(${q.after.value} as timestamptz)`;
      query = query.where((eb) =>
        eb.or([eb('c.created_at', '<', at), eb.and([eb('c.created_at', '=', at), eb('c.id', '<', q.after!.id)])]),
      );
    }
    query = query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  }
  return (await query.limit(q.limit).execute()) as FeedRow[];
}
