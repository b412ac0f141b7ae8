import type { GeometryObject, Topology } from 'topojson-specification';

/** [minLng, minLat, maxLng, maxLat] */
export type Box = [number, number, number, number];

/**
 * Each geometry's box, read straight from the topology's arcs: the offline map makes GeoJSON (and Leaflet
 * polygons) only of the countries near the view, and must not make it of all 241 to find out which those are.
 * Quantized topologies (with a transform) store each arc's points as deltas from the one before.
 */
export function outlineBoxes(topology: Topology, geometries: readonly GeometryObject[]): Box[] {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  const quantized = topology.transform !== undefined;
  const arcs: Box[] = topology.arcs.map((arc) => {
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    let x = 0;
    let y = 0;
    for (const point of arc) {
      x = quantized ? x + point[0]! : point[0]!;
      y = quantized ? y + point[1]! : point[1]!;
      const lng = x * sx + tx;
      const lat = y * sy + ty;
      if (lng < box[0]) box[0] = lng;
      if (lat < box[1]) box[1] = lat;
      if (lng > box[2]) box[2] = lng;
      if (lat > box[3]) box[3] = lat;
    }
    return box;
  });
  return geometries.map((g) => {
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    const walk = (refs: unknown): void => {
      if (typeof refs === 'number') {
        // A negative index is the arc ~i walked backwards: the same points, the same box.
        const a = arcs[refs < 0 ? ~refs : refs];
        if (!a) return;
        box[0] = Math.min(box[0], a[0]);
        box[1] = Math.min(box[1], a[1]);
        box[2] = Math.max(box[2], a[2]);
        box[3] = Math.max(box[3], a[3]);
      } else if (Array.isArray(refs)) for (const r of refs) walk(r);
    };
    if ('arcs' in g) walk(g.arcs);
    return box;
  });
}
