import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { countByChinaDay } from '../../platform/db/day-counts.ts';

// The activities area's tables as the console reads and edits them: the publishing whitelist's applications,
// activities of every state, featuring and take-downs, sign-ups (docs/product/console-content.md).

type Db = Kysely<DB> | Transaction<DB>;

const APPLICATION_COLUMNS = [
  'a.id',
  'a.user_id',
  'a.reason',
  'a.state',
  'a.answer',
  'a.created_at',
  'a.decided_at',
] as const;

function applications(db: Db) {
  return db.selectFrom('publisher_applications as a').select(APPLICATION_COLUMNS);
}

export async function insertApplication(db: Db, userId: number, reason: string): Promise<void> {
  await db.insertInto('publisher_applications').values({ user_id: userId, reason }).execute();
}

export const latestApplication = (db: Db, userId: number) =>
  applications(db).where('a.user_id', '=', userId).orderBy('a.id', 'desc').limit(1).executeTakeFirst();

export async function findApplications(
  db: Db,
  state: 'pending' | 'approved' | 'declined' | undefined,
  beforeId: number | null,
  limit: number,
) {
  let q = applications(db);
  if (state) q = q.where('a.state', '=', state);
  if (beforeId !== null) q = q.where('a.id', '<', beforeId);
  return q.orderBy('a.id', 'desc').limit(limit).execute();
}

export const lockApplication = (db: Db, id: number) =>
  applications(db).where('a.id', '=', id).forUpdate().executeTakeFirst();

export async function decideApplication(
  db: Db,
  id: number,
  d: { state: 'approved' | 'declined'; answer: string; operatorId: number | null },
): Promise<void> {
  await db
    .updateTable('publisher_applications')
    .set({ state: d.state, answer: d.answer, operator_id: d.operatorId, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

const ACTIVITY_COLUMNS = [
  'a.id',
  'a.title',
  'a.status',
  'a.featured_at',
  'a.city',
  'a.start_at',
  'a.taken_down_reason',
  'a.created_at',
  'a.user_id',
  sql<number>`(select count(*)::int from activity_enrolments e
    where e.activity_id = a.id and e.status in ('enrolled', 'offered'))`.as('signups'),
] as const;

function activityRows(db: Db) {
  return db.selectFrom('activities as a').select(ACTIVITY_COLUMNS);
}

/** Activities of every state, newest first; `pattern` (escaped for LIKE) matches the title or the city. */
export async function findActivitiesForConsole(
  db: Db,
  f: { pattern?: string | undefined; status?: string | undefined; featured?: boolean | undefined },
  beforeId: number | null,
  limit: number,
) {
  let q = activityRows(db);
  if (f.pattern) {
    const p = f.pattern;
    q = q.where(sql<boolean>`(lower(a.title) like ${p} escape '\\' or lower(a.city) like ${p} escape '\\')`);
  }
  if (f.status) q = q.where('a.status', '=', f.status as never);
  if (f.featured !== undefined) q = q.where('a.featured_at', f.featured ? 'is not' : 'is', null);
  if (beforeId !== null) q = q.where('a.id', '<', beforeId);
  return q.orderBy('a.id', 'desc').limit(limit).execute();
}

export const findActivityForConsole = (db: Db, id: number) =>
  activityRows(db).where('a.id', '=', id).executeTakeFirst();

export async function setFeatured(db: Db, id: number, featured: boolean): Promise<void> {
  await db
    .updateTable('activities')
    .set({ featured_at: featured ? sql<Date>`coalesce(featured_at, now())` : null })
    .where('id', '=', id)
    .execute();
}

export async function setTakenDownReason(db: Db, id: number, reason: string): Promise<void> {
  await db.updateTable('activities').set({ taken_down_reason: reason }).where('id', '=', id).execute();
}

export async function takenDownReason(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('activities').select('taken_down_reason').where('id', '=', id).executeTakeFirst();
  return row?.taken_down_reason ?? '';
}

/** An activity's sign-ups with their masked personal answers, in the order they came. */
export async function findSignupsOfActivity(db: Db, activityId: number, afterId: number | null, limit: number) {
  let q = db
    .selectFrom('activity_enrolments as e')
    .select(['e.id', 'e.user_id', 'e.status', 'e.personal_masked', 'e.created_at'])
    .where('e.activity_id', '=', activityId);
  if (afterId !== null) q = q.where('e.id', '>', afterId);
  return q.orderBy('e.id').limit(limit).execute();
}

/** A member's sign-ups, newest first. */
export async function findSignupsOfUser(db: Db, userId: number, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select(['e.id', 'e.activity_id', 'a.title', 'e.status', 'e.created_at'])
    .where('e.user_id', '=', userId);
  if (beforeId !== null) q = q.where('e.id', '<', beforeId);
  return q.orderBy('e.id', 'desc').limit(limit).execute();
}

/** Activities by id as a moderator reviews them (the report queue): title, status and publisher. */
export const findActivitiesForReview = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('activities')
        .select(['id', 'title', 'status', 'user_id'])
        .where('id', 'in', [...ids])
        .execute();

/** Sign-ups by day in China since a moment (the console's dashboard). */
export const signUpsByDay = (db: Kysely<DB>, since: Date) =>
  countByChinaDay(db, 'activity_enrolments', 'created_at', since);
