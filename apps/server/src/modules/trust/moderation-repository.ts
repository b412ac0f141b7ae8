import { sql, type Transaction } from 'kysely';
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

/** A content row in any status, locked. */
export async function lockAnyContent(trx: Tx, id: number) {
  return trx
    .selectFrom('contents')
    .select(['id', 'author_id', 'type', 'status', 'topic_id', 'title', 'body', 'created_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setContentStatus(trx: Tx, id: number, status: 'published' | 'hidden' | 'deleted') {
  await trx.updateTable('contents').set({ status }).where('id', '=', id).execute();
}

/** A comment row in any status. */
export async function findAnyComment(trx: Tx, id: number) {
  return trx
    .selectFrom('comments')
    .select(['id', 'author_id', 'target_type', 'target_id', 'root_id', 'score', 'status', 'body', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Moves a comment and its thread (its replies, when it is a top-level one) from some statuses to another; answers the
 * rows moved: who wrote each and when.
 */
export async function moveCommentThread(
  trx: Tx,
  id: number,
  from: Array<'published' | 'hidden' | 'review' | 'deleted'>,
  to: 'published' | 'hidden' | 'deleted',
) {
  return trx
    .updateTable('comments')
    .set({ status: to })
    .where((eb) => eb.or([eb('id', '=', id), eb('root_id', '=', id)]))
    .where('status', 'in', from)
    .returning(['id', 'author_id', 'created_at'])
    .execute();
}

/** An activity's owner and status, locked (the activities area's table, read by name). */
export async function lockActivity(trx: Tx, id: number) {
  const found = await sql<{ id: number; user_id: number; status: string; title: string }>`
    select id, user_id, status, title from activities where id = ${id} for update`.execute(trx);
  const row = found.rows[0];
  return row && { ...row, id: Number(row.id), user_id: Number(row.user_id) };
}

export async function setActivityStatus(trx: Tx, id: number, status: string) {
  await sql`update activities set status = ${status}, updated_at = now() where id = ${id}`.execute(trx);
}
