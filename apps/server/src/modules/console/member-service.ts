import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isActivityPublisher, setActivityPublisher, signupsOfUser } from '../activities/index.ts';
import { communityRolesOf, postsOf, setCommunityRole } from '../community/index.ts';
import { findLedgerPage } from '../growth/index.ts';
import { memberByCode } from '../identity/index.ts';
import { findReportsOf, moderate } from '../trust/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';
import { memberRecord } from './held-admin-service.ts';

// One member from the console (docs/product/console-content.md): customer service reads, moderators mute and ban,
// an admin appoints community moderators, operators keep the activity-publishing whitelist. Each area answers for
// its own tables; the console audits every write.

type Page = { cursor?: string | null | undefined; pageSize: number };

function cursorId(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('badRequest', '参数错误：cursor');
  return Number(cursor);
}
function page<T extends { id: number }, R>(rows: T[], size: number, map: (r: T) => R) {
  const kept = rows.slice(0, size);
  return { rows: kept.map(map), nextCursor: rows.length > size ? String(kept.at(-1)!.id) : null };
}

export async function authorHistory(app: AppContext, input: { userId: string }) {
  return (await memberRecord(app, input.userId)).record;
}

export async function memberDetail(app: AppContext, input: { userId: string }) {
  const { member, record } = await memberRecord(app, input.userId);
  const [roles, publisher] = await Promise.all([
    communityRolesOf(app.db, member.id),
    isActivityPublisher(app.db, member.id),
  ]);
  return { ...record, mobile: member.mobile, communityRoles: roles, publisher };
}

export async function memberPosts(app: AppContext, input: { userId: string } & Page) {
  const m = await memberByCode(app, input.userId);
  return postsOf(app, m.id, input);
}

export async function memberReports(app: AppContext, input: { userId: string; direction: 'made' | 'received' } & Page) {
  const m = await memberByCode(app, input.userId);
  const rows = await findReportsOf(app.db, m.id, input.direction, cursorId(input.cursor), input.pageSize + 1);
  return page(rows, input.pageSize, (r) => ({
    id: String(r.id),
    targetType: r.target_type,
    targetId: String(r.target_id),
    reason: r.reason,
    state: r.state,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function memberPoints(app: AppContext, input: { userId: string } & Page) {
  const m = await memberByCode(app, input.userId);
  const rows = await findLedgerPage(app.db, m.id, cursorId(input.cursor), input.pageSize + 1);
  return page(rows, input.pageSize, (r) => ({
    id: String(r.id),
    coin: r.coin,
    exp: r.exp,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function memberSignups(app: AppContext, input: { userId: string } & Page) {
  const m = await memberByCode(app, input.userId);
  return signupsOfUser(app, m.id, input);
}

/** Mute for N days, ban, or lift either: the trust area acts (and tells the member); the console audits. */
export async function sanctionMember(
  app: AppContext,
  actor: AuditActor,
  input: { userId: string; action: 'mute' | 'ban' | 'restore'; days?: number | undefined; reason: string },
) {
  const m = await memberByCode(app, input.userId);
  const done = await moderate(app, {
    targetType: 'user',
    targetId: m.id,
    action: input.action,
    days: input.days,
    reason: input.reason,
    operatorId: actor.operatorId,
  });
  await appendAudit(app.db, actor, {
    action: `people.${input.action}`,
    targetType: 'user',
    targetId: input.userId,
    before: done.before,
    after: done.after,
    reason: input.reason,
  });
  return { state: done.state };
}

export async function setMemberModerator(
  app: AppContext,
  actor: AuditActor,
  input: { userId: string; moderator: boolean; reason: string },
) {
  const m = await memberByCode(app, input.userId);
  return app.db.transaction().execute(async (trx) => {
    const before = (await communityRolesOf(trx, m.id)).includes('moderator');
    await setCommunityRole(trx, m.id, 'moderator', input.moderator);
    await appendAudit(trx, actor, {
      action: 'people.setModerator',
      targetType: 'user',
      targetId: input.userId,
      before: { moderator: before },
      after: { moderator: input.moderator },
      reason: input.reason,
    });
    return { value: input.moderator };
  });
}

export async function setMemberPublisher(
  app: AppContext,
  actor: AuditActor,
  input: { userId: string; allowed: boolean; reason: string },
) {
  const m = await memberByCode(app, input.userId);
  return app.db.transaction().execute(async (trx) => {
    const before = await setActivityPublisher(trx, m.id, input.allowed);
    await appendAudit(trx, actor, {
      action: 'people.setPublisher',
      targetType: 'user',
      targetId: input.userId,
      before: { publisher: before },
      after: { publisher: input.allowed },
      reason: input.reason,
    });
    return { value: input.allowed };
  });
}
