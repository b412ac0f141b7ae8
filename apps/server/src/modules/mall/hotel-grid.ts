// Hotels are indexed by 0.1-degree cells (about 11.1 km of latitude): a coordinate's neighbourhood is a small
// rectangle of cells a btree can range over on both engines, before the exact distance is computed.

export const CELL_DEGREES = 0.1;
const KM_PER_DEGREE = 111.32;

export const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);

/** The cells within radiusKm of a coordinate, as inclusive ranges (longitude cells widen towards the poles). */
export function cellRange(lat: number, lng: number, radiusKm: number) {
  const latCells = Math.ceil(radiusKm / (KM_PER_DEGREE * CELL_DEGREES));
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const lngCells = Math.min(Math.ceil(radiusKm / (KM_PER_DEGREE * CELL_DEGREES * cos)), Math.ceil(180 / CELL_DEGREES));
  return {
    latFrom: cellOf(lat) - latCells,
    latTo: cellOf(lat) + latCells,
    lngFrom: cellOf(lng) - lngCells,
    lngTo: cellOf(lng) + lngCells,
  };
}
