import gcoord from 'gcoord';

export type LatLng = { lat: number; lng: number };
export type MapCoordType = 'wgs84' | 'gcj02';

// Our positions are WGS-84 (GPS). Tiles drawn for mainland China use GCJ-02: there a marker placed at its WGS-84
// position would sit a few hundred metres off, so points go to the tiles' system before they are drawn, and the
// viewport comes back to WGS-84 before it is asked of the server. gcoord leaves points outside China unchanged.

export function toMapCoords(point: LatLng, system: MapCoordType): LatLng {
  if (system === 'wgs84') return point;
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02);
  return { lat, lng };
}

export function fromMapCoords(point: LatLng, system: MapCoordType): LatLng {
  if (system === 'wgs84') return point;
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.GCJ02, gcoord.WGS84);
  return { lat, lng };
}
