import { describe, expect, it } from 'vitest';
import { CITY_NAMES_URL, mapFilesAround, tileOf, tileUrl } from './map-files';

const offline = {
  provider: 'offline' as const,
  tileUrl: null,
  coordType: 'wgs84' as const,
  attribution: 'Natural Earth',
  offlineUrl: '/map/countries-50m.json',
  maxZoom: 8,
};

describe('the map kept with a saved place', () => {
  it('finds the tile of a point', () => {
    // The Brandenburg Gate at zoom 13 is OpenStreetMap's tile 13/4400/2686.
    expect(tileOf({ lat: 52.5163, lng: 13.3777 }, 13)).toEqual({ x: 4400, y: 2686 });
    expect(tileOf({ lat: 0, lng: 0 }, 1)).toEqual({ x: 1, y: 1 });
  });

  it('fills a tile template', () => {
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', 3, 4, 5)).toBe('https://a.tiles.example/3/4/5.png');
  });

  it('keeps the outlines and names without tiles, 3 × 3 tiles a zoom with them', () => {
    expect(mapFilesAround(offline, { lat: 35.6586, lng: 139.7454 })).toEqual([offline.offlineUrl, CITY_NAMES_URL]);
    const tiles = mapFilesAround(
      { ...offline, provider: 'tiles', tileUrl: '/tiles/{z}/{x}/{y}.png', maxZoom: 18 },
      { lat: 35.6586, lng: 139.7454 },
    );
    expect(tiles).toHaveLength(36);
    expect(tiles).toContain('/tiles/15/29103/12905.png');
  });

  it('moves a point in mainland China to GCJ-02 for tiles drawn in it', () => {
    const bund = { lat: 31.2402, lng: 121.4903 };
    const wgs = mapFilesAround({ ...offline, provider: 'tiles', tileUrl: '/t/{z}/{x}/{y}', maxZoom: 18 }, bund);
    const gcj = mapFilesAround(
      { ...offline, provider: 'tiles', tileUrl: '/t/{z}/{x}/{y}', coordType: 'gcj02', maxZoom: 18 },
      bund,
    );
    expect(gcj.at(-1)).not.toBe(wgs.at(-1));
  });
});
