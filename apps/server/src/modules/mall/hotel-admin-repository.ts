import { sql, type Kysely } from 'kysely';
import type { CurrencyCode, DB } from '../../platform/db/schema.ts';
import { likePatterns } from './catalog-admin-repository.ts';
import { cellOf } from './hotel-grid.ts';
import { hotelColumns, type HotelColumns } from './hotel-repository.ts';

// The console's reads and writes of hotels (docs/product/console-catalog.md): shown and hidden ones alike.

export interface AdminHotelRecord extends HotelColumns {
  status: 'on' | 'off';
  created_at: Date;
}

export interface HotelFields {
  name: string;
  nameEn: string;
  address: string;
  stars: number;
  score: number | null;
  currency: CurrencyCode;
  priceFrom: number;
  pictureUrl: string;
  lat: number;
  lng: number;
  poiId: number | null;
  destinationId: number | null;
}

const columns = sql`${hotelColumns}, h.status, h.created_at`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const normalise = (r: AdminHotelRecord): AdminHotelRecord => ({
  ...r,
  id: Number(r.id),
  score: num(r.score),
  poi_id: num(r.poi_id),
  destination_id: num(r.destination_id),
});

/** Hotels newest first (keyset on the id): a part of the name (Chinese or English) or the id. */
export async function listAdminHotels(
  db: Kysely<DB>,
  input: { q: string; status?: 'on' | 'off' | undefined; before: number | null; limit: number },
) {
  const [pattern] = likePatterns([input.q.toLowerCase()]);
  const match =
    input.q === ''
      ? sql`true`
      : sql`(lower(h.name) like ${pattern} or lower(h.name_en) like ${pattern}
          ${/^\d{1,15}$/.test(input.q) ? sql`or h.id = ${Number(input.q)}` : sql``})`;
  const r = await sql<AdminHotelRecord>`
    select ${columns} from hotels h
    where ${match}
      ${input.status ? sql`and h.status = ${input.status}` : sql``}
      ${input.before === null ? sql`` : sql`and h.id < ${input.before}`}
    order by h.id desc
    limit ${input.limit}`.execute(db);
  return r.rows.map(normalise);
}

export async function findAdminHotel(db: Kysely<DB>, id: number, lock = false) {
  const r = await sql<AdminHotelRecord>`
    select ${columns} from hotels h where h.id = ${id} ${lock ? sql`for update` : sql``}`.execute(db);
  const row = r.rows[0];
  return row ? normalise(row) : undefined;
}

const values = (h: HotelFields) => ({
  name: h.name,
  name_en: h.nameEn,
  address: h.address,
  stars: h.stars,
  score: h.score,
  currency: h.currency,
  price_from: h.priceFrom,
  picture_url: h.pictureUrl,
  lat: h.lat,
  lng: h.lng,
  // The grid cell the nearby search narrows by (hotel-grid.ts) moves with the coordinate.
  cell_lat: cellOf(h.lat),
  cell_lng: cellOf(h.lng),
  poi_id: h.poiId,
  destination_id: h.destinationId,
});

export async function insertHotel(db: Kysely<DB>, h: HotelFields): Promise<number> {
  const row = await db.insertInto('hotels').values(values(h)).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateHotel(db: Kysely<DB>, id: number, h: HotelFields) {
  await db.updateTable('hotels').set(values(h)).where('id', '=', id).execute();
}

export async function setHotelStatus(db: Kysely<DB>, id: number, status: 'on' | 'off') {
  await db.updateTable('hotels').set({ status }).where('id', '=', id).execute();
}
