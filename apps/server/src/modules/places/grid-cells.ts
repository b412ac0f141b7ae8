// The grid of migrations/0007_places.sql (docs/decisions/0009-grid-cells-for-nearby.md): a cell number is
// row * columns + column, so the cells of one grid row inside a box are one contiguous range of numbers, which a
// btree index answers with one range scan. Kept in step with the generated columns' SQL.

export interface Grid {
  column: 'cell_fine' | 'cell_coarse';
  /** Cells per degree. */
  perDegree: number;
  columns: number;
}
export const FINE: Grid = { column: 'cell_fine', perDegree: 100, columns: 36_000 };
export const COARSE: Grid = { column: 'cell_coarse', perDegree: 2, columns: 720 };

export interface Box {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** The box around a point that holds every point within `metres` of it (longitude clamped, not wrapped). */
export function boxAround(lat: number, lng: number, metres: number): Box {
  const dLat = metres / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(metres / (METRES_PER_DEGREE * cos), 180);
  return {
    minLat: Math.max(lat - dLat, -90),
    maxLat: Math.min(lat + dLat, 90),
    minLng: Math.max(lng - dLng, -180),
    maxLng: Math.min(lng + dLng, 180),
  };
}

/** Great-circle distance in metres (the same haversine as distanceSql). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
export const EARTH_RADIUS = EARTH_RADIUS_M;

const row = (lat: number, g: Grid) => Math.floor((lat + 90) * g.perDegree);
const col = (lng: number, g: Grid) => Math.min(Math.floor((lng + 180) * g.perDegree), g.columns - 1);

/** At most this many grid rows per query: beyond it the coarse grid is used. */
export const MAX_ROWS = 40;

/** The grid whose rows cover the box in at most MAX_ROWS ranges (the fine one whenever it can). */
export function gridFor(box: Box): Grid {
  return row(box.maxLat, FINE) - row(box.minLat, FINE) + 1 <= MAX_ROWS ? FINE : COARSE;
}

/**
 * One [from, to] range of cell numbers per grid row that the box touches, widened by one cell on every side so
 * that rounding at a cell's edge (the SQL and JavaScript floor the same doubles, but a point may sit on a line)
 * never loses a row.
 */
export function cellRanges(box: Box, g: Grid): [number, number][] {
  const r0 = Math.max(row(box.minLat, g) - 1, 0);
  const r1 = Math.min(row(box.maxLat, g) + 1, 180 * g.perDegree);
  const c0 = Math.max(col(box.minLng, g) - 1, 0);
  const c1 = Math.min(col(box.maxLng, g) + 1, g.columns - 1);
  const ranges: [number, number][] = [];
  for (let r = r0; r <= r1; r++) ranges.push([r * g.columns + c0, r * g.columns + c1]);
  return ranges;
}
