import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { contentBase, type ContentRaw } from './feed-repository.ts';

// What community gives the search area (docs/product/search.md): the text of its contents and topics to index, and
// the rows to show for the ids search ranked. Search keeps its own index (search_documents) and never reads these
// tables; community never ranks a search of its own.

/** The text and state of contents, for search's index: any status (search drops what is not published). */
export function contentSearchSources(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return sourceQuery(db)
    .where('c.id', 'in', [...ids])
    .execute();
}

/** Published contents after an id, in id order: search's backfill. */
export function publishedContentSourcesAfter(db: Kysely<DB>, afterId: number, limit: number) {
  return sourceQuery(db)
    .where('c.status', '=', 'published')
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

const sourceQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('contents as c')
    .leftJoin('topics as t', 't.id', 'c.topic_id')
    .select(['c.id', 'c.status', 'c.author_id', 'c.title', 'c.body', 'c.place_name', 't.title as topic']);

/** Topics' text for search's index; `afterId` pages the backfill. */
export function topicSearchSources(
  db: Kysely<DB>,
  by: { ids: readonly number[] } | { afterId: number; limit: number },
) {
  const q = db.selectFrom('topics').select(['id', 'title', 'description']);
  if ('ids' in by) return by.ids.length ? q.where('id', 'in', [...by.ids]).execute() : Promise.resolve([]);
  return q.where('id', '>', by.afterId).orderBy('id').limit(by.limit).execute();
}

/** Published contents by id as the feed shows them, with the viewer's own marks; blocked authors left out. */
export async function contentRowsByIds(db: Kysely<DB>, ids: readonly number[], viewerId: number | null) {
  if (ids.length === 0) return [];
  return (await contentBase(db, viewerId)
    .where('c.id', 'in', [...ids])
    .execute()) as ContentRaw[];
}

export function topicRowsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('topics')
    .select(['id', 'title', 'description', 'cover_url', 'content_count'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The authors a viewer blocked: their posts are left out of the viewer's search. */
export async function blockedBy(db: Kysely<DB>, viewerId: number): Promise<number[]> {
  const rows = await db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', viewerId).execute();
  return rows.map((r) => r.blocked_id);
}
