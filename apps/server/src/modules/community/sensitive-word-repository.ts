import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { ScreenEntry } from './content-screener.ts';
import { isCategory, type FilterCategory, type FilterVerdict } from './sensitive-lexicon.ts';

export interface SensitiveWordRow {
  id: number;
  word: string;
  category: string;
  verdict: FilterVerdict;
  created_at: Date;
  updated_at: Date;
}

/** The content filter's words, in list order. */
export async function loadSensitiveWords(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('sensitive_words').select('word').orderBy('id').execute();
  return rows.map((r) => r.word);
}

/** The operators' words as the filter applies them, in list order. */
export async function loadOperatorWords(db: Kysely<DB>): Promise<ScreenEntry[]> {
  const rows = await db.selectFrom('sensitive_words').select(['word', 'category', 'verdict']).orderBy('id').execute();
  return rows.map((r) => ({
    word: r.word,
    category: isCategory(r.category) ? r.category : 'custom',
    verdict: r.verdict,
  }));
}

/**
 * A fingerprint of the word list that changes whenever operators add, remove or edit a word (the row count, the
 * last id, the newest row version): one small aggregate instead of reading every word again.
 */
export async function sensitiveWordsVersion(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('sensitive_words')
    .select([
      sql<number>`count(*)::int`.as('n'),
      sql<string>`coalesce(max(id), 0)::text`.as('last'),
      sql<string>`coalesce(max(xmin::text::bigint), 0)::text`.as('changed'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.n}:${row.last}:${row.changed}`;
}

const COLUMNS = ['id', 'word', 'category', 'verdict', 'created_at', 'updated_at'] as const;

/** A page of the operators' words, newest first, optionally only one category or those containing `q`. */
export async function listWordRows(
  db: Kysely<DB>,
  q: { category?: FilterCategory | undefined; query?: string | undefined; afterId?: number | undefined; limit: number },
): Promise<SensitiveWordRow[]> {
  let query = db.selectFrom('sensitive_words').select(COLUMNS);
  if (q.category) query = query.where('category', '=', q.category);
  if (q.query) query = query.where('word', 'like', `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (q.afterId !== undefined) query = query.where('id', '<', q.afterId);
  return (await query.orderBy('id', 'desc').limit(q.limit).execute()) as SensitiveWordRow[];
}

export async function allWordRows(db: Kysely<DB>): Promise<SensitiveWordRow[]> {
  return (await db.selectFrom('sensitive_words').select(COLUMNS).orderBy('id').execute()) as SensitiveWordRow[];
}

/** Adds words; a word already listed takes the new category and verdict. Answers how many rows were written. */
export async function upsertWordRows(
  db: Kysely<DB>,
  rows: ReadonlyArray<{ word: string; category: FilterCategory; verdict: FilterVerdict }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insertInto('sensitive_words')
    .values(rows.map((r) => ({ word: r.word, category: r.category, verdict: r.verdict })))
    .onConflict((oc) =>
      oc.column('word').doUpdateSet((eb) => ({
        category: eb.ref('excluded.category'),
        verdict: eb.ref('excluded.verdict'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .returning('id')
    .execute();
  return written.length;
}

export async function updateWordRow(
  db: Kysely<DB>,
  id: number,
  change: { word?: string | undefined; category?: FilterCategory | undefined; verdict?: FilterVerdict | undefined },
): Promise<SensitiveWordRow | undefined> {
  return (await db
    .updateTable('sensitive_words')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst()) as SensitiveWordRow | undefined;
}

export async function deleteWordRows(db: Kysely<DB>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db.deleteFrom('sensitive_words').where('id', 'in', ids).returning('id').execute();
  return gone.length;
}

export async function findWordRow(db: Kysely<DB>, word: string): Promise<SensitiveWordRow | undefined> {
  return (await db.selectFrom('sensitive_words').select(COLUMNS).where('word', '=', word).executeTakeFirst()) as
    SensitiveWordRow | undefined;
}

export async function findWordRowById(db: Kysely<DB>, id: number): Promise<SensitiveWordRow | undefined> {
  return (await db.selectFrom('sensitive_words').select(COLUMNS).where('id', '=', id).executeTakeFirst()) as
    SensitiveWordRow | undefined;
}
