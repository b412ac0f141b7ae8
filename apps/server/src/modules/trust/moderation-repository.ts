import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { ReportTargetType } from '../../platform/db/schema.ts';

type Tx = Transaction<DB>;

/**
 * Locks a target's moderation row (making it if missing): every moderation of one target queues here first, so 20
 * identical ones in parallel find, one after the other, the state the first left and act once.
 */
export async function lockModerationState(trx: Tx, targetType: ReportTargetType, targetId: number) {
  await trx
    .insertInto('moderation_states')
    .values({ target_type: targetType, target_id: targetId, state: 'none', operator_id: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return trx
    .selectFrom('moderation_states')
    .select(['state', 'previous_status', 'reason', 'updated_at'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function saveModerationState(
  trx: Tx,
  key: { targetType: ReportTargetType; targetId: number },
  values: { state: string; previousStatus?: string; reason: string; operatorId: number | null },
) {
  await trx
    .updateTable('moderation_states')
    .set({
      state: values.state,
      ...(values.previousStatus !== undefined ? { previous_status: values.previousStatus } : {}),
      reason: values.reason,
      operator_id: values.operatorId,
      updated_at: new Date(),
    })
    .where('target_type', '=', key.targetType)
    .where('target_id', '=', key.targetId)
    .execute();
}
