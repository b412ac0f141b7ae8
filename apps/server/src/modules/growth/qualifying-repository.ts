import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { countInWindows, type Window, type WindowedCount } from './windowed-count-repository.ts';

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

/**
 * For each window, in order, the actions of `kind` that stand, and the newest one's id (the number after the colon
 * of its ref: 'content:12' → 12), which is what a reward of a published dynamic or comment rests on.
 */
export async function countStanding(
  db: Db,
  userId: number,
  kind: string,
  windows: readonly Window[],
): Promise<WindowedCount[]> {
  const standing = sql`from growth_qualifying_actions a where a.user_id = ${userId} and a.kind = ${kind}
    and a.stands and a.at >= w.from_at and a.at < w.to_at`;
  return countInWindows(
    db,
    windows,
    sql`select count(*) ${standing}`,
    sql`select max(split_part(a.ref, ':', 2)::bigint) ${standing}`,
  );
}

/** Among these refs of `kind` (any users), the ones that stand in growth's list. */
export async function findStanding(db: Db, kind: string, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .selectFrom('growth_qualifying_actions')
    .select('ref')
    .where('kind', '=', kind)
    .where('ref', 'in', [...refs])
    .where('stands', '=', true)
    .execute();
  return new Set(rows.map((r) => r.ref));
}
