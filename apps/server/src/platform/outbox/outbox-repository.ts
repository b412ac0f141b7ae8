import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

// The outbox's SQL (docs/decisions/0018-outbox-and-search-area.md).
//
// On PostgreSQL a bigserial id is taken when the row is inserted, not when its transaction commits: a transaction that
// took id 7 can commit after one that took id 8. A reader that saw 8 and moved its cursor past it would never see 7.
// So every publishing transaction holds one advisory lock shared until it commits, and the reader takes it exclusive
// for a moment before reading the largest id: at that moment no publisher is between its insert and its commit, and a
// later publisher's ids are all larger. Events up to that mark are safe to hand out.

/** The advisory lock's key: any constant no other part of the server uses. */
const OUTBOX_LOCK = sql.lit(7_401_001);

export interface OutboxRow {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Appends an event in the caller's transaction. The shared lock is taken in the same statement, before the id, and
 * held until that transaction ends.
 */
export async function insertEvent(
  trx: Transaction<DB> | Kysely<DB>,
  topic: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await sql`with guard as (select pg_advisory_xact_lock_shared(${OUTBOX_LOCK}))
    insert into outbox_events (topic, payload) select ${topic}, ${JSON.stringify(payload)}::jsonb from guard`.execute(
    trx,
  );
}

/**
 * The largest id every publisher before this moment has committed or abandoned (see above). While the exclusive
 * request waits, new publishers queue behind it: a long transaction that published would stall every writer, so the
 * wait is cut short (the pass fails and a later one tries again).
 */
export async function safeHighWater(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`set local lock_timeout = '250ms'`.execute(trx);
    await sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`.execute(trx);
    const { rows } = await sql<{ top: number }>`select coalesce(max(id), 0)::int8 as top from outbox_events`.execute(
      trx,
    );
    return Number(rows[0]?.top ?? 0);
  });
}

/** Events after `afterId` up to `upTo`, in id order. */
export async function eventsAfter(db: Kysely<DB>, afterId: number, upTo: number, limit: number): Promise<OutboxRow[]> {
  const rows = await db
    .selectFrom('outbox_events')
    .select(['id', 'topic', 'payload'])
    .where('id', '>', afterId)
    .where('id', '<=', upTo)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), topic: r.topic, payload: r.payload }));
}

/** Where a consumer got to; 0 for one never seen (a new consumer reads the whole history). */
export async function readCursor(db: Kysely<DB>, consumer: string): Promise<number> {
  const row = await db
    .selectFrom('outbox_cursors')
    .select('last_id')
    .where('consumer', '=', consumer)
    .executeTakeFirst();
  return Number(row?.last_id ?? 0);
}

/** Moves a consumer's cursor forward, never back (two instances may deliver the same events). */
export async function advanceCursor(db: Kysely<DB>, consumer: string, lastId: number): Promise<void> {
  await db
    .insertInto('outbox_cursors')
    .values({ consumer, last_id: lastId })
    .onConflict((oc) =>
      oc.column('consumer').doUpdateSet({
        last_id: sql`greatest(outbox_cursors.last_id, excluded.last_id)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Deletes the events every listed consumer has passed that are older than a day: the table stays small, and a day of
 * history is left for looking into a consumer's trouble.
 */
export async function pruneDelivered(db: Kysely<DB>, consumers: readonly string[]): Promise<void> {
  if (consumers.length === 0) return;
  await sql`delete from outbox_events
    where id <= (select coalesce(min(last_id), 0) from outbox_cursors where consumer in (${sql.join([...consumers])}))
      and (select count(*) from outbox_cursors where consumer in (${sql.join([...consumers])})) = ${consumers.length}
      and created_at < now() - interval '1 day'`.execute(db);
}
