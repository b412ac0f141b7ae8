import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { outlineBoxes } from './outline-boxes';

// Two countries sharing an arc, in a quantized topology: a wrong box leaves a country off the offline map.
const topology = {
  type: 'Topology',
  transform: { scale: [0.5, 0.25], translate: [100, 20] },
  arcs: [
    [
      [0, 0],
      [10, 0],
      [0, 8],
    ], // (100,20) (105,20) (105,22)
    [
      [20, 32],
      [-20, -32],
    ], // (110,28) (100,20)
    [
      [40, 40],
      [4, 4],
    ], // (120,30) (122,31)
  ],
  objects: {},
} as unknown as Topology;

describe('outlineBoxes', () => {
  it('decodes the deltas and follows reversed arcs', () => {
    const boxes = outlineBoxes(topology, [
      { type: 'Polygon', arcs: [[0, 1]] },
      { type: 'MultiPolygon', arcs: [[[~0]], [[2]]] },
    ]);
    expect(boxes).toEqual([
      [100, 20, 110, 28],
      [100, 20, 122, 31],
    ]);
  });

  it('leaves a geometry without arcs an empty box', () => {
    const [box] = outlineBoxes(topology, [{ type: null }]);
    expect(box![0]).toBe(Infinity);
  });
});
