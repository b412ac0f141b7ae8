import type { PoiCard } from '@app/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { boxAround } from './grid-cells.ts';
import { KIND_NAMES, toPoiCard, toWgs84 } from './place-views.ts';
import { findPoi, nearbyKindCounts, nearbyPois, viewportPois } from './poi-repository.ts';

type CoordType = 'wgs84' | 'gcj02';

interface Around {
  poiId?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  coordType: CoordType;
}

/** The centre of a nearby search: a POI's own point (the POI itself left out), or the caller's coordinate. */
async function centreOf(app: AppContext, input: Around) {
  if (input.poiId !== undefined) {
    const poi = await findPoi(app.db, input.poiId);
    if (!poi) throw notFound();
    return { lat: poi.lat, lng: poi.lng, excludeId: input.poiId };
  }
  return { ...toWgs84(input.lat!, input.lng!, input.coordType), excludeId: undefined };
}

const distanceCursor = (cursor: string | null | undefined) => {
  const p = decodeCursor(cursor);
  if (!p) return null;
  const distance = Number(p.value);
  if (!Number.isFinite(distance)) throw new AppError('badRequest', '参数错误：cursor');
  return { distance, id: p.id };
};

/** What is near a POI or a point: POIs within the radius, nearest first, distances in metres, keyset paged. */
export async function nearby(
  app: AppContext,
  input: Around & {
    kind?: string | undefined;
    keyword?: string | undefined;
    radius: number;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const c = await centreOf(app, input);
  const rows = await nearbyPois(app.db, {
    lat: c.lat,
    lng: c.lng,
    box: boxAround(c.lat, c.lng, input.radius),
    radius: input.radius,
    kind: input.kind,
    keyword: input.keyword || undefined,
    excludeId: c.excludeId,
    after: distanceCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  // The cursor keeps the exact double, so the next page starts exactly after this one.
  const page = pageOf(rows, input.pageSize, (last) => ({ value: String(last.distance), id: Number(last.id) }));
  return {
    rows: page.rows.map((r) => withDistance(toPoiCard(r), r.distance)),
    nextCursor: page.nextCursor,
  };
}

/** A card with its distance added in place: spreading the card into a new object cost 1 µs a row, two thirds of a
 * nearby page's mapping. */
function withDistance(card: PoiCard, distance: number): PoiCard & { distance: number } {
  const near = card as PoiCard & { distance: number };
  near.distance = Math.round(distance);
  return near;
}

export const SURROUND_RADIUS = 5000;

export async function surroundTabs(app: AppContext, input: Around) {
  const c = await centreOf(app, input);
  const counts = await nearbyKindCounts(app.db, {
    lat: c.lat,
    lng: c.lng,
    box: boxAround(c.lat, c.lng, SURROUND_RADIUS),
    radius: SURROUND_RADIUS,
    excludeId: c.excludeId,
  });
  const count = new Map(counts.map((k) => [k.kind, Number(k.n)]));
  return {
    radius: SURROUND_RADIUS,
    rows: (Object.keys(KIND_NAMES) as (keyof typeof KIND_NAMES)[]).map((key) => ({
      key,
      name: KIND_NAMES[key],
      count: count.get(key) ?? 0,
    })),
  };
}

/** POIs inside a map viewport (corners in the client's coordinate system), most popular first. */
export async function inViewport(
  app: AppContext,
  input: {
    minLat: number;
    minLng: number;
    maxLat: number;
    maxLng: number;
    coordType: CoordType;
    kind?: string | undefined;
    limit: number;
  },
) {
  const a = toWgs84(Math.min(input.minLat, input.maxLat), Math.min(input.minLng, input.maxLng), input.coordType);
  const b = toWgs84(Math.max(input.minLat, input.maxLat), Math.max(input.minLng, input.maxLng), input.coordType);
  const rows = await viewportPois(app.db, {
    box: { minLat: a.lat, minLng: a.lng, maxLat: b.lat, maxLng: b.lng },
    kind: input.kind,
    limit: input.limit + 1,
  });
  return { rows: rows.slice(0, input.limit).map(toPoiCard), more: rows.length > input.limit };
}
