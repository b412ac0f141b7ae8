import type { MapSettings } from '../api/map';
import { toMapCoords, type LatLng } from './map-coords';

// What 离线保存 keeps of the map around a place (docs/product/offline.md#maps): the offline base map's files, or,
// with a tile source, the tiles around it at street zooms.

/** Zooms kept around a saved place: the neighbourhood to the street (3 × 3 tiles each, 36 tiles). */
export const SAVED_ZOOMS = [13, 14, 15, 16] as const;

/** The Web Mercator tile holding a point at a zoom. */
export function tileOf(point: LatLng, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const lat = (Math.max(-85.0511, Math.min(85.0511, point.lat)) * Math.PI) / 180;
  const x = Math.floor(((point.lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** A tile's address from a Leaflet-style template ({s}, {z}, {x}, {y}, {r}). */
export const tileUrl = (template: string, z: number, x: number, y: number) =>
  template
    .replaceAll('{s}', 'a')
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', '');

/** Files to keep for the map around `point` (WGS-84). */
export function mapFilesAround(settings: MapSettings, point: LatLng): string[] {
  if (settings.provider === 'offline' || !settings.tileUrl) return [settings.offlineUrl, CITY_NAMES_URL];
  const at = toMapCoords(point, settings.coordType);
  const urls: string[] = [];
  for (const z of SAVED_ZOOMS) {
    const { x, y } = tileOf(at, z);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) urls.push(tileUrl(settings.tileUrl, z, x + dx, y + dy));
  }
  return urls;
}

/** The offline base map's city names (served by our server beside the outlines). */
export const CITY_NAMES_URL = '/map/cities.json';
