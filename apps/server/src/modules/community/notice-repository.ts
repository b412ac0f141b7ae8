import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { NoticeKind } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { executePrepared, literalLimit } from '../../platform/db/prepared-statements.ts';
import { queryShapes } from '../../platform/db/query-shapes.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

export async function insertNotices(
  trx: Transaction<DB> | Kysely<DB>,
  rows: Insertable<DB['notices']>[],
): Promise<void> {
  await trx.insertInto('notices').values(rows).execute();
}

export interface NoticeRaw {
  id: number;
  kind: NoticeKind;
  target_type: string;
  target_id: number | null;
  comment_id: number | null;
  title: string;
  excerpt: string;
  read_at: Date | null;
  at: string;
  actor_code: string | null;
  actor_nickname: string | null;
  actor_avatar: string | null;
}

function noticeBase(db: Kysely<DB>, userId: number) {
  return (
    db
      .selectFrom('notices as n')
      .leftJoin('user_cards as a', 'a.id', 'n.actor_id')
      .select([
        'n.id',
        'n.kind',
        'n.target_type',
        'n.target_id',
        'n.comment_id',
        'n.title',
        'n.excerpt',
        'n.read_at',
        sql<string>`n.created_at::text`.as('at'),
        'a.user_code as actor_code',
        'a.nickname as actor_nickname',
        'a.avatar_url as actor_avatar',
      ])
      .where('n.user_id', '=', userId)
      // Someone the user blocked sends no notices.
      .where(
        sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = ${userId} and b.blocked_id = n.actor_id)`,
      )
  );
}

type PageValues = { userId: number; kind: string; afterAt: string; afterId: number };
const pageShapes = queryShapes<PageValues>(['userId', 'kind', 'afterAt', 'afterId']);

/**
 * One page of the user's notices (of one kind, or all), newest first: compiled once per shape (query-shapes.ts) and
 * run as a named statement (decision 0013), its plan the same for every user (their own index, notices_user_recent
 * or notices_user_kind, walked from the cursor).
 */
export async function findNoticePage(
  db: Kysely<DB>,
  userId: number,
  kind: NoticeKind | undefined,
  after: Position | null,
  limit: number,
): Promise<NoticeRaw[]> {
  const page = pageShapes(
    JSON.stringify([!!kind, !!after, limit]),
    (v) => {
      let query = noticeBase(db, v.userId);
      if (kind) query = query.where('n.kind', '=', v.kind as NoticeKind);
      if (after) query = query.where(pastPosition('n.created_at', 'n.id', cursorTime(v.afterAt), v.afterId));
      return query.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(literalLimit(limit));
    },
    { userId, kind: kind ?? '', afterAt: after?.value ?? '', afterId: after?.id ?? 0 },
  );
  return (await executePrepared(db, page)) as NoticeRaw[];
}

/** Per kind: the unread count (up to `cap`, as notice/unread counts) and the latest notice, in one query. */
export async function findNoticeGroups(db: Kysely<DB>, userId: number, cap: number) {
  const latest = noticeBase(db, userId)
    .where(sql<boolean>`n.kind = k.kind`)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(1);
  const result = await sql<{ kind: NoticeKind; unread: number; latest: NoticeRaw | null }>`
    select k.kind,
      (select count(*)::int from (select 1 from notices u where u.user_id = ${userId} and u.kind = k.kind
        and u.read_at is null
        and not exists (select 1 from blocks b where b.blocker_id = ${userId} and b.blocked_id = u.actor_id)
        limit ${cap}) c) as unread,
      (select to_jsonb(l) from (${latest}) l) as latest
    from (values ('like'), ('comment'), ('follow'), ('system')) as k(kind)`.execute(db);
  return result.rows;
}

/**
 * Unread notices per kind, each counted only up to `cap` (a badge shows 99+), so a user who never reads costs the
 * same as one who does: one query, four short scans of the partial index on unread notices.
 */
export async function countUnread(db: Kysely<DB>, userId: number, cap: number) {
  const result = await sql<{ kind: NoticeKind; unread: number }>`
    select k.kind, (select count(*)::int from (
      select 1 from notices u where u.user_id = ${userId} and u.kind = k.kind and u.read_at is null
        and not exists (select 1 from blocks b where b.blocker_id = ${userId} and b.blocked_id = u.actor_id)
      limit ${cap}) c) as unread
    from (values ('like'), ('comment'), ('follow'), ('system')) as k(kind)`.execute(db);
  return result.rows;
}

/** Marks some of the user's own notices read; ids of anyone else's match nothing. Answers how many changed. */
export async function markReadByIds(db: Kysely<DB>, userId: number, ids: number[]): Promise<number> {
  const result = await db
    .updateTable('notices')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks one kind of the user's notices read, those written up to `upTo` when given (the time of the newest one a page
 * showed, as its text, so one that arrives while the page is answered stays unread); answers how many changed.
 */
export async function markKindRead(db: Kysely<DB>, userId: number, kind: NoticeKind, upTo?: string): Promise<number> {
  let query = db
    .updateTable('notices')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('read_at', 'is', null);
  if (upTo !== undefined) query = query.where('created_at', '<=', cursorTime(upTo));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The notice an undone like or collect had made (found through notices_actor), told apart by its line. */
export async function deleteActorNotice(
  trx: Transaction<DB> | Kysely<DB>,
  n: {
    userId: number;
    actorId: number;
    kind: NoticeKind;
    targetType: string;
    targetId: number;
    commentId: number | null;
    titles: string[];
  },
): Promise<void> {
  let query = trx
    .deleteFrom('notices')
    .where('actor_id', '=', n.actorId)
    .where('target_id', '=', n.targetId)
    .where('user_id', '=', n.userId)
    .where('kind', '=', n.kind)
    .where('target_type', '=', n.targetType)
    .where('title', 'in', n.titles);
  query = n.commentId === null ? query.where('comment_id', 'is', null) : query.where('comment_id', '=', n.commentId);
  await query.execute();
}
