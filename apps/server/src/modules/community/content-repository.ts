import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { executePrepared, literalLimit, unseenByPlanner } from '../../platform/db/prepared-statements.ts';
import { queryShapes } from '../../platform/db/query-shapes.ts';
import type { DB } from '../../platform/db/schema.ts';
import { contentBase, type ContentRaw } from './feed-repository.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

export interface FeedQuery {
  sort: 'new' | 'hot' | 'following';
  type?: 'dynamic' | 'article' | undefined;
  topicId?: number | undefined;
  authorCode?: string | undefined;
  destinationId?: number | undefined;
  poiId?: number | undefined;
  viewerId: number | null;
  /** The list is the viewer's own (their home page): their posts held for review show in it too. */
  ownHeld?: boolean | undefined;
  after: Position | null;
  limit: number;
}

/** One query per page: the rows, their authors and the viewer's own like and collect marks. */
export async function findFeedPage(db: Kysely<DB>, q: FeedQuery): Promise<ContentRaw[]> {
  const page = compiledPage(db, q);
  // Pages whose order and filter one index serves whatever the values run as a named statement with one generic plan
  // (decision 0013): `new` alone or by topic, destination, POI or author (each has its (x, created_at, id) index),
  // `hot` alone, and `following` (its forms are fixed by the text: lookAheadFloor, followedPage). Every other page is
  // planned for its values, as their best plan depends on them: a `type` (12 articles among 1,000,000 dynamics: a
  // generic plan made that page three times slower) and `hot` with a filter (a rare topic wants its own index and a
  // sort, a big one the hot index).
  const filtered = filteredBy(q);
  const oneIndex =
    (!q.type && (q.sort === 'new' || (q.sort === 'hot' && !filtered))) || (q.sort === 'following' && !filtered);
  if (!oneIndex) return (await db.executeQuery(page)).rows as ContentRaw[];
  return await executePrepared(db, page as CompiledQuery<ContentRaw>);
}

/**
 * A following page (unfiltered) from everyone's newest posts as far as lookAheadFloor, kept if followed: the page
 * when it is full (`limit` rows), else only what those posts held, and findFeedPage's forms answer.
 */
export async function findFollowingAhead(db: Kysely<DB>, q: FeedQuery): Promise<ContentRaw[]> {
  return await executePrepared(db, compiledPage(db, q, true) as CompiledQuery<ContentRaw>);
}

/** Whether the page is one topic's, place's or author's. */
export const filteredBy = (q: FeedQuery) => !!(q.topicId || q.destinationId || q.poiId || q.authorCode);

/** The values a feed page's query carries as parameters; everything else in FeedQuery decides its text. */
type PageValues = {
  viewer: number;
  type: string;
  topicId: number;
  destinationId: number;
  poiId: number;
  authorCode: string;
  afterValue: string | number;
  afterId: number;
};
const pageShapes = queryShapes<PageValues>([
  'viewer',
  'type',
  'topicId',
  'destinationId',
  'poiId',
  'authorCode',
  'afterValue',
  'afterId',
]);

/**
 * The page's query, built and compiled by Kysely once per shape (which filters, sort, cursor, viewer or none, limit)
 * and given each request's values (platform/db/query-shapes.ts): building and compiling the 30-column, four-join
 * query cost Node about a tenth of a signed-in feed request.
 */
function compiledPage(db: Kysely<DB>, q: FeedQuery, lookAhead = false): CompiledQuery {
  const shape = JSON.stringify([
    lookAhead,
    q.sort,
    q.type !== undefined,
    !!q.topicId,
    !!q.destinationId,
    !!q.poiId,
    !!q.authorCode,
    q.viewerId === null,
    !!q.ownHeld,
    q.after !== null,
    q.limit,
  ]);
  return pageShapes(shape, (v) => buildPage(db, q, v, lookAhead), {
    viewer: q.viewerId ?? 0,
    type: q.type ?? '',
    topicId: q.topicId ?? 0,
    destinationId: q.destinationId ?? 0,
    poiId: q.poiId ?? 0,
    authorCode: q.authorCode ?? '',
    afterValue: q.after ? (q.sort === 'hot' ? Number(q.after.value) : q.after.value) : 0,
    afterId: q.after?.id ?? 0,
  });
}

