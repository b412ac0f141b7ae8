// Which chunk each module shared by lazy screens goes to, planned so that chunks never import one another in a ring.
//
// The bundler's own merging of small shared groups (entriesAwareMergeThreshold) made rings: chunk A imports B and B
// imports A, and whichever runs first reads the other's bindings before they exist ("r is not a function" on /login,
// a screen's strings undefined on /releaseDynamic). Grouped by the set of lazy entries that reach them, modules form
// no ring: an importer is reached by no more entries than what it imports. Merging breaks that, so here each merge is
// checked against the graph of chunks and refused when it would close a ring. Our source and third-party code never
// share a group: a package never imports our modules, so its chunks can never sit in a ring with ours through the
// first view's chunks.

export type ModuleGraph = {
  /** Static imports of each module. */
  imports: ReadonlyMap<string, readonly string[]>;
  /** Dynamic imports of each module: the lazy entries. */
  dynamicImports: ReadonlyMap<string, readonly string[]>;
  /** Size of each module's code, to tell small groups. */
  size: ReadonlyMap<string, number>;
};

export type PlanOptions = {
  /** The page's entry module: what it reaches statically is the first view's chunk, never planned here. */
  entry: string;
  /** Modules another group owns (the first view's own modules): left alone, but their imports count as edges. */
  reserved: (id: string) => boolean;
  /** Whether a module is our own source (else a package): the two never share a chunk. */
  isOwn: (id: string) => boolean;
  /** Groups under this many bytes join another group when that closes no ring. */
  minSize: number;
};

type Group = { key: string; modules: string[]; entries: Set<string>; size: number; own: boolean };

/** The static-import closure of one module, from the graph the build parsed. */
export function closureOf(start: string, imports: ModuleGraph['imports']): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(imports.get(id) ?? []));
  }
  return seen;
}

const baseName = (id: string) =>
  (id.split(/[\\/]/).at(-1) ?? id).replace(/\.[a-z]+(\?.*)?$/i, '').replace(/[^a-z0-9-]/gi, '');

/** Chunk names for the modules shared by two or more lazy entries; other modules are not in the map. */
export function planSharedChunks(graph: ModuleGraph, options: PlanOptions): Map<string, string> {
  const initial = closureOf(options.entry, graph.imports);
  const lazyEntries = new Set<string>();
  for (const targets of graph.dynamicImports.values())
    for (const t of targets) if (graph.imports.has(t) && !initial.has(t)) lazyEntries.add(t);

  // Each module's entry set: the lazy entries that reach it statically.
  const reachedBy = new Map<string, Set<string>>();
  for (const entry of lazyEntries) {
    for (const id of closureOf(entry, graph.imports)) {
      if (initial.has(id)) continue;
      let set = reachedBy.get(id);
      if (!set) reachedBy.set(id, (set = new Set()));
      set.add(entry);
    }
  }

  // Groups by entry set, our code apart from packages.
  const groups = new Map<string, Group>();
  const groupOf = new Map<string, Group>();
  for (const [id, set] of reachedBy) {
    if (set.size < 2 || options.reserved(id)) continue;
    const own = options.isOwn(id);
    const key = `${own ? 'own' : 'pkg'}:${[...set].sort().join('|')}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, modules: [], entries: new Set(set), size: 0, own }));
    group.modules.push(id);
    group.size += graph.size.get(id) ?? 0;
    groupOf.set(id, group);
  }

  // The chunk graph: the planned groups, plus one node for everything reserved (the first view's own chunk).
  const RESERVED = '<reserved>';
  const nodeOf = (id: string): string | null =>
    groupOf.get(id)?.key ?? (options.reserved(id) && !initial.has(id) ? RESERVED : null);
  const edges = new Map<string, Set<string>>();
  const addEdge = (from: string, to: string) => {
    if (from === to) return;
    let out = edges.get(from);
    if (!out) edges.set(from, (out = new Set()));
    out.add(to);
  };
  for (const id of reachedBy.keys()) {
    const from = nodeOf(id);
    if (!from) continue;
    for (const dep of graph.imports.get(id) ?? []) {
      const to = nodeOf(dep);
      if (to) addEdge(from, to);
    }
  }

  /** Whether `to` can be reached from `from` by a path of two steps or more. */
  const reachesIndirectly = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [...(edges.get(from) ?? [])].filter((n) => n !== to);
    while (stack.length) {
      const n = stack.pop() as string;
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      stack.push(...(edges.get(n) ?? []));
    }
    return false;
  };

  const merge = (small: Group, into: Group) => {
    for (const id of small.modules) groupOf.set(id, into);
    into.modules.push(...small.modules);
    into.size += small.size;
    for (const e of small.entries) into.entries.add(e);
    groups.delete(small.key);
    // Rewire the graph: small's edges become into's.
    for (const to of edges.get(small.key) ?? []) addEdge(into.key, to);
    edges.delete(small.key);
    for (const out of edges.values()) {
      if (out.delete(small.key)) out.add(into.key);
    }
    edges.get(into.key)?.delete(into.key);
  };

  // Bytes a merge makes screens fetch that do not need them: the small group's for the other's extra entries, and
  // the other's for the small group's extra entries.
  const cost = (small: Group, other: Group) => {
    let theirExtra = 0;
    for (const e of other.entries) if (!small.entries.has(e)) theirExtra++;
    let ourExtra = 0;
    for (const e of small.entries) if (!other.entries.has(e)) ourExtra++;
    return small.size * theirExtra + other.size * ourExtra;
  };

  const settled = new Set<string>();
  for (;;) {
    const small = [...groups.values()]
      .filter((g) => g.size < options.minSize && !settled.has(g.key))
      .sort((a, b) => a.size - b.size || (a.key < b.key ? -1 : 1))[0];
    if (!small) break;
    const candidates = [...groups.values()]
      .filter((g) => g !== small && g.own === small.own)
      .map((g) => ({ g, c: cost(small, g) }))
      .sort((a, b) => a.c - b.c || (a.g.key < b.g.key ? -1 : 1));
    const target = candidates.find(
      ({ g }) => !reachesIndirectly(small.key, g.key) && !reachesIndirectly(g.key, small.key),
    );
    if (!target) {
      settled.add(small.key);
      continue;
    }
    merge(small, target.g);
  }

  const names = new Map<string, string>();
  let n = 0;
  const sorted = [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  for (const group of sorted) {
    const label = [...group.entries].map(baseName).sort().slice(0, 4).join('~');
    const name = `screens~${label}~${n++}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}
