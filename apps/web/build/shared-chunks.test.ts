import { describe, expect, it } from 'vitest';
import { chunkRings } from './chunk-rings.mjs';
import { planSharedChunks, type ModuleGraph } from './shared-chunks';

// Modules: /src/… ours, /pkg/… a package's. `main` is the page's entry; a, b, c are lazy screens.
function graph(
  edges: Record<string, string[]>,
  lazy: Record<string, string[]>,
  sizes: Record<string, number> = {},
): ModuleGraph {
  const ids = new Set([
    ...Object.keys(edges),
    ...Object.values(edges).flat(),
    ...Object.keys(lazy),
    ...Object.values(lazy).flat(),
  ]);
  return {
    imports: new Map([...ids].map((id) => [id, edges[id] ?? []])),
    dynamicImports: new Map([...ids].map((id) => [id, lazy[id] ?? []])),
    size: new Map([...ids].map((id) => [id, sizes[id] ?? 100])),
  };
}

const options = { entry: '/src/main', reserved: () => false, isOwn: (id: string) => id.startsWith('/src/') };

/** The chunk graph the plan makes: each planned chunk's imports of other planned chunks. */
function chunkGraph(g: ModuleGraph, names: Map<string, string>) {
  const out = new Map<string, string[]>();
  for (const [id, name] of names) {
    const deps = (g.imports.get(id) ?? []).map((d) => names.get(d)).filter((d): d is string => !!d && d !== name);
    out.set(name, [...(out.get(name) ?? []), ...deps]);
  }
  return out;
}

function reaches(g: ModuleGraph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(g.imports.get(id) ?? []));
  }
  return false;
}

describe('shared chunks of lazy screens', () => {
  it('groups what two or more screens share, leaves a screen’s own modules and the first view alone', () => {
    const g = graph(
      {
        '/src/main': ['/src/shell'],
        '/src/a': ['/src/shared', '/src/only-a', '/src/shell'],
        '/src/b': ['/src/shared'],
      },
      { '/src/main': ['/src/a', '/src/b'] },
    );
    const names = planSharedChunks(g, { ...options, minSize: 0 });
    expect([...names.keys()]).toEqual(['/src/shared']);
  });

  it('merges small groups, but never into a ring of chunks (random module graphs)', () => {
    // A small deterministic random source: the same graphs on every run.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let merged = 0;
    for (let round = 0; round < 300; round++) {
      const modules = Array.from({ length: 30 }, (_, i) => `/src/m${i}`);
      const screens = Array.from({ length: 6 }, (_, i) => `/src/screen${i}`);
      const edges: Record<string, string[]> = {};
      // A module imports only later ones: the module graph itself has no ring, as in the app.
      modules.forEach((m, i) => (edges[m] = modules.slice(i + 1).filter(() => random() < 0.08)));
      for (const s of screens) edges[s] = modules.filter(() => random() < 0.15);
      const sizes = Object.fromEntries(modules.map((m) => [m, Math.floor(random() * 3_000)]));
      const g = graph(edges, { '/src/main': screens }, sizes);
      const names = planSharedChunks(g, { ...options, minSize: 4_000 });
      expect(chunkRings(chunkGraph(g, names))).toEqual([]);
      const groups = new Set([...names.keys()].map((id) => [...screens].filter((s) => reaches(g, s, id)).join()));
      merged += groups.size - new Set(names.values()).size;
    }
    // Merging did happen: the test is not passing on a plan that merges nothing.
    expect(merged).toBeGreaterThan(100);
  });

  it('keeps our code and packages in different chunks', () => {
    const g = graph(
      { '/src/a': ['/src/ours', '/pkg/lib'], '/src/b': ['/src/ours', '/pkg/lib'] },
      { '/src/main': ['/src/a', '/src/b'] },
    );
    const names = planSharedChunks(g, { ...options, minSize: 1_000_000 });
    expect(names.get('/src/ours')).not.toBe(names.get('/pkg/lib'));
  });

  it('finds a ring in a chunk graph, and none in a tree', () => {
    expect(
      chunkRings(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      chunkRings(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
