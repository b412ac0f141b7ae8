import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// The envelope_replays table's SQL (the database replay store of envelope-guard.ts).

/** Forgets what was seen more than `windowMs` ago. */
export async function sweepReplays(db: Kysely<DB>, windowMs: number) {
  await db
    .deleteFrom('envelope_replays')
    .where('seen_at', '<', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .execute();
}

/** true when the triple is new (and now remembered), false when it was seen already. */
export async function insertReplay(db: Kysely<DB>, appId: string, ts: string, bodyHash: string): Promise<boolean> {
  const inserted = await db
    .insertInto('envelope_replays')
    .values({ app_id: appId, ts, body_hash: bodyHash })
    .onConflict((oc) => oc.doNothing())
    .returning('app_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
