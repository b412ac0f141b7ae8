import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { ImportStatus } from '../../platform/db/schema.ts';

// The invitation imports waiting for (or read by) the job queue, with their progress.

export async function insertImport(db: Kysely<DB>, activityId: number, userId: number, file: Buffer) {
  const row = await db
    .insertInto('activity_imports')
    .values({ activity_id: activityId, user_id: userId, file, bad_rows: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether this user has an import queued or running (one at a time each). */
export async function hasPendingImport(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('activity_imports')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const progressColumns = [
  'id',
  'activity_id',
  'user_id',
  'status',
  'rows_read',
  'imported',
  'total',
  'bad_count',
  'bad_rows',
  'message',
] as const;

export async function findImport(db: Kysely<DB>, id: number) {
  return db.selectFrom('activity_imports').select(progressColumns).where('id', '=', id).executeTakeFirst();
}

/** Claims a queued import for reading (one worker wins) and answers its file. */
export async function startImport(db: Kysely<DB>, id: number) {
  return db
    .updateTable('activity_imports')
    .set({ status: 'running' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(['id', 'activity_id', 'file'])
    .executeTakeFirst();
}

export async function setImportProgress(db: Kysely<DB>, id: number, rowsRead: number) {
  await db.updateTable('activity_imports').set({ rows_read: rowsRead }).where('id', '=', id).execute();
}

/** The import's outcome; the file is dropped with it. */
export async function finishImport(
  db: Kysely<DB>,
  id: number,
  r: {
    status: Extract<ImportStatus, 'done' | 'failed'>;
    rowsRead: number;
    imported?: number;
    total?: number;
    badCount?: number;
    badRows?: { row: number; value: string }[];
    message?: string;
  },
) {
  await db
    .updateTable('activity_imports')
    .set({
      status: r.status,
      file: null,
      rows_read: r.rowsRead,
      imported: r.imported ?? 0,
      total: r.total ?? 0,
      bad_count: r.badCount ?? 0,
      bad_rows: JSON.stringify(r.badRows ?? []),
      message: r.message ?? '',
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
