import { TEXT_LIMITS, textLength } from '@app/rules';
import type { CommentRow, ReplyRow } from '@app/contract';
import { authorize, can, type Actor } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CommentTargetType } from '../../platform/db/schema.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import {
  evaluationSummary,
  findCommentPage,
  findCommentRef,
  findPraiseStates,
  findReplyPage,
  deleteHeld,
  findThreadRoot,
  insertComment,
  takeDown,
  type CommentRaw,
  type ReplyRaw,
} from './comment-repository.ts';
import { plainText, screenText } from './content-filter-service.ts';
import { REVIEW_NOTICE } from './review-state.ts';
import { adjustContentComments, adjustReplies, lockContent, lockTargetCounts } from './counter-repository.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { isoFromPgText } from '../../platform/db/pg-time.ts';
import { writeNotices } from './notice-writer.ts';
import { hasBlocked, isModerator } from './people-repository.ts';
import { findTargetOwner, targetExists } from './targets.ts';
import { assertMayPost } from '../identity/index.ts';

type TargetIn = CommentTargetType | 'post';
const stored = (t: TargetIn): CommentTargetType => (t === 'post' ? 'content' : t);

/** Who may delete which comment of a page: the viewer (with their roles) and the page's host. */
type Deletable = (authorId: number) => boolean;
const nobody: Deletable = () => false;

async function actorOf(db: AppContext['db'], viewer: SessionUser): Promise<Actor> {
  return { id: viewer.id, roles: (await isModerator(db, viewer.id)) ? ['moderator'] : [] };
}

/** One look-up per page, not per row: the viewer's roles and the host of the target. */
async function deletableOn(
  app: AppContext,
  viewer: SessionUser | null,
  target: { type: CommentTargetType; id: number },
): Promise<Deletable> {
  if (!viewer) return nobody;
  const [actor, targetOwnerId] = await Promise.all([
    actorOf(app.db, viewer),
    findTargetOwner(app.db, target.type, target.id),
  ]);
  return (authorId) => can(actor, 'delete', { kind: 'comment', authorId, targetOwnerId });
}

function toReply(r: ReplyRaw, deletable: Deletable): ReplyRow {
  const row: ReplyRow = {
    id: String(r.id),
    text: r.body,
    author: { userId: r.author_code, nickname: r.author_nickname, avatar: r.author_avatar },
    parentId: r.reply_to_id === null ? null : String(r.reply_to_id),
    replyTo: r.to_code ? { userId: r.to_code, nickname: r.to_nickname ?? '', avatar: r.to_avatar } : null,
    praiseCount: r.praise_count,
    praised: r.praised,
    createdAt: isoFromPgText(r.created_at),
    canDelete: deletable(r.author_id),
  };
  if (r.status === 'review') row.status = 'review';
  return row;
}

// The reply's fields set on it in place, not spread into a new object: copying every row of a page cost more than
// building it (docs/performance.md).
function toComment(r: CommentRaw, deletable: Deletable): CommentRow {
  const row = toReply(r, deletable) as CommentRow;
  row.score = r.score;
  row.replyCount = r.reply_count;
  row.replies = r.replies.map((reply) => toReply(reply, deletable));
  return row;
}

interface AddInput {
  targetType: TargetIn;
  targetId: number;
  text: string;
  parentId?: number | undefined;
  score?: number | undefined;
}

export async function addComment(app: AppContext, me: SessionUser, input: AddInput) {
  const written = plainText(input.text);
  if (written === '') throw refuse('评论内容不能为空');
  if (textLength(written) > TEXT_LIMITS.comment) throw refuse(`评论不能超过${TEXT_LIMITS.comment}个字符（汉字算2个）`);
  const type = stored(input.targetType);
  if (input.score !== undefined && (type === 'content' || input.parentId !== undefined))
    throw refuse('只有评价可以打分');
  await assertMayPost(app.db, me.id);
  // Blocked words refuse it, insults are starred, an advert is held for a moderator (docs/product/content-filter.md).
  const screened = await screenText(app.db, [{ kind: 'text', content: written }]);
  const text = screened.items[0]!.masked;
  const review = screened.verdict === 'review';
  const id = await app.db.transaction().execute(async (trx) => {
    const content = type === 'content' ? await lockContent(trx, input.targetId) : undefined;
    if (type === 'content' ? !content : !(await targetExists(trx, type, input.targetId, me.id))) throw notFound();
    if (type !== 'content') await lockTargetCounts(trx, type, input.targetId);
    if (content && (await hasBlocked(trx, content.author_id, me.id))) throw refuse('作者已设置不接收你的评论');
    const parentRow = input.parentId === undefined ? undefined : await findCommentRef(trx, input.parentId);
    if (input.parentId !== undefined && !parentRow) throw notFound();
    // A block holds under anyone's content: the blocked user cannot reply to the blocker's comments.
    if (parentRow && (await hasBlocked(trx, parentRow.author_id, me.id))) throw refuse('对方已设置不接收你的回复');
    if (parentRow && (parentRow.target_type !== type || parentRow.target_id !== input.targetId)) {
      throw refuse('回复的评论不属于这条内容');
    }
    const rootId = parentRow ? (parentRow.root_id ?? parentRow.id) : null;
    const newId = await insertComment(trx, {
      targetType: type,
      targetId: input.targetId,
      authorId: me.id,
      rootId,
      replyToId: parentRow?.id ?? null,
      replyToUserId: parentRow?.author_id ?? null,
      body: text,
      score: input.score ?? null,
      status: review ? 'review' : undefined,
    });
    // A held comment counts, and tells anyone, only once a moderator passes it (review-state.ts).
    if (review) return newId;
    if (content) await adjustContentComments(trx, content.id, 1);
    if (rootId !== null) await adjustReplies(trx, rootId, 1);
    const about = { targetType: type, targetId: input.targetId, commentId: newId, excerpt: text };
    // The host is told too: a dynamic's author, an activity's publisher (docs/product/notices.md).
    const hostId = content
      ? content.author_id
      : type === 'activity'
        ? await findTargetOwner(trx, type, input.targetId)
        : null;
    const hostLine = content ? '评论了你的动态' : '评论了你的活动';
    const tell = [
      ...(parentRow
        ? [{ userId: parentRow.author_id, kind: 'comment' as const, actorId: me.id, title: '回复了你的评论', ...about }]
        : []),
      ...(hostId !== null && hostId !== parentRow?.author_id
        ? [{ userId: hostId, kind: 'comment' as const, actorId: me.id, title: hostLine, ...about }]
        : []),
    ];
    await writeNotices(trx, tell);
    return newId;
  });
  return review ? { id: String(id), status: 'review' as const, notice: REVIEW_NOTICE } : { id: String(id) };
}

