import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { NoticeKind } from '../../platform/db/community-schema.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';
import { findNoticeGroups, findNoticePage, markRead, type NoticeRaw } from './notice-repository.ts';

const TITLES: Record<NoticeKind, string> = {
  like: '赞',
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
  createdAt: new Date(n.at).toISOString(),
});

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
    findNoticeGroups(app.db, me.id),
  ]);
  if (input.kind && !input.cursor) await markRead(app.db, me.id, input.kind);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.id }));
  return {
    rows: page.rows.map(toNotice),
    nextCursor: page.nextCursor,
    groups: groups.map((g) => ({
      kind: g.kind,
      title: TITLES[g.kind],
      unread: g.unread,
      latest: g.latest ? toNotice(g.latest) : null,
    })),
    unreadTotal: groups.reduce((sum, g) => sum + g.unread, 0),
  };
}
