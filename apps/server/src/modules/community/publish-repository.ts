import type { Kysely, Transaction } from 'kysely';
import type { DB, ImageRef } from '../../platform/db/schema.ts';
import { contentChanged } from './content-events.ts';

export interface NewContent {
  authorId: number;
  type: 'dynamic' | 'article';
  title: string;
  body: string;
  images: ImageRef[];
  videoId: number | null;
  topicId: number | null;
  poiId: number | null;
  destinationId: number | null;
  placeName: string;
  /** 'review' for a text the content filter holds for a moderator (docs/product/content-filter.md). */
  status?: 'review' | undefined;
  /** Why it waits: the filter held it, or it is a new account's first post under pre-moderation. */
  heldFor?: 'filter' | 'firstPost' | undefined;
}

export async function insertContent(trx: Transaction<DB> | Kysely<DB>, c: NewContent): Promise<number> {
  const row = await trx
    .insertInto('contents')
    .values({
      author_id: c.authorId,
      type: c.type,
      title: c.title,
      body: c.body,
      images: JSON.stringify(c.images),
      video_id: c.videoId,
      topic_id: c.topicId,
      poi_id: c.poiId,
      destination_id: c.destinationId,
      place_name: c.placeName,
      ...(c.status ? { status: c.status, held_for: c.heldFor ?? 'filter' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await contentChanged(trx, row.id);
  return row.id;
}

export async function findTopicTitle(db: Kysely<DB>, id: number): Promise<string | undefined> {
  return (await db.selectFrom('topics').select('title').where('id', '=', id).executeTakeFirst())?.title;
}

export async function findContact(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('publisher_contacts')
    .select(['name', 'mobile_enc', 'wechat'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertContact(
  db: Kysely<DB>,
  userId: number,
  c: { name: string; mobileEnc: string; wechat: string },
) {
  const row = { name: c.name, mobile_enc: c.mobileEnc, mobile_clear: '', wechat: c.wechat };
  await db
    .insertInto('publisher_contacts')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
}
