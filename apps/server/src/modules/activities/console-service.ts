import type { Kysely } from 'kysely';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound, refuse } from '../../platform/http/app-error.ts';
import { assertClean, writeNotices } from '../community/index.ts';
import { findUserCards } from '../identity/index.ts';
import { findActivity, isPublisher, setPublisher } from './activity-repository.ts';
import {
  decideApplication,
  findActivitiesForConsole,
  findActivityForConsole,
  findApplications,
  findSignupsOfActivity,
  findSignupsOfUser,
  insertApplication,
  latestApplication,
  lockApplication,
  setFeatured,
  setTakenDownReason,
} from './console-repository.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// The activities area for the console and the member's whitelist application (docs/product/console-content.md).

function cursorId(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('badRequest', '参数错误：cursor');
  return Number(cursor);
}
function page<T extends { id: number }, R>(rows: T[], size: number, map: (r: T) => R) {
  const kept = rows.slice(0, size);
  return { rows: kept.map(map), nextCursor: rows.length > size ? String(kept.at(-1)!.id) : null };
}

type WithUser<T> = T & { user_code: string; nickname: string; avatar_url: string | null };

/** Rows with their member as identity shows them (one read for the rows); a member who is gone drops the row. */
async function withUsers<T extends { user_id: number }>(db: Kysely<DB>, rows: readonly T[]): Promise<WithUser<T>[]> {
  const users = new Map(
    (await findUserCards(db, [...new Set(rows.map((r) => Number(r.user_id)))])).map((u) => [Number(u.id), u]),
  );
  return rows.flatMap((r) => {
    const u = users.get(Number(r.user_id));
    return u ? [{ ...r, user_code: u.user_code, nickname: u.nickname, avatar_url: u.avatar_url }] : [];
  });
}

const withUser = async <T extends { user_id: number }>(db: Kysely<DB>, row: T | undefined) =>
  row && (await withUsers(db, [row]))[0];
