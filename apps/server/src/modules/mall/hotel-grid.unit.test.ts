import { describe, expect, it } from 'vitest';
import { cellOf, cellRange } from './hotel-grid.ts';

describe('hotel grid', () => {
  it('puts a coordinate in its 0.1-degree cell, negative ones too', () => {
    expect(cellOf(39.9163)).toBe(399);
    expect(cellOf(116.3972)).toBe(1163);
    expect(cellOf(-0.05)).toBe(-1);
  });

  it('covers the radius with cells, wider in longitude away from the equator', () => {
    const equator = cellRange(0, 100, 10);
    expect(equator.latTo - equator.latFrom).toBe(equator.lngTo - equator.lngFrom);
    const north = cellRange(60, 100, 10);
    expect(north.lngTo - north.lngFrom).toBeGreaterThan(north.latTo - north.latFrom);
    // 10 km is about 0.09 degrees of latitude: the neighbouring cell on each side.
    expect(cellRange(39.9163, 116.3972, 10)).toEqual({ latFrom: 398, latTo: 400, lngFrom: 1161, lngTo: 1165 });
  });
});
