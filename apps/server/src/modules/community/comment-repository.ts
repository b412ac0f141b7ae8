import { sql, type Kysely, type Transaction } from 'kysely';
import type { CommentTargetType } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { executePrepared, literalLimit } from '../../platform/db/prepared-statements.ts';
import { queryShapes } from '../../platform/db/query-shapes.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';
import { commentRef, publishActions } from './action-events.ts';

type Tx = Transaction<DB> | Kysely<DB>;

export interface ReplyRaw {
  id: number;
  author_id: number;
  body: string;
  reply_to_id: number | null;
  praise_count: number;
  created_at: string;
  author_code: string;
  author_nickname: string;
  author_avatar: string | null;
  to_code: string | null;
  to_nickname: string | null;
  to_avatar: string | null;
  praised: boolean;
  /** 'review' while the content filter holds it for a moderator: only its author is ever sent such a row. */
  status: 'published' | 'review';
}

export interface CommentRaw extends ReplyRaw {
  target_type: CommentTargetType;
  target_id: number;
  score: number | null;
  reply_count: number;
  replies: ReplyRaw[];
}

/** How many replies ride along with each top-level comment. */
const INLINE_REPLIES = 3;

const praisedBy = (viewer: number, alias = 'x') =>
  sql<boolean>`exists (select 1 from likes pl where pl.user_id = ${viewer} and pl.target_type = 'comment' and pl.target_id = ${sql.ref(`${alias}.id`)})`;
/** Published, or held for review and written by the viewer (docs/product/content-filter.md, "review"). */
const visibleTo = (viewer: number, alias = 'x') =>
  sql<boolean>`(${sql.ref(`${alias}.status`)} = 'published' or (${sql.ref(`${alias}.status`)} = 'review' and ${sql.ref(`${alias}.author_id`)} = ${viewer}))`;
