import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// The viewer's footprint for /travelMap: the POIs and destinations of their published content and the POIs they
// want to go to (likes on a POI). Reads the community's rows, one query, newest first; both parts use the
// per-user indexes (contents_author_new, likes_user_recent).

/** A travel map shows at most this many places; the counts cover the same rows. */
export const FOOTPRINT_LIMIT = 500;

export interface FootprintRaw {
  poi_id: string | number | null;
  destination_id: string | number | null;
  name: string;
  lat: number;
  lng: number;
  city: string;
  country_id: string | number | null;
  city_kind: string | null;
  from_content: boolean;
  wanted: boolean;
}

export async function footprintOf(db: Kysely<DB>, userId: number): Promise<FootprintRaw[]> {
  const result = await sql<FootprintRaw>`
    with mine as (
      select c.poi_id, c.destination_id, true as content, false as want, c.created_at
      from contents c
      where c.author_id = ${userId} and c.status = 'published'
        and (c.poi_id is not null or c.destination_id is not null)
      union all
      select l.target_id, null, false, true, l.created_at
      from likes l
      where l.user_id = ${userId} and l.target_type = 'poi'
    ), placed as (
      select p.id as poi_id, coalesce(p.destination_id, m.destination_id) as destination_id,
        coalesce(p.name, d.name) as name, coalesce(p.lat, d.lat) as lat, coalesce(p.lng, d.lng) as lng,
        m.content, m.want, m.created_at
      from mine m
      left join pois p on p.id = m.poi_id and p.status = 'online'
      left join destinations d on d.id = m.destination_id and m.poi_id is null
      where p.id is not null or (m.poi_id is null and d.lat is not null)
    )
    select x.poi_id, x.destination_id, x.name, x.lat, x.lng,
      coalesce(d.name, '') as city, d.country_id, d.kind as city_kind,
      bool_or(x.content) as from_content, bool_or(x.want) as wanted
    from placed x
    left join destinations d on d.id = x.destination_id
    group by x.poi_id, x.destination_id, x.name, x.lat, x.lng, d.name, d.country_id, d.kind
    order by max(x.created_at) desc
    limit ${FOOTPRINT_LIMIT}`.execute(db);
  return result.rows;
}
