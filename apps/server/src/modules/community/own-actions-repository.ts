import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// What a member has done in the community, as other areas read it: the places they marked (places' travel map).

type Db = Kysely<DB> | Transaction<DB>;

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
