import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import type { ParsedQuery } from '../../platform/text/search-text.ts';

// The search index's SQL (docs/product/search.md). Ranked search, the same on PostgreSQL and PGlite: the text-search
// rank of the jieba tokens, plus a bonus when the whole keyword appears in the folded text (which also lets a row
// match without any token). Pages are keyset over (rank, id); the rank is rounded so the cursor compares it exactly.

export type DocumentKind = 'content' | 'topic' | 'activity' | 'product' | 'destination' | 'poi';

export interface SearchDocument {
  kind: DocumentKind;
  refId: number;
  authorId: number | null;
  startsAt: Date | null;
  tokens: string;
  norm: string;
  /** A place's names, folded, one a line; empty for other kinds. */
  names?: string;
  /** Orders a place's equal matches, the greater first. */
  weight?: number;
}

const rankOf = (q: ParsedQuery) =>
  sql<number>`round((${q.tsQuery ? sql`ts_rank(d.vector, to_tsquery('simple', ${q.tsQuery}))` : sql`0`}
    + case when d.norm like ${q.pattern} escape '\\' then 1 else 0 end)::numeric, 6)::float8`;

const matches = (q: ParsedQuery) =>
  q.tsQuery
    ? sql<boolean>`(d.vector @@ to_tsquery('simple', ${q.tsQuery}) or d.norm like ${q.pattern} escape '\\')`
    : sql<boolean>`d.norm like ${q.pattern} escape '\\'`;

/** The query of rankDocuments, apart so a test can read its plan. */
export function rankDocumentsQuery(
  db: Kysely<DB>,
  kind: DocumentKind,
  q: ParsedQuery,
  options: { leaveOut: readonly number[]; at: Position | null; limit: number },
) {
  const rank = rankOf(q);
  let query = db
    .selectFrom('search_documents as d')
    .select(['d.ref_id as id', rank.as('rank')])
    // A literal, so the kind's partial indexes (text and trigram) can serve it.
    .where('d.kind', '=', sql.lit(kind))
    .where(matches(q));
  if (options.leaveOut.length > 0) query = query.where('d.author_id', 'not in', [...options.leaveOut]);
  const { at } = options;
  if (at)
    query = query.where(
      sql<boolean>`(${rank} < ${Number(at.value)} or (${rank} = ${Number(at.value)} and d.ref_id < ${at.id}))`,
    );
  return query.orderBy(rank, 'desc').orderBy('d.ref_id', 'desc').limit(options.limit);
}

/** The best ids of a kind for the query after a position, best first; `leaveOut` authors are not shown. */
export async function rankDocuments(
  db: Kysely<DB>,
  kind: DocumentKind,
  q: ParsedQuery,
  options: { leaveOut: readonly number[]; at: Position | null; limit: number },
): Promise<{ id: number; rank: number }[]> {
  const rows = await rankDocumentsQuery(db, kind, q, options).execute();
  return rows.map((r) => ({ id: Number(r.id), rank: r.rank }));
}

/**
 * Activities: the text rank alone (no bonus for the whole keyword), then the later start, then the newer; paged by
 * position, as their ties are not a keyset.
 */
export async function rankActivities(db: Kysely<DB>, q: ParsedQuery, offset: number, limit: number) {
  const rank = q.tsQuery
    ? sql<number>`ts_rank(d.vector, to_tsquery('simple', ${q.tsQuery}))`
    : // Not a bare 0: ORDER BY 0 would name a (missing) output column rather than a constant.
      sql<number>`0::float8`;
  const rows = await db
    .selectFrom('search_documents as d')
    .select('d.ref_id as id')
    .where('d.kind', '=', sql.lit('activity'))
    .where(matches(q))
    .orderBy(rank, 'desc')
    .orderBy('d.starts_at', 'desc')
    .orderBy('d.ref_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Products: every word a substring of the product's text; newest first, keyset on the id. */
export async function rankProducts(db: Kysely<DB>, words: string[], beforeId: number | null, limit: number) {
  if (words.length === 0) return [];
  let query = db.selectFrom('search_documents as d').select('d.ref_id as id').where('d.kind', '=', sql.lit('product'));
  for (const w of words) query = query.where(sql<boolean>`d.norm like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (beforeId !== null) query = query.where('d.ref_id', '<', beforeId);
  const rows = await query.orderBy('d.ref_id', 'desc').limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Places (destinations, POIs) by name: a name equal to one of the query's forms first, then one starting with it,
 * then one containing it; among equals the greater weight, then the older. One page: the best few are wanted.
 */
export async function rankPlaces(
  db: Kysely<DB>,
  kind: 'destination' | 'poi',
  forms: readonly string[],
  limit: number,
): Promise<number[]> {
  const used = [...new Set(forms.filter((f) => f !== ''))];
  if (used.length === 0) return [];
  // names is one name a line: a name equal to f is a line '\nf\n' of the names framed by line breaks.
  const framed = sql`(chr(10) || d.names || chr(10))`;
  const any = (pattern: (f: string) => string) =>
    sql.join(
      used.map((f) => sql`${framed} like ${pattern(likeEscape(f))} escape '\\'`),
      sql` or `,
    );
  const tier = sql<number>`case when ${any((f) => `%\n${f}\n%`)} then 0
    when ${any((f) => `%\n${f}%`)} then 1 else 2 end`;
  const rows = await db
    .selectFrom('search_documents as d')
    .select('d.ref_id as id')
    .where('d.kind', '=', sql.lit(kind))
    // Contains on the bare names, which the kind's trigram index serves.
    .where(
      sql<boolean>`(${sql.join(
        used.map((f) => sql`d.names like ${`%${likeEscape(f)}%`} escape '\\'`),
        sql` or `,
      )})`,
    )
    .orderBy(tier)
    .orderBy('d.weight', 'desc')
    .orderBy('d.ref_id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function upsertDocuments(db: Kysely<DB>, docs: readonly SearchDocument[]): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insertInto('search_documents')
    .values(
      docs.map((d) => ({
        kind: d.kind,
        ref_id: d.refId,
        author_id: d.authorId,
        starts_at: d.startsAt,
        tokens: d.tokens,
        norm: d.norm,
        names: d.names ?? '',
        weight: d.weight ?? 0,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['kind', 'ref_id']).doUpdateSet({
        author_id: sql`excluded.author_id`,
        starts_at: sql`excluded.starts_at`,
        tokens: sql`excluded.tokens`,
        norm: sql`excluded.norm`,
        names: sql`excluded.names`,
        weight: sql`excluded.weight`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function removeDocuments(db: Kysely<DB>, kind: DocumentKind, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('search_documents')
    .where('kind', '=', kind)
    .where('ref_id', 'in', [...ids])
    .execute();
}

/** Whether the index holds any document of a kind (a database from before the index has none: backfill). */
export async function hasDocuments(db: Kysely<DB>, kind: DocumentKind): Promise<boolean> {
  const row = await db
    .selectFrom('search_documents')
    .select('ref_id')
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these ids of a kind the index holds. */
export async function documentIdsAmong(
  db: Kysely<DB>,
  kind: DocumentKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('search_documents')
    .select('ref_id')
    .where('kind', '=', kind)
    .where('ref_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => Number(r.ref_id)));
}
