import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** The content filter's words, in list order. */
export async function loadSensitiveWords(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('sensitive_words').select('word').orderBy('id').execute();
  return rows.map((r) => r.word);
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
