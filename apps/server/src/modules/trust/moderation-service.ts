import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { ReportTargetType } from '../../platform/db/schema.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { invalidateCachedReads } from '../../platform/http/cached-reads.ts';
import { lockActivityForModeration, setModeratedActivityStatus } from '../activities/index.ts';
import {
  findAnyComment,
  lockAnyContent,
  lockOutsideCounts,
  moveCommentThread,
  moveContentComments,
  moveThreadReplies,
  moveTopicPosts,
  type NewNotice,
  setContentStatus,
  writeNotices,
} from '../community/index.ts';
import { lockStanding, revokeSessionsIn, setStanding, shanghaiMinute } from '../identity/index.ts';
import { lockModerationState, saveModerationState } from './moderation-repository.ts';
import { closeReports } from './report-repository.ts';

// Moderation outcomes (docs/product/trust.md, "Moderation"). Every moderation of one target queues on its
// moderation_states row, so the same action repeated or sent 20 times at once acts once.

export type ModerationTarget = 'content' | 'comment' | 'user' | 'activity' | 'review';
export type ModerationAction = 'hide' | 'restore' | 'delete' | 'warn' | 'mute' | 'ban';

export interface ModerationInput {
  targetType: ModerationTarget;
  targetId: number;
  action: ModerationAction;
  reason: string;
  days?: number | undefined;
  operatorId: number | null;
}

