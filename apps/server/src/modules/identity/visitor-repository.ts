import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Remembers a visitor id, new or returning. */
export async function touchVisitor(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .insertInto('anonymous_visitors')
    .values({ id })
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_seen_at: sql`now()` }))
    .execute();
}
