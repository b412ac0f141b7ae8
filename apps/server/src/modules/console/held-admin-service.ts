import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { passHeld, postCountOf, preModerationOn, setPreModeration, statusOfHeld } from '../community/index.ts';
import { memberByCode } from '../identity/index.ts';
import { countReportsOf, findModerationOf, moderate } from '../trust/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';

// Held content and pre-moderation from the console (docs/product/console-content.md): the community area keeps the
// texts and the setting, the trust area hides a rejected text and tells its author; the console audits.

export { heldPage } from '../community/index.ts';

/** Passes (published at once, counted as a publish) or rejects (hidden for good, its author told) a held text. */
export async function decideHeld(
  app: AppContext,
  actor: AuditActor,
  input: { targetType: 'content' | 'comment'; targetId: number; decision: 'pass' | 'reject'; reason: string },
) {
  const status = await statusOfHeld(app, input.targetType, input.targetId);
  if (status === undefined) throw notFound();
  if (status !== 'review') throw refuse('该内容已处理');
  let state: string;
  if (input.decision === 'pass') {
    if (!(await passHeld(app, input.targetType, input.targetId))) throw refuse('该内容已处理');
    state = 'published';
  } else {
    const done = await moderate(app, {
      targetType: input.targetType,
      targetId: input.targetId,
      action: 'hide',
      reason: input.reason,
      operatorId: actor.operatorId,
    });
    state = done.state;
  }
  // Each step commits its own transaction (and empties the caches after it), so the audit line follows.
  await appendAudit(app.db, actor, {
    action: `held.${input.decision}`,
    targetType: input.targetType,
    targetId: input.targetId,
    before: { status },
    after: { status: state },
    reason: input.reason,
  });
  return { state };
}

export async function reviewSettings(app: AppContext) {
  return { preModeration: await preModerationOn(app.db) };
}

export async function changePreModeration(
  app: AppContext,
  actor: AuditActor,
  input: { enabled: boolean; reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const before = await preModerationOn(trx);
    await setPreModeration(trx, input.enabled);
    await appendAudit(trx, actor, {
      action: 'held.setPreModeration',
      targetType: 'setting',
      targetId: 'pre_moderation',
      before: { preModeration: before },
      after: { preModeration: input.enabled },
      reason: input.reason,
    });
    return { preModeration: input.enabled };
  });
}

/** A member's record: posts, reports made and received, standing and the latest moderation of what they wrote. */
export async function memberRecord(app: AppContext, userCode: string) {
  const m = await memberByCode(app, userCode);
  const [posts, reports, moderation] = await Promise.all([
    postCountOf(app, m.id),
    countReportsOf(app.db, m.id),
    findModerationOf(app.db, m.id, 20),
  ]);
  return {
    member: m,
    record: {
      user: { userId: m.userId, nickname: m.nickname, avatar: m.avatar, createdAt: m.createdAt },
      posts,
      reportsMade: reports.made,
      reportsReceived: reports.received,
      mutedUntil: m.mutedUntil,
      bannedAt: m.bannedAt,
      moderation: moderation.map((r) => ({
        action: r.state,
        targetType: r.target_type,
        targetId: String(r.target_id),
        reason: r.reason,
        at: new Date(r.updated_at).toISOString(),
      })),
    },
  };
}
