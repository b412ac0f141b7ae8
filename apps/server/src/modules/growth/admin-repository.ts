import { sql, type Kysely } from 'kysely';
import type { DB, TaskEvent, TaskKind } from '../../platform/db/schema.ts';

// The console's reads and writes of growth's configuration: tasks and their rewards, the sign-in calendar and its
// mystery awards, levels (docs/product/console-catalog.md).

export interface AdminTaskRecord {
  id: number;
  kind: TaskKind;
  event: TaskEvent;
  title: string;
  description: string;
  target: number;
  reward_coin: number;
  reward_exp: number;
  icon_url: string;
  link: string;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: number;
  active: boolean;
}

export interface TaskFields {
  kind: TaskKind;
  event: TaskEvent;
  title: string;
  description: string;
  target: number;
  rewardCoin: number;
  rewardExp: number;
  iconUrl: string;
  link: string;
  startsAt: Date | null;
  endsAt: Date | null;
  sort: number;
  active: boolean;
}

const taskColumns = [
  'id',
  'kind',
  'event',
  'title',
  'description',
  'target',
  'reward_coin',
  'reward_exp',
  'icon_url',
  'link',
  'starts_at',
  'ends_at',
  'sort',
  'active',
] as const;

/** Every task, active or not (a few dozen at most: a bounded list), by kind and the order the app shows them in. */
export async function listAdminTasks(db: Kysely<DB>, kind?: TaskKind): Promise<AdminTaskRecord[]> {
  let q = db.selectFrom('tasks').select(taskColumns).orderBy('kind').orderBy('sort').orderBy('id').limit(500);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function findAdminTask(db: Kysely<DB>, id: number, lock = false) {
  let q = db.selectFrom('tasks').select(taskColumns).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

const taskValues = (t: TaskFields) => ({
  kind: t.kind,
  event: t.event,
  title: t.title,
  description: t.description,
  target: t.target,
  reward_coin: t.rewardCoin,
  reward_exp: t.rewardExp,
  icon_url: t.iconUrl,
  link: t.link,
  starts_at: t.startsAt,
  ends_at: t.endsAt,
  sort: t.sort,
  active: t.active,
});

export async function insertTask(db: Kysely<DB>, t: TaskFields): Promise<number> {
  const row = await db.insertInto('tasks').values(taskValues(t)).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateTask(db: Kysely<DB>, id: number, t: TaskFields) {
  await db.updateTable('tasks').set(taskValues(t)).where('id', '=', id).execute();
}

// ——— The sign-in calendar (group 1, the cycle the app reads) ———

export interface SignDayFields {
  dayNo: number;
  describe: string;
  rewardCoin: number;
  rewardExp: number;
  iconUrl: string;
  isRemind: boolean;
}

export interface AwardFields {
  rewardName: string;
  probability: number;
  rewardType: 'coin' | 'exp';
  rewardQuantity: number;
}

/** Adds the day or changes it (one row per day number), under the row's lock; answers its id. */
export async function upsertSignDay(db: Kysely<DB>, d: SignDayFields): Promise<number> {
  const values = {
    describe: d.describe,
    reward_coin: d.rewardCoin,
    reward_exp: d.rewardExp,
    icon_url: d.iconUrl,
    is_remind: d.isRemind,
  };
  const row = await db
    .insertInto('sign_configs')
    .values({ group_id: 1, day_no: d.dayNo, ...values })
    .onConflict((oc) => oc.columns(['group_id', 'day_no']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The day of a day number, locked while it changes (undefined when there is none yet). */
export async function lockSignDay(db: Kysely<DB>, dayNo: number) {
  const row = await db
    .selectFrom('sign_configs')
    .select('id')
    .where('group_id', '=', 1)
    .where('day_no', '=', dayNo)
    .forUpdate()
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function findAwardIds(db: Kysely<DB>, signConfigId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sign_mystery_awards')
    .select('id')
    .where('sign_config_id', '=', signConfigId)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Of these awards, those someone has drawn: a sign-in row names them, so they are kept. */
export async function findDrawnAwards(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('sign_ins').select('award_id').distinct().where('award_id', 'in', ids).execute();
  return rows.map((r) => Number(r.award_id));
}

const awardValues = (a: AwardFields) => ({
  reward_name: a.rewardName,
  probability: a.probability,
  reward_type: a.rewardType,
  reward_quantity: a.rewardQuantity,
});

export async function insertAward(db: Kysely<DB>, signConfigId: number, a: AwardFields) {
  await db
    .insertInto('sign_mystery_awards')
    .values({ sign_config_id: signConfigId, ...awardValues(a) })
    .execute();
}

export async function updateAward(db: Kysely<DB>, signConfigId: number, id: number, a: AwardFields) {
  await db
    .updateTable('sign_mystery_awards')
    .set(awardValues(a))
    .where('id', '=', id)
    .where('sign_config_id', '=', signConfigId)
    .execute();
}

export async function deleteAwards(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length > 0) await db.deleteFrom('sign_mystery_awards').where('id', 'in', ids).execute();
}

// ——— Levels ———

/** The whole table of levels replaced at once, under a lock so two saves do not interleave. */
export async function replaceLevels(db: Kysely<DB>, rows: readonly { level: number; name: string; minExp: number }[]) {
  await sql`lock table growth_levels in exclusive mode`.execute(db);
  await db.deleteFrom('growth_levels').execute();
  await db
    .insertInto('growth_levels')
    .values(rows.map((r) => ({ level: r.level, name: r.name, min_exp: r.minExp })))
    .execute();
}
