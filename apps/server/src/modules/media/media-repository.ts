import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Tx = Transaction<DB> | Kysely<DB>;

export interface NewMedia {
  publicId: string;
  ownerId: number;
  kind: 'image' | 'video';
  status: 'pending' | 'ready';
  storageKey: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  averageColor?: string | null;
  durationMs?: number | null;
  codec?: string | null;
  format?: string | null;
  coverKey?: string | null;
  originalName?: string;
}

const mediaColumns = [
  'id',
  'public_id',
  'owner_id',
  'kind',
  'status',
  'storage_key',
  'mime',
  'bytes',
  'width',
  'height',
  'average_color',
  'duration_ms',
  'codec',
  'format',
  'cover_key',
  'original_name',
  'created_at',
] as const;

export async function insertMedia(trx: Tx, m: NewMedia): Promise<number> {
  const row = await trx
    .insertInto('media_files')
    .values({
      public_id: m.publicId,
      owner_id: m.ownerId,
      kind: m.kind,
      status: m.status,
      storage_key: m.storageKey,
      mime: m.mime,
      bytes: m.bytes,
      width: m.width,
      height: m.height,
      average_color: m.averageColor ?? null,
      duration_ms: m.durationMs ?? null,
      codec: m.codec ?? null,
      format: m.format ?? null,
      cover_key: m.coverKey ?? null,
      original_name: m.originalName ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findMediaByPublicId(db: Tx, publicId: string) {
  return db
    .selectFrom('media_files')
    .select(mediaColumns)
    .where('public_id', '=', publicId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

export async function findMediaByKey(db: Tx, key: string) {
  return db
    .selectFrom('media_files')
    .select(mediaColumns)
    .where('storage_key', '=', key)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

/** The user's ready images among the given public ids and storage keys. */
export async function findOwnImages(db: Tx, ownerId: number, publicIds: string[], keys: string[]) {
  if (publicIds.length + keys.length === 0) return [];
  return db
    .selectFrom('media_files')
    .select(mediaColumns)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'image')
    .where('status', '=', 'ready')
    .where((eb) =>
      eb.or([
        ...(publicIds.length ? [eb('public_id', 'in', publicIds)] : []),
        ...(keys.length ? [eb('storage_key', 'in', keys)] : []),
      ]),
    )
    .execute();
}

/** Bytes the user keeps stored (a quota counts every file not deleted). */
export async function usedBytes(db: Tx, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select(sql<number>`coalesce(sum(bytes), 0)`.as('n'))
    .where('owner_id', '=', ownerId)
    .where('status', '<>', 'deleted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises one user's uploads for the quota check (the transaction's end releases it). */
export async function lockOwnerQuota(trx: Tx, ownerId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(727001, ${ownerId}::int)`.execute(trx);
}

export async function markMediaDeleted(db: Tx, id: number): Promise<void> {
  await db.updateTable('media_files').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', id).execute();
}

export async function completeVideo(
  db: Tx,
  id: number,
  v: {
    storageKey: string;
    mime: string;
    bytes: number;
    width: number;
    height: number;
    durationMs: number;
    codec: string;
    format: string;
    coverKey: string;
    originalName: string;
  },
): Promise<void> {
  await db
    .updateTable('media_files')
    .set({
      status: 'ready',
      storage_key: v.storageKey,
      mime: v.mime,
      bytes: v.bytes,
      width: v.width,
      height: v.height,
      duration_ms: v.durationMs,
      codec: v.codec,
      format: v.format,
      cover_key: v.coverKey,
      original_name: v.originalName,
    })
    .where('id', '=', id)
    .execute();
}

export async function setAverageColor(db: Tx, id: number, color: string): Promise<void> {
  await db.updateTable('media_files').set({ average_color: color }).where('id', '=', id).execute();
}

export async function findMediaById(db: Tx, id: number) {
  return db.selectFrom('media_files').select(mediaColumns).where('id', '=', id).executeTakeFirst();
}
