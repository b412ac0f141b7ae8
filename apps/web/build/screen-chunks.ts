import type { Plugin } from 'vite';

// Left to itself the bundler gives every set of lazy screens that shares some modules a chunk of its own, so a
// detail screen fetched 17-28 files of 1-5 KB. Over HTTP/1.1 (six connections per host) on a phone's line each file
// costs a round trip, and Lighthouse measured them holding the screen's largest paint by 0.3-0.6 s. vite.config.ts
// groups them instead: the home feed's own first-load modules of the app's source in one chunk beside its route's
// (its bytes are budgeted by scripts/check-bundle.mjs, so nothing of another screen may join them), and every other
// shared module merged into groups of at least 8 KB. Third-party and @app/rules modules are left out of the feed's
// chunk: it follows static imports, which through a package's index reach modules the feed never runs.

/** The static-import closure of one module, from the graph the build parsed. */
function closureOf(start: string, imports: Map<string, readonly string[]>): Set<string> {
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

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** `firstLoadModule`: the route module whose first load is budgeted (src/app/pages/speak-topic.tsx). */
export function screenChunks(firstLoadModule: string) {
  const imports = new Map<string, readonly string[]>();
  let firstLoad: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'screen-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  /** A module of the app's source that the route imports statically (the route module itself stays its own chunk). */
  const inFirstLoad = (id: string) => {
    if (!firstLoad) {
      const start = [...imports.keys()].find((m) => m.endsWith(firstLoadModule));
      if (!start) throw new Error(`screen-chunks: ${firstLoadModule} is not in the build`);
      firstLoad = closureOf(start, imports);
    }
    return firstLoad.has(id) && !id.endsWith(firstLoadModule) && APP_SOURCE.test(id);
  };
  /** `<area>-messages` for a feature's strings module (features/<area>/…messages.ts) outside the first load. */
  const messagesChunk = (id: string): string | null => {
    const m =
      /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([a-z-]+)[\\/](?:[a-z-]+[\\/])?(?:[a-z-]+-)?messages\.ts$/.exec(id);
    return m && !inFirstLoad(id) ? `${m[1]}-messages` : null;
  };
  return { plugin, inFirstLoad, messagesChunk, mergeable: (id: string) => !inFirstLoad(id) };
}
