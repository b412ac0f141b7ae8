import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A review setting's stored value, or undefined when it was never set. */
export async function findReviewSetting(db: Db, key: string): Promise<unknown> {
  return (await db.selectFrom('review_settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

export async function saveReviewSetting(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('review_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Whether the author has ever had a post published (one hidden since was published once, so it counts). */
export async function hasPublishedPost(db: Db, authorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('contents')
    .select('id')
    .where('author_id', '=', authorId)
    .where('status', 'in', ['published', 'hidden'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
