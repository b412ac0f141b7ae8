import type { TaskRow } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import type { TaskKind } from '../../platform/db/schema.ts';
import { postTxn } from './ledger-repository.ts';
import { balanceOf, reconcile } from './ledger-service.ts';
import { lockAccount } from './reward-repository.ts';
import { shanghaiDay } from './shanghai-day.ts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { countQualifying } from './qualifying-actions.ts';
import { findTasks, type TaskRecord } from './task-repository.ts';

interface TaskProgressRow extends TaskRecord {
  progress: number;
  /** The newest content item or comment counted (for content and comment tasks): what the reward rests on. */
  source_id: number | null;
}

/**
 * Tasks with the user's progress counted from the events themselves (rows the user made in the task's window: the
 * Asia/Shanghai day for daily tasks, the task's own window for special ones, ever for welfare ones), asked of the
 * areas that own them, and whether this period's reward was paid.
 */
async function findTasksWithProgress(
  db: Kysely<DB> | Transaction<DB>,
  input: {
    userId: number;
    kind?: TaskKind;
    taskId?: number;
    dayStart: Date;
    dayEnd: Date;
    periodKey: (k: TaskKind) => string;
  },
): Promise<TaskProgressRow[]> {
  const tasks = await findTasks(db, input);
  const windowOf = (t: TaskRecord) =>
    t.kind === 'daily'
      ? { from: input.dayStart, to: input.dayEnd }
      : t.kind === 'special'
        ? { from: t.starts_at, to: t.ends_at }
        : { from: null, to: null };
  const counted = await countQualifying(
    db,
    input.userId,
    tasks.map((t) => ({ event: t.event, window: windowOf(t) })),
  );
  return tasks.map((t, i) => ({ ...t, progress: counted[i]!.count, source_id: counted[i]!.newestId }));
}

export const TASK_MESSAGES = {
  notFinished: '任务还未完成',
  received: '奖励已领取',
  notOpen: '任务不在进行中',
} as const;

/** A reward pays once per period: daily tasks once per Asia/Shanghai day, special and welfare tasks once ever. */
function periods(now = Date.now()) {
  const day = shanghaiDay(now);
  return { day, periodKey: (kind: TaskKind) => (kind === 'daily' ? day.date : 'once') };
}

function toRow(t: TaskProgressRow): TaskRow {
  return {
    id: String(t.id),
    kind: t.kind,
    event: t.event,
    title: t.title,
    description: t.description,
    target: t.target,
    progress: Math.min(t.progress, t.target),
    finished: t.progress >= t.target,
    received: t.received,
    rewardCoin: t.reward_coin,
    rewardExp: t.reward_exp,
    iconUrl: t.icon_url,
    link: t.link,
    startsAt: t.starts_at ? new Date(t.starts_at).toISOString() : null,
    endsAt: t.ends_at ? new Date(t.ends_at).toISOString() : null,
  };
}

export async function listTasks(app: AppContext, user: SessionUser, kind: TaskKind) {
  // Reconciling first keeps a reversed reward from showing as paid for content that is gone.
  await reconcile(app, user.id);
  const { day, periodKey } = periods();
  const rows = await findTasksWithProgress(app.db, {
    userId: user.id,
    kind,
    dayStart: day.start,
    dayEnd: day.end,
    periodKey,
  });
  // A special task outside its window is not offered.
  const now = Date.now();
  return {
    rows: rows
      .filter(
        (t) => t.kind !== 'special' || ((!t.starts_at || +t.starts_at <= now) && (!t.ends_at || +t.ends_at > now)),
      )
      .map(toRow),
  };
}

/**
 * Pays a finished task's reward once. Progress is counted again here from the events, under the user's locked points
 * account, so a re-check of a reward (reward-check.ts) and a claim never both miss each other; the event key
 * 'task:<id>:<period>' is unique in the ledger, so concurrent claims pay once and the rest are refused.
 */
export async function receiveReward(app: AppContext, user: SessionUser, taskId: number) {
  const { day, periodKey } = periods();
  const paid = await app.db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    const [task] = await findTasksWithProgress(trx, {
      userId: user.id,
      taskId,
      dayStart: day.start,
      dayEnd: day.end,
      periodKey,
    });
    if (!task) throw notFound();
    const now = Date.now();
    if (
      task.kind === 'special' &&
      ((task.starts_at && +task.starts_at > now) || (task.ends_at && +task.ends_at <= now))
    ) {
      throw refuse(TASK_MESSAGES.notOpen);
    }
    if (task.received) throw refuse(TASK_MESSAGES.received);
    if (task.progress < task.target) throw refuse(TASK_MESSAGES.notFinished);
    const sourceType = task.event === 'publish_dynamic' ? 'content' : task.event === 'comment' ? 'comment' : undefined;
    const posted = await postTxn(trx, {
      userId: user.id,
      kind: 'reward',
      reason: `完成任务：${task.title}`,
      eventKey: `task:${task.id}:${periodKey(task.kind)}`,
      sourceType,
      sourceId: sourceType ? (task.source_id ?? undefined) : undefined,
      coin: task.reward_coin,
      exp: task.reward_exp,
    });
    return posted && { posted, id: task.id };
  });
  if (!paid) throw refuse(TASK_MESSAGES.received);
  const balance = await balanceOf(app, user.id);
  return { taskId: String(paid.id), rewardCoin: paid.posted.coin, rewardExp: paid.posted.exp, tripCoins: balance.coin };
}
