import type { Kysely, Transaction } from 'kysely';
import type { DB, TaskKind } from '../../platform/db/schema.ts';
import { AppError, notFound, refuse } from '../../platform/http/app-error.ts';
import {
  deleteAwards,
  findAdminTask,
  findAwardIds,
  findDrawnAwards,
  insertAward,
  insertTask,
  listAdminTasks,
  lockSignDay,
  replaceLevels,
  updateAward,
  updateTask as writeTask,
  upsertSignDay,
  type AdminTaskRecord,
  type AwardFields,
  type SignDayFields,
  type TaskFields,
} from './admin-repository.ts';
import { findBalance, findLevels, findTxnPage, lockAccount, postTxn } from './ledger-repository.ts';
import { findSignCycle, type SignConfig } from './sign-repository.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// Growth's configuration and manual adjustments as the console makes them (docs/product/console-catalog.md). Each
// write takes the caller's transaction (the console's audit line is written in the same one) and answers the values
// before and after.

export const GROWTH_ADMIN_MESSAGES = {
  taskWindow: '结束时间必须晚于开始时间',
  windowOnlySpecial: '只有限时任务可以设置时间',
  awardsOver100: '神秘奖励的概率合计不能超过100%',
  dayGap: (next: number) => `签到日历须连续，下一天是第${next}天`,
  foreignAward: '奖励不属于这一天',
  drawnAward: '该神秘奖励已有人抽中，不能删除，可将概率设为0',
  levelsNumbered: '等级必须从1开始连续编号',
  levelsFromZero: '1级的成长值必须从0开始',
  levelsGrowing: '每一级所需成长值必须高于上一级',
  belowZero: (coin: number, exp: number) => `调整后余额不能为负（现有${coin}无忧币、${exp}成长值）`,
} as const;

/** How an adjustment reads in the member's ledger: '运营调整：' and the operator's reason. */
export const ADJUST_PREFIX = '运营调整：';

const toTask = (t: AdminTaskRecord) => ({
  id: String(t.id),
  kind: t.kind,
  event: t.event,
  title: t.title,
  description: t.description,
  target: t.target,
  rewardCoin: t.reward_coin,
  rewardExp: t.reward_exp,
  iconUrl: t.icon_url,
  link: t.link,
  startsAt: iso(t.starts_at),
  endsAt: iso(t.ends_at),
  sort: t.sort,
  active: t.active,
});

export async function adminTaskList(db: Kysely<DB>, kind?: TaskKind) {
  return { rows: (await listAdminTasks(db, kind)).map(toTask) };
}

async function adminTask(db: Kysely<DB>, id: number, lock = false) {
  const t = await findAdminTask(db, id, lock);
  if (!t) throw notFound();
  return toTask(t);
}

/** Only a special task has a window (daily tasks count within the day, welfare ones ever: docs/product/growth.md). */
function checkTask(t: TaskFields) {
  if (t.kind !== 'special' && (t.startsAt !== null || t.endsAt !== null)) {
    throw refuse(GROWTH_ADMIN_MESSAGES.windowOnlySpecial);
  }
  if (t.startsAt && t.endsAt && t.endsAt <= t.startsAt) throw refuse(GROWTH_ADMIN_MESSAGES.taskWindow);
}

export async function createTask(db: Kysely<DB>, input: TaskFields) {
  checkTask(input);
  const id = await insertTask(db, input);
  return { after: await adminTask(db, id) };
}

export async function updateTask(db: Kysely<DB>, id: number, input: TaskFields) {
  checkTask(input);
  const before = await adminTask(db, id, true);
  await writeTask(db, id, input);
  return { before, after: await adminTask(db, id) };
}

const toSignDay = (c: SignConfig) => ({
  id: String(c.id),
  dayNo: c.day_no,
  describe: c.describe,
  rewardCoin: c.reward_coin,
  rewardExp: c.reward_exp,
  iconUrl: c.icon_url,
  isRemind: c.is_remind,
  awards: c.awards.map((a) => ({
    id: String(a.id),
    rewardName: a.rewardName,
    probability: a.probability,
    rewardType: a.rewardType,
    rewardQuantity: a.rewardQuantity,
  })),
});

export async function adminSignCalendar(db: Kysely<DB>) {
  return { days: (await findSignCycle(db)).map(toSignDay) };
}

const dayOf = async (db: Kysely<DB>, dayNo: number) =>
  (await adminSignCalendar(db)).days.find((d) => d.dayNo === dayNo) ?? null;

/**
 * Adds a day of the sign-in calendar or changes it, with its mystery awards as the form sends them: an award with an
 * id is changed, one without is added, one left out is removed, unless someone has drawn it (then it stays, and its
 * probability can be set to 0). The day's awards together are at most 100% (what is left draws nothing extra).
 */
