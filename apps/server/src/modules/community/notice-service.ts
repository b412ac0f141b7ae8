import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { NoticeKind } from '../../platform/db/schema.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { NOTICE_UNREAD_CAP } from '@app/contract';
import { isoFromPgText } from '../../platform/db/pg-time.ts';
import {
  countUnread,
  findNoticeGroups,
  findNoticePage,
  markKindRead,
  markReadByIds,
  type NoticeRaw,
} from './notice-repository.ts';

const TITLES: Record<NoticeKind, string> = {
  like: '赞和收藏',
  comment: '评论和回复',
  follow: '新增关注',
  system: '系统通知',
};

const toNotice = (n: NoticeRaw) => ({
  id: String(n.id),
  kind: n.kind,
  actor: n.actor_code ? { userId: n.actor_code, nickname: n.actor_nickname ?? '', avatar: n.actor_avatar } : null,
  targetType: n.target_type,
  targetId: n.target_id === null ? null : String(n.target_id),
  commentId: n.comment_id === null ? null : String(n.comment_id),
  title: n.title,
  excerpt: n.excerpt,
  read: n.read_at !== null,
  createdAt: isoFromPgText(n.at),
});

/**
 * Opening a kind (its first page) reads it: every notice of that kind written up to the newest the page shows (by
 * time, the list's order, so nothing is left behind unread). One written after the page was read stays unread.
 */
async function markOpened(
  app: AppContext,
  me: SessionUser,
  input: { kind?: NoticeKind | undefined; cursor?: string | null | undefined },
  rows: NoticeRaw[],
) {
  const newest = rows[0];
  if (input.kind && !input.cursor && newest) await markKindRead(app.db, me.id, input.kind, newest.at);
}

/**
 * The user's message threads: notices grouped by kind with unread counts, and one kind's (or all) notices.
 * Opening a kind's first page marks that kind read; the page itself still shows what was unread.
 */
export async function findUserIms(
  app: AppContext,
  me: SessionUser,
  input: { kind?: NoticeKind | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  const [rows, groups] = await Promise.all([
    findNoticePage(app.db, me.id, input.kind, decodeCursor(input.cursor), input.pageSize + 1),
    findNoticeGroups(app.db, me.id, NOTICE_UNREAD_CAP),
  ]);
  await markOpened(app, me, input, rows);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.id }));
  return {
    rows: page.rows.map(toNotice),
    nextCursor: page.nextCursor,
    groups: groups.map((g) => ({
      kind: g.kind,
      title: TITLES[g.kind],
      unread: Number(g.unread),
      latest: g.latest ? toNotice(g.latest) : null,
    })),
    unreadTotal: groups.reduce((sum, g) => sum + Number(g.unread), 0),
  };
}

/**
 * notice/list: one kind's notices (or all of them), newest first, keyset paged, one query a page. Like findUserIms,
 * opening a kind's first page marks that kind read (as Chinese apps' message centres do); the rows answered still
 * say what was unread, so the screen can mark them (docs/product/notices.md).
 */
export async function listNotices(
  app: AppContext,
  me: SessionUser,
  input: { kind?: NoticeKind | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findNoticePage(app.db, me.id, input.kind, decodeCursor(input.cursor), input.pageSize + 1);
  await markOpened(app, me, input, rows);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.id }));
  return { rows: page.rows.map(toNotice), nextCursor: page.nextCursor };
}

/** notice/unread: unread counts per kind (each up to NOTICE_UNREAD_CAP) and their total. */
export async function unreadNotices(app: AppContext, me: SessionUser) {
  const rows = await countUnread(app.db, me.id, NOTICE_UNREAD_CAP);
  const counts = { like: 0, comment: 0, follow: 0, system: 0 };
  for (const r of rows) counts[r.kind] = Number(r.unread);
  return { counts, total: counts.like + counts.comment + counts.follow + counts.system };
}

/** notice/read: one kind, or notices by id; only the caller's own change. Answers the counts after. */
export async function readNotices(
  app: AppContext,
  me: SessionUser,
  input: { kind?: NoticeKind | undefined; ids?: number[] | undefined },
) {
  const marked = input.kind
    ? await markKindRead(app.db, me.id, input.kind)
    : await markReadByIds(app.db, me.id, input.ids ?? []);
  return { marked, ...(await unreadNotices(app, me)) };
}
