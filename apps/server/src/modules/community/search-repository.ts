import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { contentBase, type ContentRaw } from './feed-repository.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import type { ParsedQuery } from '../../platform/text/search-text.ts';

// Ranked search, the same SQL on PostgreSQL and PGlite: the text-search rank of the jieba tokens, plus a bonus
// when the whole keyword appears in the folded text (which also lets a row match without any token).
// Pages are keyset over (rank, id); the rank is rounded so the cursor compares it exactly.

const rankOf = (vector: string, norm: string, q: ParsedQuery) =>
  sql<number>`round((${q.tsQuery ? sql`ts_rank(${sql.ref(vector)}, to_tsquery('simple', ${q.tsQuery}))` : sql`0`}
    + case when ${sql.ref(norm)} like ${q.pattern} escape '\\' then 1 else 0 end)::numeric, 6)::float8`;

const matches = (vector: string, norm: string, q: ParsedQuery) =>
  q.tsQuery
    ? sql<boolean>`(${sql.ref(vector)} @@ to_tsquery('simple', ${q.tsQuery}) or ${sql.ref(norm)} like ${q.pattern} escape '\\')`
    : sql<boolean>`${sql.ref(norm)} like ${q.pattern} escape '\\'`;

const after = (rank: ReturnType<typeof rankOf>, idColumn: string, at: Position | null) =>
  at
    ? sql<boolean>`(${rank} < ${Number(at.value)} or (${rank} = ${Number(at.value)} and ${sql.ref(idColumn)} < ${at.id}))`
    : sql<boolean>`true`;

export async function searchContents(
  db: Kysely<DB>,
  q: ParsedQuery,
  viewerId: number | null,
  at: Position | null,
  limit: number,
) {
  const rank = rankOf('c.search_vector', 'c.search_norm', q);
  const rows = await contentBase(db, viewerId)
    .select(rank.as('rank'))
    .where(matches('c.search_vector', 'c.search_norm', q))
    .where(after(rank, 'c.id', at))
    .orderBy(rank, 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows as (ContentRaw & { rank: number })[];
}

export async function searchTopics(db: Kysely<DB>, q: ParsedQuery, at: Position | null, limit: number) {
  const rank = rankOf('t.search_vector', 't.search_norm', q);
  return db
    .selectFrom('topics as t')
    .select(['t.id', 't.title', 't.description', 't.cover_url', 't.content_count', rank.as('rank')])
    .where(matches('t.search_vector', 't.search_norm', q))
    .where(after(rank, 't.id', at))
    .orderBy(rank, 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}

/** Users by nickname or user code: exact first, then prefix, then anywhere; more followers first within each. */
export async function searchUsers(
  db: Kysely<DB>,
  folded: string,
  pattern: string,
  viewerId: number | null,
  at: Position | null,
  limit: number,
) {
  const escaped = pattern.slice(1, -1);
  const rank = sql<number>`(case when lower(u.nickname) = ${folded} or lower(u.user_code) = ${folded} then 2000000
    when lower(u.nickname) like ${`${escaped}%`} escape '\\' then 1000000 else 0 end
    + least(u.follower_count, 999999))::float8`;
  return db
    .selectFrom('user_cards as u')
    .select([
      'u.id',
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
      'u.bio',
      'u.follower_count as followers',
      rank.as('rank'),
    ])
    .where(sql<boolean>`(lower(u.nickname) like ${pattern} escape '\\' or lower(u.user_code) = ${folded})`)
    .where(
      sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = ${viewerId ?? 0} and b.blocked_id = u.id)`,
    )
    .where(after(rank as ReturnType<typeof rankOf>, 'u.id', at))
    .orderBy(rank, 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}

// The background re-index (search-reindex-job.ts): rows written before search existed, or by SQL outside the
// server, have no tokens yet.

export async function hasUnindexedRows(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ missing: boolean }>`
    select exists (select 1 from contents where search_tokens = '' and status = 'published')
        or exists (select 1 from topics where search_tokens = '') as missing`.execute(db);
  return rows[0]?.missing ?? false;
}

export function unindexedContents(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('contents as c')
    .leftJoin('topics as t', 't.id', 'c.topic_id')
    .select(['c.id', 'c.title', 'c.body', 'c.place_name', 't.title as topic'])
    .where('c.search_tokens', '=', '')
    .where('c.status', '=', 'published')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function setContentSearchText(db: Kysely<DB>, id: number, tokens: string, norm: string): Promise<void> {
  await db.updateTable('contents').set({ search_tokens: tokens, search_norm: norm }).where('id', '=', id).execute();
}

export function unindexedTopics(db: Kysely<DB>) {
  return db.selectFrom('topics').select(['id', 'title', 'description']).where('search_tokens', '=', '').execute();
}

export async function setTopicSearchText(db: Kysely<DB>, id: number, tokens: string, norm: string): Promise<void> {
  await db.updateTable('topics').set({ search_tokens: tokens, search_norm: norm }).where('id', '=', id).execute();
}
