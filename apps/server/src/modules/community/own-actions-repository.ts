import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// What a member has done in the community inside time windows, as growth's tasks count it (docs/product/growth.md):
// published dynamics, published comments, likes, follows. Asked for many windows at once, answered in one query.

type Db = Kysely<DB> | Transaction<DB>;

export type OwnAction = 'publish_dynamic' | 'comment' | 'like' | 'follow';

export interface OwnActionWindow {
  action: OwnAction;
  /** From (inclusive) and to (exclusive); null: unbounded. */
  from: Date | null;
  to: Date | null;
}

export interface OwnActionCount {
  count: number;
  /** The newest published dynamic or comment counted (what a reward rests on); null for likes and follows. */
  newestId: number | null;
}

/** For each window, in order: how many of the action the user has in it that still stand, and the newest one's id. */
export async function countOwnActions(
  db: Db,
  userId: number,
  windows: readonly OwnActionWindow[],
): Promise<OwnActionCount[]> {
  if (windows.length === 0) return [];
  const asked = JSON.stringify(
    windows.map((w, i) => ({
      i,
      action: w.action,
      from_at: w.from ? w.from.toISOString() : '-infinity',
      to_at: w.to ? w.to.toISOString() : 'infinity',
    })),
  );
  const u = userId;
  const result = await sql<{ i: number; n: number | string; newest: number | string | null }>`
    select w.i,
      (case w.action
        when 'publish_dynamic' then (select count(*) from contents c where c.author_id = ${u} and c.type = 'dynamic'
          and c.status = 'published' and c.created_at >= w.from_at and c.created_at < w.to_at)
        when 'comment' then (select count(*) from comments c where c.author_id = ${u} and c.status = 'published'
          and c.created_at >= w.from_at and c.created_at < w.to_at)
        when 'like' then (select count(*) from likes l where l.user_id = ${u}
          and l.created_at >= w.from_at and l.created_at < w.to_at)
        when 'follow' then (select count(*) from follows f where f.follower_id = ${u}
          and f.created_at >= w.from_at and f.created_at < w.to_at)
        else 0 end)::int as n,
      (case w.action
        when 'publish_dynamic' then (select max(c.id) from contents c where c.author_id = ${u} and c.type = 'dynamic'
          and c.status = 'published' and c.created_at >= w.from_at and c.created_at < w.to_at)
        when 'comment' then (select max(c.id) from comments c where c.author_id = ${u} and c.status = 'published'
          and c.created_at >= w.from_at and c.created_at < w.to_at)
        else null end) as newest
    from jsonb_to_recordset(${asked}::jsonb) as w(i int, action text, from_at timestamptz, to_at timestamptz)
    order by w.i`.execute(db);
  return result.rows.map((r) => ({ count: Number(r.n), newestId: r.newest === null ? null : Number(r.newest) }));
}

/** The ids among these contents and comments that are no longer published (removed, hidden, held or gone). */
export async function findUnpublished(
  db: Db,
  ids: { contents: readonly number[]; comments: readonly number[] },
): Promise<{ contents: Set<number>; comments: Set<number> }> {
  const published = async (table: 'contents' | 'comments', wanted: readonly number[]) => {
    if (wanted.length === 0) return new Set<number>();
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...wanted])
      .where('status', '=', 'published')
      .execute();
    return new Set(rows.map((r) => Number(r.id)));
  };
  const [contents, comments] = [await published('contents', ids.contents), await published('comments', ids.comments)];
  return {
    contents: new Set(ids.contents.filter((id) => !contents.has(id))),
    comments: new Set(ids.comments.filter((id) => !comments.has(id))),
  };
}

export interface PlaceMark {
  /** The POI marked (a published content item's POI, or a want-to-go like); null for a destination alone. */
  poiId: number | null;
  /** The destination of a published content item tagged with a destination and no POI; null otherwise. */
  destinationId: number | null;
  fromContent: boolean;
  wanted: boolean;
  /** When the newest of these marks was made. */
  lastAt: Date;
}

/**
 * The places a user has marked (places' travel map): the POIs or destinations of their published content and the
 * POIs they want to go to (likes on a POI), one row per place, newest first. One query on the per-user indexes
 * (contents_author_new, likes_user_recent); bounded by what one person writes.
 */
export async function findPlaceMarks(db: Db, userId: number): Promise<PlaceMark[]> {
  const result = await sql<{
    poi_id: number | string | null;
    destination_id: number | string | null;
    content: boolean;
    want: boolean;
    last_at: Date;
  }>`
    select m.poi_id, m.destination_id, bool_or(m.content) as content, bool_or(m.want) as want,
      max(m.created_at) as last_at
    from (
      select c.poi_id, case when c.poi_id is null then c.destination_id end as destination_id, true as content,
        false as want, c.created_at
      from contents c
      where c.author_id = ${userId} and c.status = 'published'
        and (c.poi_id is not null or c.destination_id is not null)
      union all
      select l.target_id, null, false, true, l.created_at
      from likes l
      where l.user_id = ${userId} and l.target_type = 'poi'
    ) m
    group by m.poi_id, m.destination_id
    order by last_at desc`.execute(db);
  return result.rows.map((r) => ({
    poiId: r.poi_id === null ? null : Number(r.poi_id),
    destinationId: r.destination_id === null ? null : Number(r.destination_id),
    fromContent: r.content,
    wanted: r.want,
    lastAt: new Date(r.last_at),
  }));
}
