import type { Kysely, Transaction } from 'kysely';
import type { NoticeKind } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { deleteActorNotice, insertNotices } from './notice-repository.ts';
import { blocksAmong } from './social-graph-repository.ts';

export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  actorId: number | null;
  targetType?: string;
  targetId?: number | null;
  commentId?: number | null;
  title?: string;
  excerpt?: string;
}

const EXCERPT = 60;

/** The lines of the 赞和收藏 group's notices (an undo finds its notice by them; docs/product/notices.md). */
export const NOTICE_LINES = {
  likedContent: '赞了你的动态',
  likedComment: '赞了你的评论',
  collectedContent: '收藏了你的动态',
} as const;

/**
 * Writes notices for an event; nobody is told about their own action, nor hears from someone they blocked
 * (replies, likes, mentions: every notice goes through here).
 */
export async function writeNotices(trx: Transaction<DB> | Kysely<DB>, notices: NewNotice[]): Promise<void> {
  const wanted = notices.filter((n) => n.userId !== n.actorId);
  const actors = [...new Set(wanted.map((n) => n.actorId).filter((id): id is number => id !== null))];
  const blocked = actors.length ? await blocksAmong(trx, [...new Set(wanted.map((n) => n.userId))], actors) : [];
  const silenced = new Set(blocked.map((b) => `${b.blocker_id}:${b.blocked_id}`));
  const rows = wanted
    .filter((n) => n.actorId === null || !silenced.has(`${n.userId}:${n.actorId}`))
    .map((n) => ({
      user_id: n.userId,
      kind: n.kind,
      actor_id: n.actorId,
      target_type: n.targetType ?? '',
      target_id: n.targetId ?? null,
      comment_id: n.commentId ?? null,
      title: n.title ?? '',
      excerpt: [...(n.excerpt ?? '')].slice(0, EXCERPT).join(''),
    }));
  if (rows.length) await insertNotices(trx, rows);
}

/**
 * Takes back the notice a like or collect made when it is undone: the act is gone, so the notice would tell of
 * something that no longer is, and liking again tells once more rather than piling up (docs/product/notices.md).
 * `titles` are the lines the notice may carry (a like written before the lines existed carries none).
 */
export async function withdrawNotice(
  trx: Transaction<DB> | Kysely<DB>,
  n: { userId: number; actorId: number; targetType: string; targetId: number; commentId?: number | null },
  titles: string[],
): Promise<void> {
  await deleteActorNotice(trx, { ...n, kind: 'like', commentId: n.commentId ?? null, titles });
}
