import type { DestinationRef, PoiCard } from '@app/contract';
import { gcj02ToWgs84, wgs84ToGcj02 } from '@app/rules';
import type { ImageRef } from '../../platform/db/schema.ts';
import type { DestinationRaw } from './destination-repository.ts';

// How rows become what the contract promises. Pure: no database, no context.

export function toDestination(d: DestinationRaw): DestinationRef {
  return {
    id: Number(d.id),
    name: d.name,
    nameEn: d.name_en,
    pinyin: d.pinyin,
    initials: d.initials,
    firstLetter: d.first_letter,
    level: d.level,
    kind: d.kind,
    parentId: d.parent_id === null ? null : Number(d.parent_id),
    countryId: d.country_id === null ? null : Number(d.country_id),
    countryCode: d.country_iso2,
    lat: d.lat ?? null,
    lng: d.lng ?? null,
    population: Number(d.population),
    isDomestic: d.is_domestic,
  };
}

export const tagsOf = (tags: string) => tags.split(',').filter(Boolean);

/** WGS-84 → GCJ-02 (points outside mainland China unchanged, as GCJ-02 leaves them), to 6 decimals. */
export function toGcj02(lat: number, lng: number) {
  const g = wgs84ToGcj02(lat, lng);
  return { lat: round6(g.lat), lng: round6(g.lng) };
}

/** What the client sent, in WGS-84 (what is stored). */
export function toWgs84(lat: number, lng: number, coordType: 'wgs84' | 'gcj02') {
  return coordType === 'wgs84' ? { lat, lng } : gcj02ToWgs84(lat, lng);
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface PoiCardRaw {
  id: number | string;
  name: string;
  name_en: string;
  kind: string;
  destination_id: number | string;
  lat: number;
  lng: number;
  address: string;
  photos: ImageRef[] | string;
  score: number;
  popularity: number;
}

export const photosOf = (photos: ImageRef[] | string): ImageRef[] =>
  (typeof photos === 'string' ? (JSON.parse(photos) as ImageRef[]) : photos).map((p) => ({
    url: p.url,
    width: p.width,
    height: p.height,
    ...(p.color ? { color: p.color } : {}),
  }));

export function toPoiCard(p: PoiCardRaw): PoiCard {
  return {
    id: Number(p.id),
    name: p.name,
    nameEn: p.name_en,
    kind: p.kind as PoiCard['kind'],
    destinationId: Number(p.destination_id),
    lat: p.lat,
    lng: p.lng,
    gcj02: toGcj02(p.lat, p.lng),
    address: p.address,
    cover: photosOf(p.photos)[0] ?? null,
    score: Number(p.score),
    popularity: p.popularity,
  };
}

export const KIND_NAMES: Record<PoiCard['kind'], string> = {
  sight: '景点',
  food: '美食',
  shopping: '购物',
  fun: '娱乐',
  hotel: '酒店',
  transport: '交通',
};
