import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ImageRef } from '../../platform/db/schema.ts';
import type { ReportTargetType } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The reports a user made since a time (the daily limit counts them under the reporter's locked row). */
export async function countReportsSince(trx: Transaction<DB>, reporterId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('reports')
    .select(sql<string>`count(*)`.as('n'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a report; undefined when this user already reported this target (the unique key, parallel ones too). */
export async function insertReport(
  trx: Transaction<DB>,
  r: {
    reporterId: number;
    targetType: ReportTargetType;
    targetId: number;
    reason: string;
    body: string;
    images: ImageRef[];
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('reports')
    .values({
      reporter_id: r.reporterId,
      target_type: r.targetType,
      target_id: r.targetId,
      reason: r.reason,
      body: r.body,
      images: JSON.stringify(r.images),
    })
    .onConflict((oc) => oc.columns(['reporter_id', 'target_type', 'target_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Up to `enough` distinct users with an open report on a target (whether a target is hidden pending review asks no
 * more than that; identity says whether one of them is a trusted reporter).
 */
export async function openReporterIds(
  db: Db,
  targetTypes: ReportTargetType[],
  targetId: number,
  enough: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('reports')
    .select('reporter_id')
    .distinct()
    .where('target_type', 'in', targetTypes)
    .where('target_id', '=', targetId)
    .where('state', '=', 'open')
    .limit(enough)
    .execute();
  return rows.map((r) => Number(r.reporter_id));
}

/** One user's reports, newest first, keyset (a reported user's code is identity's, asked for the page). */
export async function findMyReports(db: Db, reporterId: number, after: Position | null, limit: number) {
  let query = db
    .selectFrom('reports as r')
    .select([
      'r.id',
      'r.target_type',
      'r.target_id',
      'r.reason',
      'r.body',
      'r.images',
      'r.state',
      'r.outcome',
      'r.created_at',
      'r.closed_at',
      sql<string>`r.created_at::text`.as('cursor_at'),
    ])
    .where('r.reporter_id', '=', reporterId);
  // One row comparison: an index range on (created_at, id).
  if (after)
    query = query.where(sql<boolean>`(r.created_at, r.id) < (cast(${after.value} as timestamptz), ${after.id})`);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** Closes a target's open reports with their outcome; answers who reported it, for the notices. */
export async function closeReports(
  trx: Transaction<DB>,
  targetTypes: ReportTargetType[],
  targetId: number,
  outcome: string,
): Promise<number[]> {
  const rows = await trx
    .updateTable('reports')
    .set({ state: 'closed', outcome, closed_at: new Date() })
    .where('target_type', 'in', targetTypes)
    .where('target_id', '=', targetId)
    .where('state', '=', 'open')
    .returning('reporter_id')
    .execute();
  return [...new Set(rows.map((r) => r.reporter_id))];
}

export interface QueueRaw {
  target_type: ReportTargetType;
  target_id: number;
  last_id: number;
  reporter_count: number;
  open_count: number;
  reason: string;
  created_at: Date;
  /** The reporters' own words, newest first, at most three (those who wrote any). */
  bodies: string[];
  /** The reporters' pictures, newest report first: each report's list as it was kept. */
  image_lists: ImageRef[][];
}

/**
 * The report queue, one row per target (a report on a comment that is a review is kept as a review): most distinct
 * reporters first, then the latest report. 'open' targets have an open report; 'closed' ones none left.
 */
export async function findQueuePage(
  db: Db,
  input: { state?: 'open' | 'closed' | undefined; after: Position | null; limit: number },
): Promise<QueueRaw[]> {
  const having =
    input.state === 'open'
      ? sql`having count(*) filter (where state = 'open') > 0`
      : input.state === 'closed'
        ? sql`having count(*) filter (where state = 'open') = 0`
        : sql``;
  const after = input.after
    ? sql`where (g.reporter_count, g.last_id) < (${Number(input.after.value)}, ${input.after.id})`
    : sql``;
  const result = await sql<QueueRaw>`
    select * from (
      select target_type, target_id,
        max(id)::bigint as last_id,
        count(distinct reporter_id)::int as reporter_count,
        count(*) filter (where state = 'open')::int as open_count,
        mode() within group (order by reason) as reason,
        min(created_at) as created_at,
        coalesce((array_agg(body order by id desc) filter (where body <> ''))[1:3], '{}') as bodies,
        coalesce(jsonb_agg(images order by id desc) filter (where images <> '[]'::jsonb), '[]'::jsonb) as image_lists
      from reports
      group by target_type, target_id
      ${having}
    ) g ${after}
    order by g.reporter_count desc, g.last_id desc
    limit ${input.limit}`.execute(db);
  return result.rows.map((r) => ({ ...r, target_id: Number(r.target_id), last_id: Number(r.last_id) }));
}
