import type { AppContext } from '../../platform/context.ts';
import {
  activityPage,
  activitySignups,
  applicationPage,
  consoleActivity,
  decidePublisherApplication,
  featureActivity,
  noteTakeDown,
} from '../activities/index.ts';
import { moderate } from '../trust/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';

// Activities and the publishing whitelist's applications from the console (docs/product/console-content.md).

export { activityPage, activitySignups, applicationPage };

export async function decideApplication(
  app: AppContext,
  actor: AuditActor,
  input: { id: number; approve: boolean; reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const done = await decidePublisherApplication(trx, { ...input, operatorId: actor.operatorId });
    await appendAudit(trx, actor, {
      action: input.approve ? 'publisherApplication.approve' : 'publisherApplication.decline',
      targetType: 'publisherApplication',
      targetId: input.id,
      before: done.before,
      after: done.after,
      reason: input.reason,
    });
    return done.after;
  });
}

/**
 * Takes an activity offline for good: the trust area moves it offline and tells its publisher why; the reason kept on
 * the activity stops its publisher putting it back up.
 */
export async function takeDownActivity(app: AppContext, actor: AuditActor, input: { id: number; reason: string }) {
  const before = await consoleActivity(app.db, input.id);
  await moderate(app, {
    targetType: 'activity',
    targetId: input.id,
    action: 'hide',
    reason: input.reason,
    operatorId: actor.operatorId,
  });
  return app.db.transaction().execute(async (trx) => {
    await noteTakeDown(trx, input.id, input.reason);
    const after = await consoleActivity(trx, input.id);
    await appendAudit(trx, actor, {
      action: 'activities.takeDown',
      targetType: 'activity',
      targetId: input.id,
      before: { status: before.status },
      after: { status: after.status, takenDownReason: after.takenDownReason },
      reason: input.reason,
    });
    return after;
  });
}

export async function setActivityFeatured(
  app: AppContext,
  actor: AuditActor,
  input: { id: number; featured: boolean; reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const before = await consoleActivity(trx, input.id);
    await featureActivity(trx, input.id, input.featured);
    const after = await consoleActivity(trx, input.id);
    await appendAudit(trx, actor, {
      action: input.featured ? 'activities.feature' : 'activities.unfeature',
      targetType: 'activity',
      targetId: input.id,
      before: { featured: before.featured },
      after: { featured: after.featured },
      reason: input.reason,
    });
    return after;
  });
}