/** The page's query for `q`'s shape; `v` are its values or the slots standing in for them. */
function buildPage(db: Kysely<DB>, q: FeedQuery, v: PageValues, lookAhead: boolean) {
  let query = contentBase(db, q.viewerId === null ? null : v.viewer, { ownReview: q.ownHeld });
  if (q.type) query = query.where('c.type', '=', v.type as 'dynamic' | 'article');
  if (q.topicId) query = query.where('c.topic_id', '=', v.topicId);
  if (q.destinationId) query = query.where('c.destination_id', '=', v.destinationId);
  if (q.poiId) query = query.where('c.poi_id', '=', v.poiId);
  if (q.authorCode) query = query.where('u.user_code', '=', v.authorCode);
  if (q.sort === 'following') {
    // Anonymous (viewer 0) follows nobody; the service answers them before asking.
    if (filteredBy(q) || lookAhead) {
      query = query.where('c.author_id', 'in', (eb) =>
        eb.selectFrom('follows').select('followee_id').where('follower_id', '=', v.viewer),
      );
    }
    if (lookAhead) query = query.where(sql<boolean>`c.created_at >= ${lookAheadFloor(q, v)}`);
    else if (!filteredBy(q)) query = query.where(sql<boolean>`c.id in (${followedPage(q, v)})`);
  }
  if (q.sort === 'hot') {
    if (q.after) query = query.where(pastPosition('c.hot_score', 'c.id', v.afterValue as number, v.afterId));
    query = query.orderBy('c.hot_score', 'desc').orderBy('c.id', 'desc');
  } else {
    if (q.after) {
      query = query.where(pastPosition('c.created_at', 'c.id', cursorTime(v.afterValue as string), v.afterId));
    }
    query = query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  }
  // The LIMIT is a literal: as a parameter a generic plan would plan it as a tenth of the table (and JIT-compile it).
  return query.limit(literalLimit(q.limit));
}

/** Past this many followed authors the following page scans the newest posts instead of asking each author's. */
export const FOLLOWED_AUTHORS_ASKED_ONE_BY_ONE = 200;

/** How many of everyone's newest posts, per place on a following page, its first query looks through (lookAhead). */
export const FOLLOWING_LOOK_AHEAD = 4;

/**
 * The oldest time a following page's first query looks at: that of everyone's FOLLOWING_LOOK_AHEAD × limit-th newest
 * post past the cursor (or none when there are fewer). That query walks the newest posts (contents_new) keeping the
 * followed authors', as a hand-written following query does, but never past this floor: when followed authors wrote
 * at least a page of those posts (a small community, or a viewer following its busiest authors) the page is whole and
 * found in a few dozen index entries; when not, it stops at the floor, and followedPage answers. Any prefix of the
 * order gives a page that is right when full, so posts sharing the floor's time are all looked at.
 */
function lookAheadFloor(q: FeedQuery, v: PageValues) {
  const { type, after } = newestFilter(q, v);
  return sql`coalesce((select x.created_at from contents x where x.status = 'published' ${type} ${after}
    order by x.created_at desc, x.id desc offset ${sql.lit(q.limit * FOLLOWING_LOOK_AHEAD - 1)} limit 1), '-infinity')`;
}

/** The page's type and cursor as conditions on `contents x`, for the following page's own walks. */
function newestFilter(q: FeedQuery, v: PageValues) {
  return {
    type: q.type ? sql`and x.type = ${v.type}` : sql``,
    after: q.after
      ? sql`and ${pastPosition('x.created_at', 'x.id', cursorTime(v.afterValue as string), v.afterId)}`
      : sql``,
  };
}

/**
 * The ids of a following page, newest first, in one of two forms fixed by the text rather than by the planner, so
 * one generic plan serves every viewer (planning this page for each request cost 7-12 ms against 1-3 ms of work):
 * - following at most FOLLOWED_AUTHORS_ASKED_ONE_BY_ONE people: each followed author's newest posts from their own
 *   index (contents_author_new), in two short passes (followedByAuthor);
 * - following more: the newest posts of everyone (contents_new), each kept if its author is followed, until the page
 *   is full (many followed authors fill a page early in that walk).
 * The viewer's follow count (kept on their row) decides; the form not taken is a branch PostgreSQL skips at once (a
 * one-time filter). Blocked authors are left out here, so a page is never short for them.
 */