export async function saveSignDay(
  db: Kysely<DB>,
  input: SignDayFields & { awards: (AwardFields & { id?: number | undefined })[] },
) {
  // Cents of a percent, so 33.33 + 33.33 + 33.34 is exactly 100.
  const total = input.awards.reduce((sum, a) => sum + Math.round(a.probability * 100), 0);
  if (total > 10_000) throw refuse(GROWTH_ADMIN_MESSAGES.awardsOver100);
  await lockSignDay(db, input.dayNo);
  const calendar = await adminSignCalendar(db);
  const before = calendar.days.find((d) => d.dayNo === input.dayNo) ?? null;
  // The app walks the cycle day by day: a day after a gap would never be reached.
  const next = Math.max(0, ...calendar.days.map((d) => d.dayNo)) + 1;
  if (!before && input.dayNo > next) throw refuse(GROWTH_ADMIN_MESSAGES.dayGap(next));
  const id = await upsertSignDay(db, input);
  const existing = await findAwardIds(db, id);
  const kept = input.awards.flatMap((a) => (a.id === undefined ? [] : [a.id]));
  if (kept.some((k) => !existing.includes(k)) || new Set(kept).size !== kept.length) {
    throw refuse(GROWTH_ADMIN_MESSAGES.foreignAward);
  }
  const removed = existing.filter((e) => !kept.includes(e));
  if ((await findDrawnAwards(db, removed)).length > 0) throw refuse(GROWTH_ADMIN_MESSAGES.drawnAward);
  await deleteAwards(db, removed);
  for (const a of input.awards) {
    if (a.id === undefined) await insertAward(db, id, a);
    else await updateAward(db, id, a.id, a);
  }
  return { before, after: (await dayOf(db, input.dayNo))! };
}

const toLevels = (rows: Awaited<ReturnType<typeof findLevels>>) => ({
  rows: rows.map((l) => ({ level: l.level, name: l.name, minExp: l.min_exp })),
});

export async function adminLevels(db: Kysely<DB>) {
  return toLevels(await findLevels(db));
}

/** Levels 1, 2, 3… each needing more experience than the one before, level 1 from 0: a member always has a level. */
export async function saveLevels(db: Kysely<DB>, rows: { level: number; name: string; minExp: number }[]) {
  const sorted = [...rows].sort((a, b) => a.level - b.level);
  if (sorted.some((r, i) => r.level !== i + 1)) throw refuse(GROWTH_ADMIN_MESSAGES.levelsNumbered);
  if (sorted[0]!.minExp !== 0) throw refuse(GROWTH_ADMIN_MESSAGES.levelsFromZero);
  if (sorted.some((r, i) => i > 0 && r.minExp <= sorted[i - 1]!.minExp)) {
    throw refuse(GROWTH_ADMIN_MESSAGES.levelsGrowing);
  }
  const before = await adminLevels(db);
  await replaceLevels(db, sorted);
  return { before, after: await adminLevels(db) };
}

const toLedgerRow = (t: { id: number; kind: string; reason: string; coin: number; exp: number; created_at: Date }) => ({
  id: String(t.id),
  kind: t.kind,
  reason: t.reason,
  coin: t.coin,
  exp: t.exp,
  createdAt: new Date(t.created_at).toISOString(),
});

/**
 * A manual adjustment: one ledger transaction of kind 'adjust' (never a balance written directly), posted under the
 * member's account lock, refused when it would take either balance below zero. `eventKey` makes it unique.
 */
export async function adjustPoints(
  trx: Transaction<DB>,
  input: { userId: number; coin: number; exp: number; reason: string; eventKey: string },
) {
  const held = await lockAccount(trx, input.userId);
  if (held.coin + input.coin < 0 || held.exp + input.exp < 0) {
    throw refuse(GROWTH_ADMIN_MESSAGES.belowZero(held.coin, held.exp));
  }
  const posted = await postTxn(trx, {
    userId: input.userId,
    kind: 'adjust',
    // The member reads this line in their ledger: it says who changed their points, and why.
    reason: `${ADJUST_PREFIX}${input.reason}`,
    eventKey: input.eventKey,
    coin: input.coin,
    exp: input.exp,
  });
  if (!posted) throw new AppError('refused', '该调整已记录');
  const [txn] = await findTxnPage(trx, input.userId, posted.id + 1, 1);
  return { txn: toLedgerRow(txn!), balance: await findBalance(trx, input.userId), before: held };
}

export async function ledgerPage(db: Kysely<DB>, userId: number, before: number | null, limit: number) {
  const rows = await findTxnPage(db, userId, before, limit);
  return { rows: rows.map(toLedgerRow), balance: await findBalance(db, userId) };
}
