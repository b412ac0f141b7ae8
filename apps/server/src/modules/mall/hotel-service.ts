import type { HotelRow } from '@app/contract';
import { formatPrice } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import { pageOf, pairCursor } from './mall-cursor.ts';
import { findHotelColumn, findHotelsNear, findHotelsOfDestination, type HotelRecord } from './hotel-repository.ts';

function toHotelRow(h: HotelRecord): HotelRow {
  return {
    id: String(h.id),
    name: h.name,
    nameEn: h.name_en,
    address: h.address,
    stars: h.stars,
    score: h.score,
    currency: h.currency,
    priceFrom: h.price_from,
    priceText: formatPrice(h.price_from, h.currency),
    pictureUrl: h.picture_url,
    lat: h.lat,
    lng: h.lng,
    poiId: h.poi_id === null ? null : String(h.poi_id),
    destinationId: h.destination_id === null ? null : String(h.destination_id),
    distanceM: h.distance === null ? null : Math.round(h.distance),
  };
}

/** Near a coordinate when one is given (nearest first), else a region's hotels (cheapest first). */
export async function hotelsOfRegion(
  app: AppContext,
  input: {
    destinationId?: number | undefined;
    lat?: number | undefined;
    lng?: number | undefined;
    radiusKm: number;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const after = pairCursor(input.cursor);
  if (input.lat !== undefined && input.lng !== undefined) {
    const rows = await findHotelsNear(app.db, {
      lat: input.lat,
      lng: input.lng,
      radiusKm: input.radiusKm,
      after,
      limit: input.pageSize + 1,
    });
    // The distance travels unrounded in the cursor so the next page starts exactly after the last row.
    const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => `${last.distance}:${last.id}`);
    return { rows: page.map(toHotelRow), nextCursor };
  }
  const rows = await findHotelsOfDestination(app.db, {
    destinationId: input.destinationId!,
    after,
    limit: input.pageSize + 1,
  });
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => `${last.price_from}:${last.id}`);
  return { rows: page.map(toHotelRow), nextCursor };
}

export async function hotelColumn(app: AppContext, input: { destinationId: number; pageSize: number }) {
  const { rows, total } = await findHotelColumn(app.db, input.destinationId, input.pageSize);
  return { total, rows: rows.map(toHotelRow) };
}
