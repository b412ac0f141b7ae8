import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { contentBase, type ContentRaw } from './feed-repository.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

/** Live adverts of a page slot for the given channels ('' = every channel), in their order. */
export async function findAdverts(db: Kysely<DB>, slot: string, channels: string[]) {
  return db
    .selectFrom('brand_adverts')
    .select(['id', 'title', 'image_url', 'link_url'])
    .where('page_slot', '=', slot)
    .where('is_active', '=', true)
    .where('channel', 'in', ['', ...channels])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findHotWords(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('hot_words')
    .select(['word', 'heat'])
    .orderBy('sort')
    .orderBy('heat', 'desc')
    .limit(limit)
    .execute();
}

/** Suggestions: hot words and topic titles containing the (folded, escaped) keyword. */
export async function findSuggestions(db: Kysely<DB>, pattern: string, limit: number): Promise<string[]> {
  const rows = await sql<{ word: string }>`
    select word from (
      select word, heat as weight from hot_words where lower(word) like ${pattern} escape '\\'
      union all
      select title, content_count from topics where search_norm like ${pattern} escape '\\'
    ) s group by word order by max(weight) desc, word limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.word);
}

export async function findCategories(db: Kysely<DB>, kind: 'main' | 'diy') {
  return db
    .selectFrom('content_categories')
    .select(['id', 'name', 'icon_url'])
    .where('kind', '=', kind)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findShareConfig(db: Kysely<DB>, key: string) {
  return db.selectFrom('share_configs').selectAll().where('key', '=', key).executeTakeFirst();
}

/** A user's shares, newest first, with the content card when the share is of content: one query. */
export async function findSharePage(
  db: Kysely<DB>,
  userId: number,
  viewerId: number | null,
  after: Position | null,
  limit: number,
) {
  const card = contentBase(db, viewerId).where(sql<boolean>`c.id = s.target_id and s.target_type = 'content'`);
  let query = db
    .selectFrom('shares as s')
    .leftJoinLateral(card.as('card'), (join) => join.onTrue())
    .select([
      's.id',
      's.target_type',
      's.target_id',
      's.channel',
      sql<string>`s.created_at::text`.as('at'),
      sql<ContentRaw | null>`case when card.id is null then null else to_jsonb(card) end`.as('content'),
    ])
    .where('s.user_id', '=', userId);
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('s.created_at', 's.id', at, after.id));
  }
  return query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
}