function followedPage(q: FeedQuery, v: PageValues) {
  const limit = literalLimit(q.limit);
  const asked = sql.lit(FOLLOWED_AUTHORS_ASKED_ONE_BY_ONE);
  const { type, after } = newestFilter(q, v);
  const follows = sql`(select following_count from user_cards where id = ${v.viewer})`;
  const blocked = sql`array(select b.blocked_id from blocks b where b.blocker_id = ${v.viewer})`;
  // For a viewer following a few authors, the page was planned afresh on every request (unseenByPlanner).
  const followed = sql`select f.followee_id as author_id from follows f
    where f.follower_id = ${unseenByPlanner(v.viewer)} and f.followee_id <> all(${blocked}) and ${follows} <= ${asked}`;
  return sql`select p.id from (
      (${followedByAuthor(q.limit, followed, follows, sql`${type} ${after}`)})
      union all
      (select x.id, x.created_at from contents x
        where x.status = 'published' ${type} ${after} and x.author_id <> all(${blocked})
          and (select true from follows f where f.follower_id = ${v.viewer} and f.followee_id = x.author_id)
          and ${follows} > ${asked}
        order by x.created_at desc, x.id desc limit ${limit})
    ) p
    order by p.created_at desc, p.id desc limit ${limit}`;
}

/**
 * The newest `limit` posts (id, created_at) of some authors, each author's read from contents_author_new. Taking
 * `limit` of every author and sorting them read 315 entries for a page of 21 from 15 authors. Instead:
 * 1. each author's newest k (k = limit / authors, rounded up: together at least `limit` when each has k), whose
 *    `limit`-th newest time is a floor no page post falls below (at least `limit` posts are that new or newer);
 * 2. each author's posts at or above the floor, at most `limit` of them, the page sorted from those.
 * Fewer than `limit` in the first pass (authors with few posts) gives no floor: the second pass reads as the one-pass
 * form did. 51 entries for that page; the answer the same (following-feed.test.ts).
 */
function followedByAuthor(
  limit: number,
  followed: RawBuilder<unknown>,
  follows: RawBuilder<unknown>,
  filter: RawBuilder<unknown>,
) {
  // One reading of the follow count (each reference is a sub-select of its own).
  const each = sql`ceil(${sql.lit(limit)}::numeric / greatest(${follows}, 1))::int`;
  return sql`with f as (${followed}),
      firsts as (select x.created_at from f cross join lateral (
          select x.created_at from contents x where x.author_id = f.author_id and x.status = 'published' ${filter}
          order by x.created_at desc, x.id desc limit ${each}) x),
      floor as (select created_at as at from firsts order by created_at desc offset ${sql.lit(limit - 1)} limit 1)
    select x.id, x.created_at from f cross join lateral (
      select x.id, x.created_at from contents x
      where x.author_id = f.author_id and x.status = 'published' ${filter}
        and x.created_at >= coalesce((select at from floor), '-infinity')
      order by x.created_at desc, x.id desc limit ${literalLimit(limit)}) x`;
}

export async function findContent(
  db: Kysely<DB>,
  id: number,
  viewerId: number | null,
): Promise<ContentRaw | undefined> {
  // The author reads their own post held for review; nobody else finds it.
  return (await contentBase(db, viewerId, { ownReview: true }).where('c.id', '=', id).executeTakeFirst()) as
    ContentRaw | undefined;
}

/** The viewer's own content that is hidden or held for review (only its author sees it, marked so). */
export async function findOwnHeldContent(
  db: Kysely<DB>,
  id: number,
  viewerId: number,
): Promise<ContentRaw | undefined> {
  return (await contentBase(db, viewerId, { ownHeld: true }).where('c.id', '=', id).executeTakeFirst()) as
    ContentRaw | undefined;
}

