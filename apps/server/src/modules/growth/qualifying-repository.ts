import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Growth's own list of qualifying actions (docs/decisions/0019-growth-follows-events.md), kept from the owners' events.

type Db = Kysely<DB> | Transaction<DB>;

export interface ActionChange {
  userId: number;
  kind: string;
  ref: string;
  at: Date;
  stands: boolean;
  /** The outbox id of the event: a row already set by this event or a later one is left alone. */
  eventId: number;
}

/** Records an action done or undone; answers whether the row changed (false for an event seen before). */
export async function applyAction(db: Db, c: ActionChange): Promise<boolean> {
  const row = await db
    .insertInto('growth_qualifying_actions')
    .values({ user_id: c.userId, kind: c.kind, ref: c.ref, at: c.at, stands: c.stands, last_event: c.eventId })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'ref'])
        .doUpdateSet({ at: c.at, stands: c.stands, last_event: c.eventId })
        .where('growth_qualifying_actions.last_event', '<', c.eventId),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** For each window (from inclusive, to exclusive; null: unbounded), in order, the actions of `kind` that stand. */
export async function countStanding(
  db: Db,
  userId: number,
  kind: string,
  windows: readonly { from: Date | null; to: Date | null }[],
): Promise<number[]> {
  if (windows.length === 0) return [];
  const asked = JSON.stringify(
    windows.map((w, i) => ({
      i,
      from_at: w.from ? w.from.toISOString() : '-infinity',
      to_at: w.to ? w.to.toISOString() : 'infinity',
    })),
  );
  const result = await sql<{ i: number; n: number | string }>`
    select w.i, (select count(*) from growth_qualifying_actions a where a.user_id = ${userId} and a.kind = ${kind}
        and a.stands and a.at >= w.from_at and a.at < w.to_at)::int as n
    from jsonb_to_recordset(${asked}::jsonb) as w(i int, from_at timestamptz, to_at timestamptz)
    order by w.i`.execute(db);
  return result.rows.map((r) => Number(r.n));
}