/** The author may delete a comment; so may the owner of what it is on, and a moderator. */
export async function deleteComment(app: AppContext, me: SessionUser, id: number) {
  const comment = await findCommentRef(app.db, id, me.id);
  if (!comment) throw notFound();
  // A held comment is seen by its author alone, and only they may delete it; it was never counted.
  if (comment.status === 'review') {
    await deleteHeld(app.db, id);
    return {};
  }
  // A comment reward rests on the comments that remain (docs/product/trust.md): takeDown tells growth of each
  // comment that went, and growth re-checks their writers' rewards before this answer goes out.
  await app.db.transaction().execute(async (trx) => {
    const content = comment.target_type === 'content' ? await lockContent(trx, comment.target_id) : undefined;
    if (comment.target_type !== 'content') await lockTargetCounts(trx, comment.target_type, comment.target_id);
    const targetOwnerId = content
      ? content.author_id
      : await findTargetOwner(trx, comment.target_type, comment.target_id);
    const actor = await actorOf(trx, me);
    authorize(actor, 'delete', { kind: 'comment', authorId: comment.author_id, targetOwnerId });
    const rows = await takeDown(trx, id, 'deleted');
    const gone = rows.length;
    if (content) await adjustContentComments(trx, content.id, -gone);
    if (comment.root_id !== null) await adjustReplies(trx, comment.root_id, -gone);
  });
  return {};
}

interface PageInput {
  cursor?: string | null | undefined;
  pageSize: number;
}

export async function listComments(
  app: AppContext,
  viewer: SessionUser | null,
  input: PageInput & { targetType: TargetIn; targetId: number },
) {
  const target = { type: stored(input.targetType), id: input.targetId };
  const [rows, deletable] = await Promise.all([
    findCommentPage(app.db, target, viewer?.id ?? null, decodeCursor(input.cursor), input.pageSize + 1),
    deletableOn(app, viewer, target),
  ]);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.created_at, id: last.id }));
  return { rows: page.rows.map((r) => toComment(r, deletable)), nextCursor: page.nextCursor };
}

export async function listReplies(
  app: AppContext,
  viewer: SessionUser | null,
  input: PageInput & { commentId: number },
) {
  const root = await findThreadRoot(app.db, input.commentId, viewer?.id ?? null);
  if (!root) throw notFound();
  const rows = await findReplyPage(
    app.db,
    input.commentId,
    viewer?.id ?? null,
    decodeCursor(input.cursor),
    input.pageSize + 1,
  );
  const deletable = await deletableOn(app, viewer, { type: root.target_type, id: root.target_id });
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.created_at, id: last.id }));
  return { rows: page.rows.map((r) => toReply(r, deletable)), nextCursor: page.nextCursor };
}

/** One comment with the viewer's own replies in its thread. */
export async function commentWithMine(app: AppContext, viewer: SessionUser | null, commentId: number) {
  const root = await findThreadRoot(app.db, commentId, viewer?.id ?? null);
  if (!root) throw notFound();
  const mine = viewer ? await findReplyPage(app.db, commentId, viewer.id, null, 100, viewer.id) : [];
  const deletable = await deletableOn(app, viewer, { type: root.target_type, id: root.target_id });
  return { comment: toComment(root, deletable), mine: mine.map((r) => toReply(r, deletable)) };
}

export async function listEvaluations(
  app: AppContext,
  viewer: SessionUser | null,
  input: PageInput & { targetType: 'activity' | 'poi' | 'product'; targetId: number },
) {
  const [rows, summary, deletable] = await Promise.all([
    findCommentPage(
      app.db,
      { type: input.targetType, id: input.targetId, scoredOnly: true },
      viewer?.id ?? null,
      decodeCursor(input.cursor),
      input.pageSize + 1,
    ),
    evaluationSummary(app.db, input.targetType, input.targetId),
    deletableOn(app, viewer, { type: input.targetType, id: input.targetId }),
  ]);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.created_at, id: last.id }));
  return {
    rows: page.rows.map((r) => toComment(r, deletable)),
    nextCursor: page.nextCursor,
    count: summary.n,
    average: Math.round(summary.average * 10) / 10,
    distribution: summary.byScore,
  };
}

export async function praiseStates(app: AppContext, me: SessionUser, ids: number[]) {
  const rows = await findPraiseStates(app.db, ids, me.id);
  return { rows: rows.map((r) => ({ id: String(r.id), praised: r.praised, praiseCount: r.praise_count })) };
}
