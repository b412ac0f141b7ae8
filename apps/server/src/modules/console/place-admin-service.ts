import type { AppContext } from '../../platform/context.ts';
import { decideProposalAsOperator, editablePoi, editPoi } from '../places/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';

// Places from the console (docs/product/console-content.md): the places area decides and edits; the console audits
// in the same transaction.

export { proposalPage } from '../places/index.ts';

export const poiForEdit = (app: AppContext, input: { id: number }) => editablePoi(app.db, input.id);

export async function decideProposal(
  app: AppContext,
  actor: AuditActor,
  input: { id: number; approve: boolean; reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const done = await decideProposalAsOperator(trx, input);
    await appendAudit(trx, actor, {
      action: input.approve ? 'places.approveProposal' : 'places.rejectProposal',
      targetType: 'poiProposal',
      targetId: input.id,
      before: { state: done.before.state },
      after: { state: done.after.state, poiId: done.after.poiId },
      reason: input.reason,
    });
    return done.after;
  });
}

export async function changePoi(
  app: AppContext,
  actor: AuditActor,
  input: Parameters<typeof editPoi>[1] & { reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const done = await editPoi(trx, input);
    await appendAudit(trx, actor, {
      action: 'places.editPoi',
      targetType: 'poi',
      targetId: input.id,
      before: done.before,
      after: done.after,
      reason: input.reason,
    });
    return done.after;
  });
}