/** Content the user liked, most recently liked first; the cursor is the like's time. */
export async function findLikedPage(
  db: Kysely<DB>,
  userId: number,
  viewerId: number | null,
  after: Position | null,
  limit: number,
): Promise<(ContentRaw & { mark_at: string })[]> {
  let query = contentBase(db, viewerId)
    .innerJoin('likes as m', (j) => j.onRef('m.target_id', '=', 'c.id').on('m.target_type', '=', 'content'))
    .where('m.user_id', '=', userId)
    .select(sql<string>`m.created_at::text`.as('mark_at'));
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('m.created_at', 'm.target_id', at, after.id));
  }
  const rows = await query.orderBy('m.created_at', 'desc').orderBy('m.target_id', 'desc').limit(limit).execute();
  return rows as (ContentRaw & { mark_at: string })[];
}

/** Same topic, place or author first, then the hottest; never the item itself. */
export async function findRelated(db: Kysely<DB>, of: ContentRaw, limit: number): Promise<ContentRaw[]> {
  const rows = await contentBase(db, null)
    .where('c.id', '<>', of.id)
    .where((eb) =>
      eb.or([
        ...(of.topic_id !== null ? [eb('c.topic_id', '=', of.topic_id)] : []),
        ...(of.poi_id !== null ? [eb('c.poi_id', '=', of.poi_id)] : []),
        ...(of.destination_id !== null ? [eb('c.destination_id', '=', of.destination_id)] : []),
        eb('c.author_id', '=', of.author_id),
      ]),
    )
    .orderBy('c.hot_score', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows as ContentRaw[];
}

/**
 * A topic's published dynamics, articles and their likes, from the counters on its row (adjustTopic, and the
 * triggers of migrations 0010 and 0011): a topic of a million posts answers like one of ten. Undefined when there is
 * no such topic.
 */
export async function topicContentTotals(db: Kysely<DB>, topicId: number) {
  const row = await db
    .selectFrom('topics')
    .select(['content_count', 'article_count', 'like_count'])
    .where('id', '=', topicId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    dynamic: row.content_count - row.article_count,
    article: row.article_count,
    total: row.content_count,
    like_count: Number(row.like_count),
  };
}

/** One author's published contents (optionally in one topic), counted: bounded by what one person writes. */
export async function countContent(
  db: Kysely<DB>,
  by: { authorCode?: string | undefined; topicId?: number | undefined },
) {
  let query = db
    .selectFrom('contents as c')
    .innerJoin('user_cards as u', 'u.id', 'c.author_id')
    .select([
      sql<number>`count(*) filter (where c.type = 'dynamic')`.as('dynamic'),
      sql<number>`count(*) filter (where c.type = 'article')`.as('article'),
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(c.like_count), 0)`.as('like_count'),
    ])
    .where('c.status', '=', 'published');
  if (by.authorCode !== undefined) query = query.where('u.user_code', '=', by.authorCode);
  if (by.topicId !== undefined) query = query.where('c.topic_id', '=', by.topicId);
  return query.executeTakeFirstOrThrow();
}

export async function addView(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('contents')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Adds many views at once: `[content id, views]` pairs, one statement (view-batch.ts). */
export async function addViews(db: Kysely<DB>, counts: Array<[number, number]>): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(counts.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`));
  await sql`update contents set view_count = contents.view_count + v.n from (values ${values}) as v(id, n) where contents.id = v.id`.execute(
    db,
  );
}

export async function findHotels(db: Kysely<DB>, contentId: number) {
  return db.selectFrom('content_hotels').selectAll().where('content_id', '=', contentId).orderBy('hotel_id').execute();
}

/** Whether any published content of the author shows this video (by id) or image (by its public file id). */
export async function showsMedia(
  db: Kysely<DB>,
  authorId: number,
  media: { id: number; publicId: string; kind: string },
): Promise<boolean> {
  const query = db
    .selectFrom('contents')
    .select('id')
    .where('author_id', '=', authorId)
    .where('status', '=', 'published');
  const row =
    media.kind === 'video'
      ? await query.where('video_id', '=', media.id).executeTakeFirst()
      : await query
          .where(sql<boolean>`images @> ${JSON.stringify([{ fileId: media.publicId }])}::jsonb`)
          .executeTakeFirst();
  return row !== undefined;
}
