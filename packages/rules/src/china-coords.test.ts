import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, wgs84ToBd09, wgs84ToGcj02 } from './china-coords.ts';

// gcoord is the reference: the formulas are its, and every map app and map tile set that takes GCJ-02 or BD-09 draws
// by the same formulas, so a point must land where gcoord puts it.
const gcoordTo = (lat: number, lng: number, from: string, to: string) => {
  const [gLng, gLat] = gcoord.transform([lng, lat], from as never, to as never) as [number, number];
  return { lat: gLat, lng: gLng };
};

// A grid over and beyond the box, a point just outside its corner, and cities in and out of mainland China.
const points: [number, number][] = [
  [31.2304, 121.4737], // Shanghai
  [39.9042, 116.4074], // Beijing
  [22.3193, 114.1694], // Hong Kong (inside the box: gcoord offsets it too)
  [35.6762, 139.6503], // Tokyo (east of the box)
  [48.8566, 2.3522], // Paris
  [-33.8688, 151.2093], // Sydney
  [55.8272, 137.8348], // just outside the box's corner
];
for (let lat = -10; lat <= 60; lat += 3.7) for (let lng = 65; lng <= 145; lng += 4.3) points.push([lat, lng]);
// A GCJ-02 point just inside the box's south-west corner (the corner's own point, offset): gcoord's inverse never
// returns for it.
const EDGE = { lat: 0.8305627680116211, lng: 72.00770910286256 };

describe('china coords', () => {
  it('converts WGS-84 to GCJ-02 exactly as gcoord does', () => {
    for (const [lat, lng] of points) expect(wgs84ToGcj02(lat, lng)).toEqual(gcoordTo(lat, lng, 'WGS84', 'GCJ02'));
  });

  it('converts WGS-84 to BD-09 as gcoord does, in China and abroad', () => {
    for (const [lat, lng] of points) expect(wgs84ToBd09(lat, lng)).toEqual(gcoordTo(lat, lng, 'WGS84', 'BD09'));
  });

  it('converts GCJ-02 back to WGS-84 exactly as gcoord does, to within a micro-degree of the start', () => {
    for (const [lat, lng] of points) {
      const gcj = wgs84ToGcj02(lat, lng);
      const back = gcj02ToWgs84(gcj.lat, gcj.lng);
      expect(back).toEqual(gcoordTo(gcj.lat, gcj.lng, 'GCJ02', 'WGS84'));
      expect(Math.abs(back.lat - lat)).toBeLessThan(2e-6);
      expect(Math.abs(back.lng - lng)).toBeLessThan(2e-6);
    }
  });

  it("ends the inverse near the box's edge, where the offset switches on and off, within the offset of the point", () => {
    const back = gcj02ToWgs84(EDGE.lat, EDGE.lng);
    expect(Math.abs(back.lat - EDGE.lat)).toBeLessThan(0.01);
    expect(Math.abs(back.lng - EDGE.lng)).toBeLessThan(0.01);
  });

  it('offsets Shanghai by the few hundred metres GCJ-02 is known for', () => {
    const g = wgs84ToGcj02(31.2304, 121.4737);
    expect(g.lat - 31.2304).toBeCloseTo(-0.00194, 4);
    expect(g.lng - 121.4737).toBeCloseTo(0.00452, 4);
  });
});