const likePattern = (q: string | undefined) =>
  q
    ? `%${q
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;

// —— the whitelist and its applications ——

type ApplicationRaw = WithUser<NonNullable<Awaited<ReturnType<typeof latestApplication>>>>;
const applicationView = (r: ApplicationRaw) => ({
  id: String(r.id),
  user: { userId: r.user_code, nickname: r.nickname, avatar: r.avatar_url },
  reason: r.reason,
  state: r.state,
  answer: r.answer,
  createdAt: r.created_at.toISOString(),
  decidedAt: iso(r.decided_at),
});

/** The member's latest application and whether they may publish now. */
export async function myPublisherApplication(app: AppContext, me: SessionUser) {
  const [last, publisher] = await Promise.all([latestApplication(app.db, me.id), isPublisher(app.db, me.id)]);
  return {
    state: last?.state ?? ('none' as const),
    reason: last?.reason ?? '',
    answer: last?.answer ?? '',
    createdAt: last ? last.created_at.toISOString() : null,
    decidedAt: last ? iso(last.decided_at) : null,
    publisher,
  };
}

/** A member applies to publish activities: once at a time, and not when already allowed. */
export async function applyToPublish(app: AppContext, me: SessionUser, input: { reason: string }) {
  if (await isPublisher(app.db, me.id)) throw refuse('你已有发布活动的权限');
  await assertClean(app.db, [{ kind: 'text', content: input.reason }]);
  try {
    await insertApplication(app.db, me.id, input.reason);
  } catch (e) {
    // The unique index on pending applications: a second one (or two at once) is refused.
    if (String((e as { code?: unknown }).code) === '23505') throw refuse('你的申请正在审核中');
    throw e;
  }
  return myPublisherApplication(app, me);
}

export async function applicationPage(
  app: AppContext,
  input: { state?: 'pending' | 'approved' | 'declined' | undefined; cursor?: string | null; pageSize: number },
) {
  const rows = await findApplications(app.db, input.state, cursorId(input.cursor), input.pageSize + 1);
  return page(await withUsers(app.db, rows), input.pageSize, applicationView);
}

/**
 * Approves (the member joins the whitelist) or declines an application, once; the member is told either way. Runs in
 * the caller's transaction so the audit line goes with it.
 */
export async function decidePublisherApplication(
  db: Kysely<DB>,
  input: { id: number; approve: boolean; reason: string; operatorId: number | null },
) {
  const row = await withUser(db, await lockApplication(db, input.id));
  if (!row) throw notFound();
  if (row.state !== 'pending') throw refuse('该申请已处理');
  const state = input.approve ? ('approved' as const) : ('declined' as const);
  await decideApplication(db, input.id, { state, answer: input.reason, operatorId: input.operatorId });
  if (input.approve) await setPublisher(db, row.user_id, true);
  await writeNotices(db, [
    {
      userId: row.user_id,
      kind: 'system',
      actorId: null,
      targetType: 'activity',
      title: input.approve ? '你的活动发布权限申请已通过' : '你的活动发布权限申请未通过',
      excerpt: input.reason,
    },
  ]);
  return { before: applicationView(row), after: applicationView({ ...row, state, answer: input.reason }) };
}

/** Puts a member on or off the whitelist; answers whether they were on it before. */
export async function setActivityPublisher(db: Kysely<DB>, userId: number, allowed: boolean): Promise<boolean> {
  const before = await isPublisher(db, userId);
  await setPublisher(db, userId, allowed);
  return before;
}

export const isActivityPublisher = (db: Kysely<DB>, userId: number) => isPublisher(db, userId);

// —— activities ——

type ActivityRaw = WithUser<NonNullable<Awaited<ReturnType<typeof findActivityForConsole>>>>;
const activityView = (r: ActivityRaw) => ({
  id: String(r.id),
  title: r.title,
  status: r.status,
  featured: r.featured_at !== null,
  publisher: { userId: r.user_code, nickname: r.nickname, avatar: r.avatar_url },
  city: r.city,
  startAt: iso(r.start_at),
  signups: Number(r.signups),
  takenDownReason: r.taken_down_reason,
  createdAt: r.created_at.toISOString(),
});

export async function activityPage(
  app: AppContext,
  input: {
    q?: string | undefined;
    status?: string | undefined;
    featured?: boolean | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const rows = await findActivitiesForConsole(
    app.db,
    { pattern: likePattern(input.q), status: input.status, featured: input.featured },
    cursorId(input.cursor),
    input.pageSize + 1,
  );
  return page(await withUsers(app.db, rows), input.pageSize, activityView);
}

export async function consoleActivity(db: Kysely<DB>, id: number) {
  const row = await withUser(db, await findActivityForConsole(db, id));
  if (!row) throw notFound();
  return activityView(row);
}

export async function featureActivity(db: Kysely<DB>, id: number, featured: boolean) {
  await setFeatured(db, id, featured);
}

export async function noteTakeDown(db: Kysely<DB>, id: number, reason: string) {
  await setTakenDownReason(db, id, reason);
}

/** An activity's sign-ups for the console: the masked name and mobile its questions asked for. */
export async function activitySignups(
  app: AppContext,
  input: { id: number; cursor?: string | null | undefined; pageSize: number },
) {
  const activity = await findActivity(app.db, input.id);
  if (!activity) throw notFound();
  const questionOf = (type: string) => activity.questions.find((q) => q.type === type)?.id;
  const nameQ = questionOf('name');
  const mobileQ = questionOf('mobile');
  const rows = await findSignupsOfActivity(app.db, input.id, cursorId(input.cursor), input.pageSize + 1);
  return page(await withUsers(app.db, rows), input.pageSize, (r) => ({
    id: String(r.id),
    user: { userId: r.user_code, nickname: r.nickname, avatar: r.avatar_url },
    name: (nameQ && r.personal_masked[nameQ]) || '',
    mobile: (mobileQ && r.personal_masked[mobileQ]) || '',
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function signupsOfUser(
  app: AppContext,
  userId: number,
  input: { cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findSignupsOfUser(app.db, userId, cursorId(input.cursor), input.pageSize + 1);
  return page(rows, input.pageSize, (r) => ({
    id: String(r.id),
    activityId: String(r.activity_id),
    activityTitle: r.title,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}
