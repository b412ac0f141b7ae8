import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { moderate, reportQueue, type ModerationAction, type ModerationTarget } from '../trust/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';
import { findReportTargets } from './report-targets.ts';

// The console's side of moderation: the trust area decides what each action does (docs/product/trust.md); the
// console only says who acted and keeps the audit line (docs/product/console.md).

const TARGETS: readonly ModerationTarget[] = ['content', 'comment', 'user', 'activity', 'review'];

/** The queue with each target as its readers see it and its author, so a moderator decides without leaving it. */
export async function reportList(app: AppContext, input: Parameters<typeof reportQueue>[1]) {
  const page = await reportQueue(app, input);
  const targets = await findReportTargets(
    app.db,
    page.rows.map((r) => ({ targetType: r.targetType, targetId: Number(r.targetId) })),
  );
  return {
    ...page,
    rows: page.rows.map((r) => {
      const view = targets.get(`${r.targetType}:${r.targetId}`);
      return {
        ...r,
        target: view ? { title: view.title, text: view.text, images: view.images, status: view.status } : null,
        author: view?.author ?? null,
      };
    }),
  };
}

export async function moderateAsOperator(
  app: AppContext,
  actor: AuditActor,
  input: { targetType: string; targetId: string; action: ModerationAction; reason: string; days?: number | undefined },
): Promise<{ state: string }> {
  const targetType = TARGETS.find((t) => t === input.targetType);
  const targetId = Number(input.targetId);
  // An unknown kind or a non-numeric id names no target: the same answer as a missing one.
  if (!targetType || !Number.isSafeInteger(targetId) || targetId <= 0) throw notFound();
  const done = await moderate(app, {
    targetType,
    targetId,
    action: input.action,
    reason: input.reason,
    days: input.days,
    operatorId: actor.operatorId,
  });
  // moderate() commits its own transaction (it also empties caches after the commit), so the audit line follows it;
  // an action that changed nothing is still recorded as asked.
  await appendAudit(app.db, actor, {
    action: `moderation.${input.action}`,
    targetType,
    targetId,
    before: done.before,
    after: done.after,
    reason: input.reason,
  });
  return { state: done.state };
}
