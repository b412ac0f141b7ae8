/** Rings in a graph of chunks importing one another (chunk-rings.mjs). */
export function chunkRings(imports: ReadonlyMap<string, readonly string[]>): string[][];
