import { describe, expect, it } from 'vitest';
import { fromMapCoords, toMapCoords } from './map-coords';

describe('map coordinates', () => {
  const bund = { lat: 31.24, lng: 121.49 };

  it('leaves WGS-84 maps alone', () => {
    expect(toMapCoords(bund, 'wgs84')).toEqual(bund);
  });

  it('moves a point in China to GCJ-02 and back', () => {
    const gcj = toMapCoords(bund, 'gcj02');
    // The server's own conversion of the Bund (poiInfo's gcj02 field).
    expect(gcj.lat).toBeCloseTo(31.238015, 4);
    expect(gcj.lng).toBeCloseTo(121.494468, 4);
    const back = fromMapCoords(gcj, 'gcj02');
    expect(back.lat).toBeCloseTo(bund.lat, 5);
    expect(back.lng).toBeCloseTo(bund.lng, 5);
  });

  it('leaves a point outside China where it is', () => {
    const paris = { lat: 48.8584, lng: 2.2945 };
    expect(toMapCoords(paris, 'gcj02')).toEqual(paris);
  });
});
