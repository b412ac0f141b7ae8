import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { TaskEvent } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { postTxn } from './ledger-repository.ts';
import { countQualifying } from './qualifying-actions.ts';
import { findLiveReward, findTask, findRewardedTasks, lockAccount, type RewardTask } from './reward-repository.ts';
import { shanghaiDay } from './shanghai-day.ts';

// A reward rests on what earned it (docs/product/trust.md, "Rewards"): it is reversed when, and only when, the
// qualifying actions that remain in its period fall below the task's target. Not the newest row: deleting the latest
// of three comments leaves 首次评论 paid, since two remain.

interface Window {
  from: Date | null;
  to: Date | null;
}

/** The period key and window of a task's reward that an action made at `at` counted towards; null when none. */
function periodOf(task: RewardTask, at: Date): { key: string; window: Window } | null {
  if (task.kind === 'daily') {
    const day = shanghaiDay(at.getTime());
    return { key: day.date, window: { from: day.start, to: day.end } };
  }
  if (task.kind === 'special') {
    if ((task.starts_at && at < task.starts_at) || (task.ends_at && at >= task.ends_at)) return null;
    return { key: 'once', window: { from: task.starts_at, to: task.ends_at } };
  }
  return { key: 'once', window: { from: null, to: null } };
}

/** The window of a paid reward's period key ('YYYY-MM-DD' for a daily task, 'once' otherwise). */
function windowOf(task: RewardTask, period: string): Window {
  if (task.kind === 'daily') {
    const day = shanghaiDay(Date.parse(`${period}T12:00:00+08:00`));
    return { from: day.start, to: day.end };
  }
  if (task.kind === 'special') return { from: task.starts_at, to: task.ends_at };
  return { from: null, to: null };
}

/**
 * Re-counts one paid reward under the user's locked account and reverses it when its condition no longer holds.
 * The reversal's event key ('reverse:<id>') is unique, so however many re-checks race, one reversal is written.
 */
async function recheckOne(
  trx: Transaction<DB>,
  userId: number,
  task: RewardTask,
  reward: { id: number; reason: string; coin: number; exp: number },
  window: Window,
): Promise<boolean> {
  const [remaining] = await countQualifying(trx, userId, [{ event: task.event, window }]);
  if (remaining!.count >= task.target) return false;
  const posted = await postTxn(trx, {
    userId,
    kind: 'reversal',
    reason: `撤销：${reward.reason}（完成条件已不成立）`,
    eventKey: `reverse:${reward.id}`,
    reversesId: reward.id,
    coin: -reward.coin,
    exp: -reward.exp,
  });
  return posted !== null;
}

/**
 * Call after a qualifying action of `userId` made at `at` was undone (a content deleted or hidden, a comment deleted,
 * an unlike, a cancelled enrolment), once that change has committed: every reward that action counted towards is
 * re-counted, and reversed when what remains no longer reaches its target. Answers how many were reversed.
 */
export async function recheckRewards(
  app: AppContext,
  input: { userId: number; event: TaskEvent; at: Date },
): Promise<number> {
  const at = new Date(input.at);
  const tasks = await findRewardedTasks(app.db, input.userId, input.event, shanghaiDay(at.getTime()).date);
  let reversed = 0;
  for (const task of tasks) {
    const period = periodOf(task, at);
    if (!period) continue;
    const eventKey = `task:${task.id}:${period.key}`;
    if (eventKey !== task.event_key) continue;
    const done = await app.db.transaction().execute(async (trx) => {
      // Claims lock the account before counting too, so a claim and a re-check never both miss each other.
      await lockAccount(trx, input.userId);
      const reward = await findLiveReward(trx, input.userId, eventKey);
      return reward ? recheckOne(trx, input.userId, task, reward, period.window) : false;
    });
    if (done) reversed += 1;
  }
  return reversed;
}

/** Re-checks one paid reward by its ledger row (the read-time reconcile's candidates). */
export async function recheckRewardTxn(
  app: AppContext,
  userId: number,
  reward: { id: number; reason: string; event_key: string; coin: number; exp: number },
): Promise<boolean> {
  const [, taskId, period] = reward.event_key.split(':');
  const task = taskId ? await findTask(app.db, Number(taskId)) : undefined;
  if (!task || !period) return false;
  return app.db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const live = await findLiveReward(trx, userId, reward.event_key);
    return live ? recheckOne(trx, userId, task, live, windowOf(task, period)) : false;
  });
}
