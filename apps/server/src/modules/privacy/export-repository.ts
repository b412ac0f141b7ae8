import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { enqueueJobs } from '../../platform/jobs/job-repository.ts';

// The copies of one's data (docs/product/privacy.md, "A copy of one's data"); their sections are the owners'
// (export-sections.ts).

export const EXPORT_JOB = 'privacy.export';
/** How long a made copy can be downloaded. */
export const EXPORT_KEEP_DAYS = 7;

export function newestExport(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'status', 'byte_size', 'ready_at', 'expires_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new export row and its job, in one transaction; older copies of this user are dropped. */
export async function insertExport(db: Kysely<DB>, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('data_exports').where('user_id', '=', userId).execute();
    const row = await trx
      .insertInto('data_exports')
      .values({ user_id: userId, status: 'queued' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueJobs(trx, [{ kind: EXPORT_JOB, payload: { exportId: row.id }, ownerId: userId }]);
    return row.id;
  });
}

export function findExport(db: Kysely<DB>, id: number) {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function finishExport(db: Kysely<DB>, id: number, file: Buffer, byteSize: number): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      file_enc: file,
      byte_size: byteSize,
      ready_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(days => ${EXPORT_KEEP_DAYS})`,
    })
    .where('id', '=', id)
    .execute();
}

export async function failExport(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).execute();
}

/** Every copy of one user's data, inside the caller's transaction (an erasure). */
export async function dropExportsOf(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx.deleteFrom('data_exports').where('user_id', '=', userId).execute();
}

/** Copies past their time are deleted, file and all. */
export async function purgeExpiredExports(db: Kysely<DB>): Promise<void> {
  await db
    .deleteFrom('data_exports')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
