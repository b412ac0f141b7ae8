import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { countByChinaDay } from '../../platform/db/day-counts.ts';

// A member's record as moderators see it: reports they made and received, and the moderation of what they wrote
// (docs/product/console-content.md). What they wrote is asked of its owners first (record-service.ts).

/** The ids of everything a member wrote, by target type: their posts, comments (and evaluations), activities. */
export interface Authored {
  contents: readonly number[];
  comments: readonly number[];
  activities: readonly number[];
}

/** `column in (the ids)`, the ids handed over as one JSON value however many they are. */
const inIds = (column: string, ids: readonly number[]) =>
  ids.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`${sql.ref(column)} in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * Reports on what a member wrote or on the member: their posts, comments and evaluations, activities and account.
 * Each branch reads one target type through its index.
 */
const receivedWhere = (userId: number, a: Authored) => sql<boolean>`(
  (r.target_type = 'user' and r.target_id = ${userId})
  or (r.target_type = 'content' and ${inIds('r.target_id', a.contents)})
  or (r.target_type in ('comment', 'review') and ${inIds('r.target_id', a.comments)})
  or (r.target_type = 'activity' and ${inIds('r.target_id', a.activities)}))`;

export async function findReportsOfRows(
  db: Kysely<DB>,
  userId: number,
  direction: 'made' | 'received',
  authored: Authored,
  beforeId: number | null,
  limit: number,
) {
  let q = db
    .selectFrom('reports as r')
    .select(['r.id', 'r.target_type', 'r.target_id', 'r.reason', 'r.state', 'r.created_at']);
  q = direction === 'made' ? q.where('r.reporter_id', '=', userId) : q.where(receivedWhere(userId, authored));
  if (beforeId !== null) q = q.where('r.id', '<', beforeId);
  return q.orderBy('r.id', 'desc').limit(limit).execute();
}

export async function countReportsOfRows(db: Kysely<DB>, userId: number, authored: Authored) {
  const row = await db
    .selectFrom('reports as r')
    .select([
      sql<number>`count(*) filter (where r.reporter_id = ${userId})::int`.as('made'),
      sql<number>`count(*) filter (where ${receivedWhere(userId, authored)})::int`.as('received'),
    ])
    .executeTakeFirstOrThrow();
  return { made: Number(row.made), received: Number(row.received) };
}

/** The latest moderation of the member's account and of what they wrote. */
export async function findModerationRows(db: Kysely<DB>, userId: number, authored: Authored, limit: number) {
  return db
    .selectFrom('moderation_states as m')
    .select(['m.state', 'm.target_type', 'm.target_id', 'm.reason', 'm.updated_at'])
    .where(
      sql<boolean>`(
      (m.target_type = 'user' and m.target_id = ${userId})
      or (m.target_type = 'content' and ${inIds('m.target_id', authored.contents)})
      or (m.target_type = 'comment' and ${inIds('m.target_id', authored.comments)})
      or (m.target_type = 'activity' and ${inIds('m.target_id', authored.activities)}))`,
    )
    .orderBy('m.updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** Reports opened and closed by day in China since a moment (the console's dashboard). */
export async function reportsByDay(db: Kysely<DB>, since: Date) {
  return {
    opened: await countByChinaDay(db, 'reports', 'created_at', since),
    closed: await countByChinaDay(db, 'reports', 'closed_at', since),
  };
}
