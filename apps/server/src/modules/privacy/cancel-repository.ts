import { sql, type Kysely } from 'kysely';
import type { CancelPosts } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { enqueueJobs } from '../../platform/jobs/job-repository.ts';

export const CANCEL_JOB = 'privacy.cancel';

export function findPendingCancellation(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('account_cancellations')
    .select(['id', 'posts', 'effective_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Records a pending cancellation and queues the job that carries it out when it is due, in one transaction.
 * Undefined when one is pending already (the partial unique index decides, whatever requests race).
 */
export async function insertCancellation(
  db: Kysely<DB>,
  c: { userId: number; posts: CancelPosts; days: number },
): Promise<Date | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('account_cancellations')
      .values({
        user_id: c.userId,
        status: 'pending',
        posts: c.posts,
        effective_at: sql<Date>`now() + make_interval(days => ${c.days})`,
      })
      .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
      .returning('effective_at')
      .executeTakeFirst();
    if (!row) return undefined;
    await enqueueJobs(trx, [{ kind: CANCEL_JOB, payload: { userId: c.userId }, runAfter: row.effective_at }]);
    return row.effective_at;
  });
}

/** Withdraws the pending cancellation; whether there was one. */
export async function revokeCancellation(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('account_cancellations')
    .set({ status: 'revoked', revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one due cancellation (row-locked, skipped by other workers) and marks it done; `erase` runs in the same
 * transaction, so a failure leaves it pending for the next run.
 */
export async function takeDueCancellation(
  db: Kysely<DB>,
  erase: (trx: Kysely<DB>, userId: number, posts: CancelPosts) => Promise<void>,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('account_cancellations')
      .select(['id', 'user_id', 'posts'])
      .where('status', '=', 'pending')
      .where('effective_at', '<=', sql<Date>`now()`)
      .orderBy('effective_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    await erase(trx, due.user_id, due.posts);
    await trx
      .updateTable('account_cancellations')
      .set({ status: 'done', done_at: new Date() })
      .where('id', '=', due.id)
      .execute();
    return due.user_id;
  });
}