export interface ModerationResult {
  state: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Two identical warnings or mutes within this long are one (a double click, a retry). */
const SAME_ACT_MS = 60_000;
const MAX_MUTE_DAYS = 3650;

/** What the reporters are told became of their report. */
const OUTCOMES: Record<ModerationAction, (days?: number) => string> = {
  hide: () => '经审核，已隐藏相关内容',
  delete: () => '经审核，已删除相关内容',
  restore: () => '经审核，未发现违规',
  warn: () => '经审核，已警告发布者',
  mute: (days) => `经审核，已对发布者禁言${days ?? ''}天`,
  ban: () => '经审核，已封禁该账号',
};

const NOUN: Record<ModerationTarget, string> = {
  content: '内容',
  comment: '评论',
  review: '评价',
  activity: '活动',
  user: '账号',
};

/** A comment and a review are the same row: one moderation state and one set of reports each way. */
const stateKey = (t: ModerationTarget): ReportTargetType => (t === 'review' ? 'comment' : t);
const reportTypes = (t: ModerationTarget): ReportTargetType[] =>
  t === 'comment' || t === 'review' ? ['comment', 'review'] : [t];

/** What was done, beyond the rows: the work after the commit and the notices inside it. */
interface Acted {
  state: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  acted: boolean;
  sessionsEnded: boolean;
}

interface Ctx {
  trx: Transaction<DB>;
  input: ModerationInput;
  reason: string;
  tell: NewNotice[];
  previousStatus: string;
}

const same = (state: string, before: Record<string, unknown>): Acted => ({
  state,
  before,
  after: before,
  acted: false,
  sessionsEnded: false,
});

async function onContent(c: Ctx): Promise<Acted> {
  const row = await lockAnyContent(c.trx, c.input.targetId);
  if (!row) throw notFound();
  const before = { status: row.status };
  const to = c.input.action === 'restore' ? 'published' : c.input.action === 'hide' ? 'hidden' : 'deleted';
  if (row.status === to) return same(row.status, before);
  // A post its author deleted took its likes, comments and collections with it: there is nothing to bring back.
  if (c.input.action === 'restore' && row.status === 'deleted' && c.previousStatus === '') {
    throw refuse('作者已删除的内容不能恢复');
  }
  if (c.input.action === 'hide' && row.status === 'deleted') throw refuse('内容已删除');
  await setContentStatus(c.trx, row.id, to);
  const wasCounted = row.status === 'published';
  if (row.topic_id !== null && wasCounted !== (to === 'published')) {
    await moveTopicPosts(c.trx, row.topic_id, to === 'published' ? 1 : -1);
  }
  c.tell.push(authorNotice(c, row.author_id, 'content', row.id, row.title || row.body));
  return {
    state: to,
    before,
    after: { status: to },
    acted: true,
    sessionsEnded: false,
  };
}

async function onComment(c: Ctx): Promise<Acted> {
  const row = await findAnyComment(c.trx, c.input.targetId);
  if (!row) throw notFound();
  if (c.input.targetType === 'review' && (row.score === null || row.target_type === 'content')) throw notFound();
  const before = { status: row.status };
  const to = c.input.action === 'restore' ? 'published' : c.input.action === 'hide' ? 'hidden' : 'deleted';
  if (row.status === to) return same(row.status, before);
  if (c.input.action === 'hide' && row.status === 'deleted') throw refuse('评论已删除');
  // The same lock order as adding and deleting comments: the content (or the place's counters) first.
  const onContentRow = row.target_type === 'content' ? await lockAnyContent(c.trx, row.target_id) : undefined;
  if (row.target_type !== 'content') await lockOutsideCounts(c.trx, row.target_type, row.target_id);
  const counted =
    to === 'published'
      ? await moveCommentThread(c.trx, row.id, ['hidden', 'review', 'deleted'], 'published')
      : await moveCommentThread(c.trx, row.id, ['published'], to);
  // A hidden thread deleted later moves without touching the counters (it was counted out when hidden).
  if (to === 'deleted') await moveCommentThread(c.trx, row.id, ['hidden', 'review'], 'deleted');
  const delta = to === 'published' ? counted.length : -counted.length;
  if (onContentRow) await moveContentComments(c.trx, onContentRow.id, delta);
  if (row.root_id !== null) await moveThreadReplies(c.trx, row.root_id, delta);
  c.tell.push(authorNotice(c, row.author_id, c.input.targetType, row.target_id, row.body, row.id));
  return {
    state: to,
    before,
    after: { status: to },
    acted: true,
    sessionsEnded: false,
  };
}

async function onActivity(c: Ctx): Promise<Acted> {
  const row = await lockActivityForModeration(c.trx, c.input.targetId);
  if (!row) throw notFound();
  const before = { status: row.status };
  // A hidden activity is taken offline; restore puts back the status it had.
  const to =
    c.input.action === 'restore' ? c.previousStatus || row.status : c.input.action === 'hide' ? 'offline' : 'deleted';
  const hiddenAlready = c.input.action === 'hide' && row.status === 'offline' && c.previousStatus !== '';
  if (row.status === to || hiddenAlready) return same(row.status, before);
  await setModeratedActivityStatus(c.trx, row.id, to);
  c.tell.push(authorNotice(c, row.user_id, 'activity', row.id, row.title));
  return { state: to, before, after: { status: to }, acted: true, sessionsEnded: false };
}

/** The author a warning, mute or ban on a content, comment, review or activity falls on. */
async function subjectOf(c: Ctx): Promise<number> {
  const id = c.input.targetId;
  if (c.input.targetType === 'user') return id;
  if (c.input.targetType === 'content') return (await lockAnyContent(c.trx, id))?.author_id ?? notFoundId();
  if (c.input.targetType === 'activity') return (await lockActivityForModeration(c.trx, id))?.user_id ?? notFoundId();
  return (await findAnyComment(c.trx, id))?.author_id ?? notFoundId();
}
const notFoundId = (): never => {
  throw notFound();
};

async function onUser(c: Ctx, current: { state: string; reason: string; updated_at: Date }): Promise<Acted> {
  const userId = await subjectOf(c);
  const standing = await lockStanding(c.trx, userId);
  if (!standing) throw notFound();
  const now = Date.now();
  const before = {
    mutedUntil: standing.muted_until?.toISOString() ?? null,
    bannedAt: standing.banned_at?.toISOString() ?? null,
  };
  const action = c.input.action;
  if (action === 'hide' || action === 'delete') throw refuse('账号不能隐藏或删除，请用禁言或封禁');
  if (action === 'restore') {
    if (!standing.muted_until && !standing.banned_at) return same('active', before);
    await setStanding(c.trx, userId, { muted_until: null, banned_at: null });
    c.tell.push({
      userId,
      kind: 'system',
      actorId: null,
      targetType: 'user',
      title: '你的账号已恢复正常',
      excerpt: c.reason,
    });
    return {
      state: 'active',
      before,
      after: { mutedUntil: null, bannedAt: null },
      acted: true,
      sessionsEnded: false,
    };
  }
  if (action === 'warn') {
    const recent = current.state === 'warned' && current.reason === c.reason && now - +current.updated_at < SAME_ACT_MS;
    if (recent) return same('warned', before);
    c.tell.push({
      userId,
      kind: 'system',
      actorId: null,
      targetType: 'user',
      title: '你收到一条违规警告',
      excerpt: `原因：${c.reason}`,
    });
    return { state: 'warned', before, after: before, acted: true, sessionsEnded: false };
  }
  if (action === 'mute') {
    const until = new Date(now + (c.input.days ?? 0) * DAY_MS);
    if (standing.muted_until && +standing.muted_until >= +until - SAME_ACT_MS) return same('muted', before);
    await setStanding(c.trx, userId, { muted_until: until });
    c.tell.push({
      userId,
      kind: 'system',
      actorId: null,
      targetType: 'user',
      title: `你已被禁言至${shanghaiMinute(until)}`,
      excerpt: `原因：${c.reason}`,
    });
    return {
      state: 'muted',
      before,
      after: { ...before, mutedUntil: until.toISOString() },
      acted: true,
      sessionsEnded: false,
    };
  }
  if (standing.banned_at) return same('banned', before);
  const at = new Date(now);
  await setStanding(c.trx, userId, { banned_at: at });
  await revokeSessionsIn(c.trx, userId);
  return {
    state: 'banned',
    before,
    after: { ...before, bannedAt: at.toISOString() },
    acted: true,
    sessionsEnded: true,
  };
}

function authorNotice(
  c: Ctx,
  userId: number,
  targetType: string,
  targetId: number,
  excerpt: string,
  commentId?: number,
): NewNotice {
  const noun = NOUN[c.input.targetType];
  const title =
    c.input.action === 'restore'
      ? `你的${noun}已恢复显示`
      : c.input.action === 'hide'
        ? `你的${noun}已被隐藏`
        : `你的${noun}已被删除`;
  return {
    userId,
    kind: 'system',
    actorId: null,
    targetType,
    targetId,
    commentId: commentId ?? null,
    title,
    excerpt: `原因：${c.reason}｜${excerpt}`,
  };
}

/** The work of one moderation inside its transaction (the target locked), and whether its reports close. */
async function act(trx: Transaction<DB>, input: ModerationInput, options: { closeReports: boolean }): Promise<Acted> {
  const reason = input.reason.trim();
  const key = { targetType: stateKey(input.targetType), targetId: input.targetId };
  const current = await lockModerationState(trx, key.targetType, key.targetId);
  const c: Ctx = { trx, input, reason, tell: [], previousStatus: current.previous_status };
  const objectAction = input.action === 'hide' || input.action === 'delete' || input.action === 'restore';
  const done =
    input.targetType === 'user' || !objectAction
      ? await onUser(c, current)
      : input.targetType === 'content'
        ? await onContent(c)
        : input.targetType === 'activity'
          ? await onActivity(c)
          : await onComment(c);
  if (!done.acted) return done;
  await saveModerationState(trx, key, {
    state: done.state,
    // What restore brings back: the status before the first hide or delete; cleared once restored.
    ...(objectAction
      ? {
          previousStatus: input.action === 'restore' ? '' : current.previous_status || String(done.before.status ?? ''),
        }
      : {}),
    reason,
    operatorId: input.operatorId,
  });
  if (options.closeReports) {
    const reporters = await closeReports(
      trx,
      reportTypes(input.targetType),
      input.targetId,
      OUTCOMES[input.action](input.days),
    );
    for (const userId of reporters) {
      c.tell.push({
        userId,
        kind: 'system',
        actorId: null,
        targetType: input.targetType,
        targetId: input.targetId,
        title: '你的举报已处理',
        excerpt: OUTCOMES[input.action](input.days),
      });
    }
  }
  await writeNotices(trx, c.tell);
  return done;
}

/** After the commit: caches and sessions (growth follows what went through community's events, decision 0019). */
async function afterCommit(app: AppContext, done: Acted) {
  if (!done.acted) return;
  await invalidateCachedReads(app);
  if (done.sessionsEnded) await app.sessions.invalidate();
}

function checkInput(input: ModerationInput) {
  if (input.reason.trim() === '') throw refuse('请填写处理理由');
  if (input.action === 'mute') {
    const days = input.days;
    if (days === undefined || !Number.isInteger(days) || days < 1 || days > MAX_MUTE_DAYS) {
      throw refuse(`禁言天数应为1到${MAX_MUTE_DAYS}的整数`);
    }
  }
}

/**
 * Acts on a reported or found target: hide, restore, delete (a content, comment, review or activity), warn, mute for
 * `days` or ban (its author, or the user). Closes the target's open reports and tells each reporter; tells the author.
 * Repeating an action that already holds changes nothing (state, before and after as they stand).
 */
export async function moderate(app: AppContext, input: ModerationInput): Promise<ModerationResult> {
  checkInput(input);
  const done = await app.db.transaction().execute((trx) => act(trx, input, { closeReports: true }));
  await afterCommit(app, done);
  return { state: done.state, before: done.before, after: done.after };
}

/**
 * Hides a target pending a moderator's review (enough distinct reporters, or a trusted one): its reports stay open
 * and its author is told why.
 */
export async function hidePendingReview(
  app: AppContext,
  target: { targetType: Exclude<ModerationTarget, 'user'>; targetId: number },
): Promise<void> {
  const input: ModerationInput = { ...target, action: 'hide', reason: '被多位用户举报，等待审核', operatorId: null };
  const done = await app.db.transaction().execute((trx) => act(trx, input, { closeReports: false }));
  await afterCommit(app, done);
}
