import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// The viewer's footprint for /travelMap: the places community says they marked (findPlaceMarks: the POIs and
// destinations of their published content, the POIs they want to go to), placed on online POIs and destinations
// with their cities, newest first.

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

export interface Mark {
  poiId: number | null;
  destinationId: number | null;
  fromContent: boolean;
  wanted: boolean;
  lastAt: Date;
}

export async function footprintOf(db: Kysely<DB>, marks: readonly Mark[]): Promise<FootprintRaw[]> {
  if (marks.length === 0) return [];
  const given = JSON.stringify(
    marks.map((m) => ({
      poi_id: m.poiId,
      destination_id: m.destinationId,
      content: m.fromContent,
      want: m.wanted,
      created_at: m.lastAt.toISOString(),
    })),
  );
  const result = await sql<FootprintRaw>`
    with mine as (
      select * from jsonb_to_recordset(${given}::jsonb)
        as m(poi_id bigint, destination_id bigint, content boolean, want boolean, created_at timestamptz)
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
