import { describe, expect, it } from 'vitest';
import { coverRatio, placeInColumns } from './waterfall-layout';

describe('placeInColumns', () => {
  it('puts each item in the shorter column, ties to the left', () => {
    const cols = placeInColumns([3, 1, 1, 1, 2], (h) => h, 2);
    expect(cols).toEqual([
      [3, 2],
      [1, 1, 1],
    ]);
  });

  it('keeps earlier placements when items are appended', () => {
    const heights = [1.2, 0.8, 1.0, 1.33, 0.75, 1.1, 0.9, 1.25];
    const first = placeInColumns(heights.slice(0, 4), (h) => h);
    const all = placeInColumns(heights, (h) => h);
    first.forEach((col, i) => expect(all[i]?.slice(0, col.length)).toEqual(col));
  });

  it('keeps columns balanced within one item height', () => {
    const heights = Array.from({ length: 60 }, (_, i) => 0.75 + ((i * 37) % 59) / 100);
    const cols = placeInColumns(heights, (h) => h);
    const sums = cols.map((c) => c.reduce((a, b) => a + b, 0));
    expect(Math.abs((sums[0] ?? 0) - (sums[1] ?? 0))).toBeLessThanOrEqual(1.34);
  });

  it('treats bad estimates as zero and survives odd column counts', () => {
    expect(placeInColumns([Number.NaN, -1, 1], (h) => h, 0)).toEqual([[Number.NaN, -1, 1]]);
  });
});

describe('coverRatio', () => {
  it('clamps to 3:4 .. 4:3 and defaults to square', () => {
    expect(coverRatio(1000, 100)).toBe(0.75);
    expect(coverRatio(100, 1000)).toBeCloseTo(4 / 3);
    expect(coverRatio(750, 900)).toBeCloseTo(1.2);
    expect(coverRatio(0, 10)).toBe(1);
  });
});
