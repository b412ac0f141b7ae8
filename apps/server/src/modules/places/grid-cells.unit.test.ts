import { describe, expect, it } from 'vitest';
import { boxAround, cellRanges, COARSE, distanceMetres, FINE, gridFor } from './grid-cells.ts';

describe('grid cells', () => {
  it('covers a 1 km circle with a few fine rows, each one range', () => {
    const box = boxAround(31.24, 121.49, 1000);
    expect(gridFor(box)).toBe(FINE);
    const ranges = cellRanges(box, FINE);
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    expect(ranges.length).toBeLessThanOrEqual(6);
    // The Bund's own cell, computed as the SQL computes it, lies in one of the ranges.
    const cell = Math.floor((31.24 + 90) * 100) * 36000 + Math.floor((121.49 + 180) * 100);
    expect(ranges.some(([a, b]) => cell >= a && cell <= b)).toBe(true);
  });

  it('uses the coarse grid for a country-sized box', () => {
    const box = { minLat: 20, minLng: 100, maxLat: 45, maxLng: 125 };
    expect(gridFor(box)).toBe(COARSE);
    expect(cellRanges(box, COARSE).length).toBeLessThanOrEqual(53);
  });

  it('measures metres on the sphere', () => {
    // The Bund to People's Square: about 1.6 km.
    const d = distanceMetres(31.24, 121.49, 31.2304, 121.4737);
    expect(d).toBeGreaterThan(1500);
    expect(d).toBeLessThan(2100);
  });
});
