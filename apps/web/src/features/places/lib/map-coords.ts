import { gcj02ToWgs84, wgs84ToGcj02 } from '@app/rules';

export type LatLng = { lat: number; lng: number };
export type MapCoordType = 'wgs84' | 'gcj02';

// Our positions are WGS-84 (GPS). Tiles drawn for mainland China use GCJ-02: there a marker placed at its WGS-84
// position would sit a few hundred metres off, so points go to the tiles' system before they are drawn, and the
// viewport comes back to WGS-84 before it is asked of the server. Points outside China stay as they are.

export function toMapCoords(point: LatLng, system: MapCoordType): LatLng {
  if (system === 'wgs84') return point;
  return wgs84ToGcj02(point.lat, point.lng);
}

export function fromMapCoords(point: LatLng, system: MapCoordType): LatLng {
  if (system === 'wgs84') return point;
  // Bounded (china-coords.ts): a viewport corner at the box's edge (the Maldives lie inside it) once froze the tab.
  return gcj02ToWgs84(point.lat, point.lng);
}
