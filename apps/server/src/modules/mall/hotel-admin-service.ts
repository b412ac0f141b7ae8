import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import {
  findAdminHotel,
  insertHotel,
  listAdminHotels,
  setHotelStatus as writeHotelStatus,
  updateHotel as writeHotel,
  type AdminHotelRecord,
  type HotelFields,
} from './hotel-admin-repository.ts';
import { idCursor, pageOf } from './mall-cursor.ts';

// Hotels as the console edits them (docs/product/console-catalog.md): each write takes the caller's transaction and
// answers the values before and after, for the audit trail.

const toHotel = (h: AdminHotelRecord) => ({
  id: String(h.id),
  name: h.name,
  nameEn: h.name_en,
  address: h.address,
  stars: h.stars,
  score: h.score,
  currency: h.currency,
  priceFrom: h.price_from,
  pictureUrl: h.picture_url,
  lat: h.lat,
  lng: h.lng,
  poiId: h.poi_id === null ? null : String(h.poi_id),
  destinationId: h.destination_id === null ? null : String(h.destination_id),
  status: h.status,
  createdAt: new Date(h.created_at).toISOString(),
});

export async function adminHotelList(
  db: Kysely<DB>,
  input: {
    q?: string | undefined;
    status?: 'on' | 'off' | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const rows = await listAdminHotels(db, {
    q: input.q ?? '',
    status: input.status,
    before: idCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => String(last.id));
  return { rows: page.map(toHotel), nextCursor };
}

export async function adminHotel(db: Kysely<DB>, id: number, lock = false) {
  const h = await findAdminHotel(db, id, lock);
  if (!h) throw notFound();
  return toHotel(h);
}

export async function createHotel(db: Kysely<DB>, input: HotelFields) {
  const id = await insertHotel(db, input);
  return { after: await adminHotel(db, id) };
}

export async function updateHotel(db: Kysely<DB>, id: number, input: HotelFields) {
  const before = await adminHotel(db, id, true);
  await writeHotel(db, id, input);
  return { before, after: await adminHotel(db, id) };
}

export async function setHotelStatus(db: Kysely<DB>, id: number, status: 'on' | 'off') {
  const before = await adminHotel(db, id, true);
  await writeHotelStatus(db, id, status);
  return { before, after: await adminHotel(db, id) };
}
