import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { enqueueJobs } from '../../platform/jobs/job-repository.ts';

// The rows of one user's data copy (docs/product/privacy.md, "A copy of one's data"). Other people appear only by
// their public user code and nickname.

export function profileRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'user_code',
      'nickname',
      'avatar_url',
      'bio',
      'country_code',
      'mobile_enc',
      'operator',
      'created_at',
      'follower_count',
      'following_count',
      'content_count',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function contactRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('publisher_contacts')
    .select(['name', 'mobile_enc', 'wechat', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function postRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('contents')
    .select([
      'id',
      'type',
      'title',
      'body',
      'images',
      'topic_id',
      'poi_id',
      'destination_id',
      'status',
      'like_count',
      'comment_count',
      'collect_count',
      'created_at',
    ])
    .where('author_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function commentRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as to', 'to.id', 'c.reply_to_user_id')
    .select([
      'c.id',
      'c.target_type',
      'c.target_id',
      'c.body',
      'c.score',
      'c.status',
      'c.created_at',
      'to.user_code as reply_to_user_code',
      'to.nickname as reply_to_nickname',
    ])
    .where('c.author_id', '=', userId)
    .orderBy('c.id')
    .execute();
}

export function likeRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('likes')
    .select(['target_type', 'target_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function collectionRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('collections')
    .select(['item_type', 'item_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function followingRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', 'f.followee_id')
    .select(['u.user_code', 'u.nickname', 'f.created_at'])
    .where('f.follower_id', '=', userId)
    .orderBy('f.created_at')
    .execute();
}

export function followerRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', 'f.follower_id')
    .select(['u.user_code', 'u.nickname', 'f.created_at'])
    .where('f.followee_id', '=', userId)
    .orderBy('f.created_at')
    .execute();
}

export function signUpRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .innerJoin('activity_tickets as k', 'k.id', 'e.ticket_id')
    .select([
      'e.id',
      'e.activity_id',
      'a.title as activity_title',
      'a.questions',
      'k.name as ticket_name',
      'e.status',
      'e.personal_enc',
      'e.answers',
      'e.checked_in_at',
      'e.cancelled_at',
      'e.created_at',
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
}

export function pointsRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('points_txns')
    .select(['id', 'kind', 'reason', 'coin', 'exp', 'source_type', 'source_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

// The exports themselves.

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
