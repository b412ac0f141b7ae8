import type { LatLng } from './map-coords';

/** A row of /map/cities.json: name, latitude, longitude (WGS-84), population; the biggest first. */
export type CityRow = [name: string, lat: number, lng: number, population: number];
export type CityLabel = LatLng & { name: string };

/** How many names a view shows: few at a world view, more as it closes in, never a crowd. */
export function labelBudget(zoom: number): number {
  if (zoom <= 3) return 25;
  if (zoom <= 5) return 40;
  return 60;
}

/**
 * The city names to draw in a view: the biggest first (the rows come sorted), those in the view (a little beyond,
 * so a name at the edge does not pop), at most the zoom's budget.
 */
export function citiesInView(
  rows: readonly CityRow[],
  view: { minLat: number; minLng: number; maxLat: number; maxLng: number },
  zoom: number,
): CityLabel[] {
  const padLat = (view.maxLat - view.minLat) * 0.1;
  const padLng = (view.maxLng - view.minLng) * 0.1;
  const out: CityLabel[] = [];
  const budget = labelBudget(zoom);
  for (const [name, lat, lng] of rows) {
    if (lat < view.minLat - padLat || lat > view.maxLat + padLat) continue;
    if (lng < view.minLng - padLng || lng > view.maxLng + padLng) continue;
    out.push({ name, lat, lng });
    if (out.length >= budget) break;
  }
  return out;
}