const notBlocked = (viewer: number, alias = 'x') =>
  sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = ${viewer} and b.blocked_id = ${sql.ref(`${alias}.author_id`)})`;

/** Replies of a thread as JSON, oldest first: the inline replies of a top-level comment. */
const inlineReplies = (viewer: number) => sql<ReplyRaw[]>`(
  select coalesce(json_agg(r order by r.created_at, r.id), '[]'::json) from (
    select rx.id, rx.author_id, rx.body, rx.reply_to_id, rx.praise_count, rx.created_at::text as created_at,
      ru.user_code as author_code, ru.nickname as author_nickname, ru.avatar_url as author_avatar, rx.status,
      rt.user_code as to_code, rt.nickname as to_nickname, rt.avatar_url as to_avatar, ${praisedBy(viewer, 'rx')} as praised
    from comments rx
    join user_cards ru on ru.id = rx.author_id
    left join user_cards rt on rt.id = rx.reply_to_user_id
    where rx.root_id = x.id and ${visibleTo(viewer, 'rx')} and ${notBlocked(viewer, 'rx')}
    order by rx.created_at, rx.id
    limit ${INLINE_REPLIES}) r)`;

function threadBase(db: Kysely<DB>, viewerId: number | null) {
  const viewer = viewerId ?? 0;
  return db
    .selectFrom('comments as x')
    .innerJoin('user_cards as ux', 'ux.id', 'x.author_id')
    .leftJoin('user_cards as uy', 'uy.id', 'x.reply_to_user_id')
    .select([
      'x.id',
      'x.author_id',
      'x.target_type',
      'x.target_id',
      'x.body',
      'x.reply_to_id',
      'x.praise_count',
      'x.score',
      'x.reply_count',
      sql<'published' | 'review'>`x.status`.as('status'),
      sql<string>`x.created_at::text`.as('created_at'),
      'ux.user_code as author_code',
      'ux.nickname as author_nickname',
      'ux.avatar_url as author_avatar',
      'uy.user_code as to_code',
      'uy.nickname as to_nickname',
      'uy.avatar_url as to_avatar',
      praisedBy(viewer).as('praised'),
    ])
    .where(visibleTo(viewer))
    .where(notBlocked(viewer));
}

/** The query of findCommentPage, apart so a test can read its plan. */
export function commentPageQuery(
  db: Kysely<DB>,
  target: { type: CommentTargetType; id: number; scoredOnly?: boolean },
  viewerId: number | null,
  after: Position | null,
  limit: number,
) {
  let query = threadBase(db, viewerId)
    .select(sql`${inlineReplies(viewerId ?? 0)}`.as('replies'))
    .where('x.target_type', '=', target.type)
    .where('x.target_id', '=', target.id)
    .where('x.root_id', 'is', null);
  if (target.scoredOnly) query = query.where('x.score', 'is not', null);
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('x.created_at', 'x.id', at, after.id));
  }
  // The page size in the text (a shape's key, query-shapes.ts): a generic plan then knows how few rows it reads.
  return query.orderBy('x.created_at', 'desc').orderBy('x.id', 'desc').limit(literalLimit(limit));
}

type PageValues = {
  targetType: CommentTargetType;
  targetId: number;
  viewerId: number;
  afterAt: string;
  afterId: number;
};
const pageShapes = queryShapes<PageValues>(['targetType', 'targetId', 'viewerId', 'afterAt', 'afterId']);

/**
 * Top-level comments of a target, newest first, each with its first replies: one query per page, compiled once per
 * shape (query-shapes.ts) and run as a named statement (decision 0013). Planning its joins and subqueries took
 * PostgreSQL ~1.7 ms a page against ~0.4 ms to run it; named, a connection plans it once.
 */
export async function findCommentPage(
  db: Kysely<DB>,
  target: { type: CommentTargetType; id: number; scoredOnly?: boolean },
  viewerId: number | null,
  after: Position | null,
  limit: number,
): Promise<CommentRaw[]> {
  const page = pageShapes(
    JSON.stringify([!!target.scoredOnly, !!after, limit]),
    (v) =>
      commentPageQuery(
        db,
        { type: v.targetType, id: v.targetId, scoredOnly: !!target.scoredOnly },
        v.viewerId,
        after ? { value: v.afterAt, id: v.afterId } : null,
        limit,
      ),
    {
      targetType: target.type,
      targetId: target.id,
      viewerId: viewerId ?? 0,
      afterAt: after?.value ?? '',
      afterId: after?.id ?? 0,
    },
  );
  return (await executePrepared(db, page)) as unknown as CommentRaw[];
}

/** Replies of a thread, oldest first. `authorId` keeps only one person's replies. */
export async function findReplyPage(
  db: Kysely<DB>,
  rootId: number,
  viewerId: number | null,
  after: Position | null,
  limit: number,
  authorId?: number,
): Promise<ReplyRaw[]> {
  let query = threadBase(db, viewerId).where('x.root_id', '=', rootId);
  if (authorId !== undefined) query = query.where('x.author_id', '=', authorId);
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('x.created_at', 'x.id', at, after.id, 'asc'));
  }
  return (await query.orderBy('x.created_at').orderBy('x.id').limit(limit).execute()) as unknown as ReplyRaw[];
}

export async function findThreadRoot(
  db: Kysely<DB>,
  id: number,
  viewerId: number | null,
): Promise<CommentRaw | undefined> {
  const row = await threadBase(db, viewerId)
    .select(sql`${inlineReplies(viewerId ?? 0)}`.as('replies'))
    .where('x.id', '=', id)
    .executeTakeFirst();
  return row as unknown as CommentRaw | undefined;
}

export async function insertComment(
  trx: Tx,
  c: {
    targetType: CommentTargetType;
    targetId: number;
    authorId: number;
    rootId: number | null;
    replyToId: number | null;
    replyToUserId: number | null;
    body: string;
    score: number | null;
    /** 'review' for a comment the content filter holds for a moderator (docs/product/content-filter.md). */
    status?: 'review' | undefined;
  },
): Promise<number> {
  const row = await trx
    .insertInto('comments')
    .values({
      target_type: c.targetType,
      target_id: c.targetId,
      author_id: c.authorId,
      root_id: c.rootId,
      reply_to_id: c.replyToId,
      reply_to_user_id: c.replyToUserId,
      body: c.body,
      score: c.score,
      ...(c.status ? { status: c.status } : {}),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  // A published comment counts towards growth's comment tasks; a held one only once a moderator lets it through.
  if (!c.status) await publishActions(trx, true, [commentRef({ ...row, author_id: c.authorId })]);
  return row.id;
}

/**
 * Takes a comment down with its replies (a top-level comment takes its thread): 'deleted', or 'hidden' by a
 * moderator. Answers the published rows that went (for the counters), who wrote each and when (what rewards rest on).
 */
export async function takeDown(trx: Tx, id: number, status: 'deleted' | 'hidden') {
  const rows = await trx
    .updateTable('comments')
    .set({ status })
    .where((eb) => eb.or([eb('id', '=', id), eb('root_id', '=', id)]))
    .where('status', '=', 'published')
    .returning(['id', 'author_id', 'created_at'])
    .execute();
  await publishActions(trx, false, rows.map(commentRef));
  return rows;
}

export async function findPraiseStates(db: Kysely<DB>, ids: number[], viewerId: number) {
  return db
    .selectFrom('comments as x')
    .select(['x.id', 'x.praise_count', praisedBy(viewerId).as('praised')])
    .where('x.id', 'in', ids)
    .where('x.status', '=', 'published')
    .execute();
}

/**
 * A target's evaluations by score, their count and average, from its counter row (kept by a trigger on comments,
 * migration 0011) rather than from the evaluations themselves on every view.
 */
export async function evaluationSummary(db: Kysely<DB>, type: 'activity' | 'poi' | 'product', id: number) {
  const row = await db
    .selectFrom('target_counts')
    .select(['score_1', 'score_2', 'score_3', 'score_4', 'score_5'])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .executeTakeFirst();
  const byScore = [row?.score_1 ?? 0, row?.score_2 ?? 0, row?.score_3 ?? 0, row?.score_4 ?? 0, row?.score_5 ?? 0];
  const n = byScore.reduce((a, b) => a + b, 0);
  const points = byScore.reduce((a, b, i) => a + b * (i + 1), 0);
  return { n, average: n === 0 ? 0 : points / n, byScore };
}

/** A published comment; with `heldFor`, also one held for review that this user wrote (they may delete it). */
export async function findCommentRef(db: Tx, id: number, heldFor?: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'author_id', 'root_id', 'target_type', 'target_id', 'status'])
    .where('id', '=', id)
    .where((eb) =>
      heldFor === undefined
        ? eb('status', '=', 'published')
        : eb.or([eb('status', '=', 'published'), eb.and([eb('status', '=', 'review'), eb('author_id', '=', heldFor)])]),
    )
    .executeTakeFirst();
}

/** Deletes a comment held for review (its author's choice): it was never counted, so no counter moves. */
export async function deleteHeld(trx: Tx, id: number) {
  await trx
    .updateTable('comments')
    .set({ status: 'deleted' })
    .where('id', '=', id)
    .where('status', '=', 'review')
    .execute();
}
