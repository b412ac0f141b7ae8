import { sql, type Kysely } from 'kysely';
import type { CurrencyCode, DB } from '../../platform/db/schema.ts';
import { cellRange } from './hotel-grid.ts';

/** A hotel's own columns, as the app's reads and the console's read them (`hotelColumns`). */
export interface HotelColumns {
  id: number;
  name: string;
  name_en: string;
  address: string;
  stars: number;
  score: number | null;
  price_from: number;
  currency: CurrencyCode;
  picture_url: string;
  lat: number;
  lng: number;
  poi_id: number | null;
  destination_id: number | null;
}

export interface HotelRecord extends HotelColumns {
  distance: number | null;
}

export const hotelColumns = sql`h.id, h.name, h.name_en, h.address, h.stars, h.score::float8 as score, h.price_from, h.currency,
  h.picture_url, h.lat, h.lng, h.poi_id, h.destination_id`;

const normalise = (rows: HotelRecord[]) =>
  rows.map((r) => ({
    ...r,
    id: Number(r.id),
    score: r.score === null ? null : Number(r.score),
    poi_id: r.poi_id === null ? null : Number(r.poi_id),
    destination_id: r.destination_id === null ? null : Number(r.destination_id),
    distance: r.distance === null ? null : Number(r.distance),
  }));

/**
 * Hotels within radiusKm of a coordinate, nearest first: the cell rectangle narrows through the (cell_lat, cell_lng)
 * index, the haversine distance orders, keyset on (distance, id).
 */
export async function findHotelsNear(
  db: Kysely<DB>,
  input: { lat: number; lng: number; radiusKm: number; after: { value: number; id: number } | null; limit: number },
) {
  const cells = cellRange(input.lat, input.lng, input.radiusKm);
  const r = await sql<HotelRecord>`
    select * from (
      select ${hotelColumns},
        2 * 6371000 * asin(sqrt(power(sin(radians(h.lat - ${input.lat}) / 2), 2)
          + cos(radians(${input.lat})) * cos(radians(h.lat)) * power(sin(radians(h.lng - ${input.lng}) / 2), 2)))
          as distance
      from hotels h
      where h.status = 'on' and h.cell_lat between ${cells.latFrom} and ${cells.latTo}
        and h.cell_lng between ${cells.lngFrom} and ${cells.lngTo}
    ) q
    where q.distance <= ${input.radiusKm * 1000}
      ${input.after ? sql`and (q.distance, q.id) > (${input.after.value}::float8, ${input.after.id})` : sql``}
    order by q.distance, q.id
    limit ${input.limit}`.execute(db);
  return normalise(r.rows);
}

/** A region's hotels, cheapest first: keyset on (price_from, id). */
export async function findHotelsOfDestination(
  db: Kysely<DB>,
  input: { destinationId: number; after: { value: number; id: number } | null; limit: number },
) {
  const r = await sql<HotelRecord>`
    select ${hotelColumns}, null::float8 as distance
    from hotels h
    where h.status = 'on' and h.destination_id = ${input.destinationId}
      ${input.after ? sql`and (h.price_from, h.id) > (${input.after.value}, ${input.after.id})` : sql``}
    order by h.price_from, h.id
    limit ${input.limit}`.execute(db);
  return normalise(r.rows);
}

/** A destination's hotel column: the best rated, with how many hotels it has, in one query. */
export async function findHotelColumn(db: Kysely<DB>, destinationId: number, limit: number) {
  const r = await sql<HotelRecord & { total: number }>`
    select ${hotelColumns}, null::float8 as distance, count(*) over ()::int as total
    from hotels h
    where h.status = 'on' and h.destination_id = ${destinationId}
    order by h.stars desc, h.score desc nulls last, h.id
    limit ${limit}`.execute(db);
  return { rows: normalise(r.rows), total: Number(r.rows[0]?.total ?? 0) };
}
