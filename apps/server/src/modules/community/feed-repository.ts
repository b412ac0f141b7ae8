import { sql, type Kysely } from 'kysely';
import type { DB, ImageRef } from '../../platform/db/schema.ts';

/** What every content list selects: the row, its author, topic and video, and the viewer's own marks. */
export interface ContentRaw {
  id: number;
  type: 'dynamic' | 'article';
  title: string;
  body: string;
  images: ImageRef[];
  topic_id: number | null;
  topic_title: string | null;
  poi_id: number | null;
  destination_id: number | null;
  place_name: string;
  like_count: number;
  comment_count: number;
  collect_count: number;
  view_count: number;
  share_count: number;
  hot_score: number;
  /** created_at as PostgreSQL writes it, to the microsecond: the keyset cursor, and the card's time. */
  cursor_at: string;
  author_id: number;
  author_code: string;
  author_nickname: string;
  author_avatar: string | null;
  video_public_id: string | null;
  video_key: string | null;
  video_cover_key: string | null;
  video_format: string | null;
  video_duration_ms: number | null;
  video_width: number | null;
  video_height: number | null;
  liked: boolean;
  collected: boolean;
  edited_at: Date | null;
  status: 'published' | 'hidden' | 'review' | 'deleted';
}

/**
 * The base of every content list: one query with the author, topic title, video and the viewer's like and
 * collect marks. Callers add filters, order and limit. The author comes from identity's user_cards and the video from
 * media's ready_media, the views they publish for lists (docs/decisions/0017-published-views.md): a video that is not
 * ready to show is not in ready_media, and the post shows none. Authors the viewer blocked are left out. Only published
 * posts; with `ownReview` the viewer's own posts held for review too; with `ownHeld` only the viewer's own hidden or
 * held posts.
 */
export function contentBase(
  db: Kysely<DB>,
  viewerId: number | null,
  options: { ownReview?: boolean; ownHeld?: boolean } = {},
) {
  const viewer = viewerId ?? 0;
  let query = db
    .selectFrom('contents as c')
    .innerJoin('user_cards as u', 'u.id', 'c.author_id')
    .leftJoin('topics as t', 't.id', 'c.topic_id')
    .leftJoin('ready_media as v', 'v.id', 'c.video_id')
    .select([
      'c.id',
      'c.type',
      'c.title',
      'c.body',
      'c.images',
      'c.topic_id',
      't.title as topic_title',
      'c.poi_id',
      'c.destination_id',
      'c.place_name',
      'c.like_count',
      'c.comment_count',
      'c.collect_count',
      'c.view_count',
      'c.share_count',
      'c.hot_score',
      'c.edited_at',
      'c.status',
      'c.author_id',
      'u.user_code as author_code',
      'u.nickname as author_nickname',
      'u.avatar_url as author_avatar',
      'v.public_id as video_public_id',
      'v.storage_key as video_key',
      'v.cover_key as video_cover_key',
      'v.format as video_format',
      'v.duration_ms as video_duration_ms',
      'v.width as video_width',
      'v.height as video_height',
      // Full microsecond precision for the cursor: a JavaScript Date would round it to milliseconds. The card's time
      // is read from it too, never parsed into a Date by pg and printed back (platform/db/pg-time.ts).
      sql<string>`c.created_at::text`.as('cursor_at'),
    ])
    .select((eb) =>
      // An anonymous visitor has liked and collected nothing: skip the lookups altogether.
      viewerId === null
        ? [sql<boolean>`false`.as('liked'), sql<boolean>`false`.as('collected')]
        : [
            eb
              .exists(
                eb
                  .selectFrom('likes as l')
                  .select(sql`1`.as('one'))
                  .where('l.user_id', '=', viewer)
                  .where('l.target_type', '=', sql.lit('content'))
                  .whereRef('l.target_id', '=', 'c.id'),
              )
              .as('liked'),
            eb
              .exists(
                eb
                  .selectFrom('collections as k')
                  .select(sql`1`.as('one'))
                  .where('k.user_id', '=', viewer)
                  .where('k.item_type', '=', sql.lit('content'))
                  .whereRef('k.item_id', '=', 'c.id'),
              )
              .as('collected'),
          ],
    )
    // Constants are literals, not parameters: a prepared statement's generic plan (decision 0013) can then use the
    // partial indexes on `status = 'published'`, which a `status = $1` could never match. `ownReview`: the viewer's
    // own posts held for review show too, to them alone (docs/product/content-filter.md). `ownHeld`: only the viewer's
    // own content that a moderator hid or the filter holds, which only its author sees (docs/product/trust.md).
    .where((eb) =>
      options.ownHeld
        ? eb.and([eb('c.status', 'in', ['hidden', 'review']), eb('c.author_id', '=', viewer)])
        : options.ownReview && viewerId !== null
          ? eb.or([
              eb('c.status', '=', sql.lit('published')),
              eb.and([eb('c.status', '=', sql.lit('review')), eb('c.author_id', '=', viewer)]),
            ])
          : eb('c.status', '=', sql.lit('published')),
    );
  if (viewerId !== null) {
    // The blocked authors as one array read once (an InitPlan), not an anti-join: a fifth relation in the join search
    // made planning this query cost four times its execution (1.3 ms against 0.3 ms on the 1,000,000-row feed).
    const blocked = db.selectFrom('blocks as b').select('b.blocked_id').where('b.blocker_id', '=', viewer);
    query = query.where(sql<boolean>`c.author_id <> all(array(${blocked}))`);
  }
  return query;
}
