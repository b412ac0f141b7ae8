import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { countByChinaDay } from '../../platform/db/day-counts.ts';
import { topicChanged } from './content-events.ts';

// The community's tables as the console edits them: topics, brand adverts, community roles
// (docs/product/console-content.md).

type Db = Kysely<DB> | Transaction<DB>;

const TOPIC_COLUMNS = [
  'id',
  'title',
  'description',
  'cover_url',
  'subclass_id',
  'sort',
  'hidden',
  'content_count',
] as const;

/** Topics in their order (sort, then newest), hidden ones too; `pattern` is escaped for LIKE. */
export async function findTopicsForConsole(db: Db, pattern: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('topics').select(TOPIC_COLUMNS);
  if (pattern) q = q.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`);
  return q.orderBy('sort').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export const findTopicRow = (db: Db, id: number) =>
  db.selectFrom('topics').select(TOPIC_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export async function insertTopic(
  db: Db,
  t: { title: string; description: string; cover_url: string | null; subclass_id: number | null },
) {
  const sort = await db
    .selectFrom('topics')
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('topics')
    .values({ ...t, sort: Number(sort.next), search_norm: `${t.title} ${t.description}`.toLowerCase() })
    .returning(TOPIC_COLUMNS)
    .executeTakeFirstOrThrow();
  await topicChanged(db, row.id);
  return row;
}

export async function updateTopic(
  db: Db,
  id: number,
  t: Partial<{
    title: string;
    description: string;
    cover_url: string | null;
    subclass_id: number | null;
    hidden: boolean;
  }>,
) {
  const row = await db
    .updateTable('topics')
    .set({
      ...t,
      // The topic list's own filter reads search_norm; global search is told by the event below.
      ...(t.title !== undefined ? { search_norm: `${t.title} ${t.description ?? ''}`.toLowerCase() } : {}),
    })
    .where('id', '=', id)
    .returning(TOPIC_COLUMNS)
    .executeTakeFirst();
  if (row) await topicChanged(db, row.id);
  return row;
}

/** Gives each listed row its position (1, 2, …); answers how many rows it found. */
export async function orderRows(db: Db, table: 'topics' | 'brand_adverts', ids: readonly number[]): Promise<number> {
  let n = 0;
  for (const [i, id] of ids.entries()) {
    const done = await db
      .updateTable(table)
      .set({ sort: i + 1 })
      .where('id', '=', id)
      .executeTakeFirst();
    n += Number(done.numUpdatedRows);
  }
  return n;
}

export async function subclassExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('topic_subclasses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const ADVERT_COLUMNS = [
  'id',
  'page_slot',
  'channel',
  'title',
  'image_url',
  'link_url',
  'sort',
  'starts_at',
  'ends_at',
  'is_active',
] as const;

export async function findAdvertsForConsole(db: Db, slot: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('brand_adverts').select(ADVERT_COLUMNS);
  if (slot) q = q.where('page_slot', '=', slot);
  return q.orderBy('page_slot').orderBy('sort').orderBy('id').offset(offset).limit(limit).execute();
}

export const findAdvertRow = (db: Db, id: number) =>
  db.selectFrom('brand_adverts').select(ADVERT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export interface AdvertValues {
  page_slot: string;
  channel: string;
  title: string;
  image_url: string;
  link_url: string;
  starts_at: Date | null;
  ends_at: Date | null;
  is_active: boolean;
}

export const insertAdvert = (db: Db, a: AdvertValues) =>
  db.insertInto('brand_adverts').values(a).returning(ADVERT_COLUMNS).executeTakeFirstOrThrow();

export const updateAdvert = (db: Db, id: number, a: AdvertValues) =>
  db.updateTable('brand_adverts').set(a).where('id', '=', id).returning(ADVERT_COLUMNS).executeTakeFirst();

/** Gives or takes a community role; answers whether the member holds it now. */
export async function setCommunityRole(db: Db, userId: number, role: 'moderator', on: boolean): Promise<void> {
  if (on) {
    await db
      .insertInto('community_roles')
      .values({ user_id: userId, role })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('community_roles').where('user_id', '=', userId).where('role', '=', role).execute();
  }
}

export async function communityRolesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('community_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role);
}

/** Contents by id as a moderator reviews them (the report queue): title, text, pictures, status and author. */
export const findContentsForReview = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('contents')
        .select(['id', 'title', 'body', 'images', 'status', 'author_id'])
        .where('id', 'in', [...ids])
        .execute();

/** Comments (and reviews) by id as a moderator reviews them: text, status and author. */
export const findCommentsForReview = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('comments')
        .select(['id', 'body', 'status', 'author_id'])
        .where('id', 'in', [...ids])
        .execute();

/** Posts and comments by day in China since a moment (the console's dashboard). */
export async function postsAndCommentsByDay(db: Kysely<DB>, since: Date) {
  return {
    posts: await countByChinaDay(db, 'contents', 'created_at', since),
    comments: await countByChinaDay(db, 'comments', 'created_at', since),
  };
}
