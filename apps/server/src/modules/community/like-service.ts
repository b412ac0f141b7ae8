import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { targetLikes, lockComment, lockContent, adjustContentLikes, adjustPraise } from './counter-repository.ts';
import { addLike, findLikers, hasLiked, removeLike } from './like-repository.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { NOTICE_LINES, withdrawNotice, writeNotices } from './notice-writer.ts';
import { visibleContent } from './content-service.ts';
import { findTargetSocial } from './target-repository.ts';
import { targetExists } from './targets.ts';

type LikeTarget = 'content' | 'comment' | 'post' | 'activity' | 'poi';

/** 'post' is a topic view of a content row, and a like on it is a like on the row. */
export const storedTarget = (t: LikeTarget) => (t === 'post' ? 'content' : t);

/**
 * Like or unlike, idempotently. The like row goes in (or out) first: its primary key orders one person's likes and
 * unlikes of one target, and only a change moves the counter, by one, in the transaction's last statement. That
 * increment takes the target's row lock, so on a popular post each like holds it for one statement and the commit
 * rather than the whole transaction, and the count always equals the rows whatever runs at the same time.
 */
export async function setLike(
  app: AppContext,
  me: SessionUser,
  input: { targetType: LikeTarget; targetId: number; like: boolean },
) {
  const type = storedTarget(input.targetType);
  const id = input.targetId;
  let unliked: Date | undefined;
  const likeCount = await app.db.transaction().execute(async (trx) => {
    const content = type === 'content' ? await lockContent(trx, id, false) : undefined;
    const comment = type === 'comment' ? await lockComment(trx, id, false) : undefined;
    if ((type === 'content' && !content) || (type === 'comment' && !comment)) throw notFound();
    if (!content && !comment && !(await targetExists(trx, type, id, me.id))) throw notFound();
    const added = input.like ? await addLike(trx, me.id, type, id) : false;
    unliked = input.like ? undefined : await removeLike(trx, me.id, type, id);
    const removed = unliked !== undefined;
    const delta = added ? 1 : removed ? -1 : 0;
    if (added && content) {
      await writeNotices(trx, [
        {
          userId: content.author_id,
          kind: 'like',
          actorId: me.id,
          targetType: 'content',
          targetId: id,
          title: NOTICE_LINES.likedContent,
          excerpt: content.title || content.body,
        },
      ]);
    }
    // An unlike takes back the like's notice (docs/product/notices.md).
    if (removed && content) {
      const about = { userId: content.author_id, actorId: me.id, targetType: 'content', targetId: id };
      await withdrawNotice(trx, about, [NOTICE_LINES.likedContent, '']);
    }
    if (removed && comment) {
      const about = { userId: comment.author_id, actorId: me.id, targetType: comment.target_type };
      await withdrawNotice(trx, { ...about, targetId: comment.target_id, commentId: id }, [NOTICE_LINES.likedComment]);
    }
    if (added && comment) {
      await writeNotices(trx, [
        {
          userId: comment.author_id,
          kind: 'like',
          actorId: me.id,
          targetType: comment.target_type,
          targetId: comment.target_id,
          commentId: id,
          title: NOTICE_LINES.likedComment,
          excerpt: comment.body,
        },
      ]);
    }
    if (content || type === 'content') return adjustContentLikes(trx, id, delta);
    if (comment || type === 'comment') return adjustPraise(trx, id, delta);
    // A trigger on likes moved the target's counter with the row (migration 0011): read it back.
    return targetLikes(trx, type, id);
  });
  return { liked: input.like, likeCount };
}

export async function praiseComment(app: AppContext, me: SessionUser, input: { commentId: number; praise: boolean }) {
  const r = await setLike(app, me, { targetType: 'comment', targetId: input.commentId, like: input.praise });
  return { praised: r.liked, praiseCount: r.likeCount };
}

export async function likeUsers(
  app: AppContext,
  input: { id: number; cursor?: string | null | undefined; pageSize: number },
) {
  await visibleContent(app, input.id, null);
  const rows = await findLikers(app.db, input.id, decodeCursor(input.cursor), input.pageSize + 1);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.id }));
  return {
    rows: page.rows.map((u) => ({
      userId: u.user_code,
      nickname: u.nickname,
      avatar: u.avatar_url,
      likedAt: new Date(u.at).toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Want-to-go is the like on a POI. */
export async function wantToGo(app: AppContext, viewer: SessionUser | null, poiId: number) {
  if (!(await targetExists(app.db, 'poi', poiId, viewer?.id ?? null))) throw notFound();
  const [count, wanted] = await Promise.all([
    targetLikes(app.db, 'poi', poiId),
    viewer ? hasLiked(app.db, viewer.id, 'poi', poiId) : false,
  ]);
  return { count, wanted };
}

/** Likes, comments and the viewer's like, collect and follow of an outside target's detail page (activities). */
export async function targetSocial(
  app: AppContext,
  viewer: SessionUser | null,
  target: { type: 'activity' | 'poi' | 'product'; id: number; ownerId: number | null },
) {
  const r = await findTargetSocial(app.db, target.type, target.id, viewer?.id ?? null, target.ownerId);
  return {
    likeCount: r.like_count,
    commentCount: r.comment_count,
    liked: r.liked,
    collected: r.collected,
    ownerFollowed: r.followed,
  };
}
