// Rings in the graph of chunks importing one another statically: A imports B and B imports A (or a longer loop).
// In a ring one chunk runs before what it imports, and reads bindings that do not exist yet. The build fails on any
// (scripts/check-bundle.mjs); build/shared-chunks.ts plans the screens' chunks so that there is none.

/**
 * @param {ReadonlyMap<string, readonly string[]>} imports each chunk's static imports
 * @returns {string[][]} each ring as the chunks around it, the first repeated at the end
 */
export function chunkRings(imports) {
  /** @type {Map<string, 1 | 2>} */
  const state = new Map();
  /** @type {string[][]} */
  const rings = [];
  /** @param {string} node @param {string[]} path */
  const visit = (node, path) => {
    if (state.get(node) === 2) return;
    if (state.get(node) === 1) {
      rings.push([...path.slice(path.indexOf(node)), node]);
      return;
    }
    state.set(node, 1);
    for (const dep of imports.get(node) ?? []) visit(dep, [...path, node]);
    state.set(node, 2);
  };
  for (const node of imports.keys()) visit(node, []);
  return rings;
}
