import type { Plugin } from 'vite';
import { closureOf, planSharedChunks } from './shared-chunks';

// Left to itself the bundler gives every set of lazy screens that shares some modules a chunk of its own, so a
// detail screen fetched 17-28 files of 1-5 KB. Over HTTP/1.1 (six connections per host) on a phone's line each file
// costs a round trip, and Lighthouse measured them holding the screen's largest paint by 0.3-0.6 s. vite.config.ts
// groups them instead: the home feed's own first-load modules of the app's source in one chunk beside its route's
// (its bytes are budgeted by scripts/check-bundle.mjs, so nothing of another screen may join them), and every other
// shared module grouped by the screens that use it, small groups merged where that closes no ring of chunks
// (build/shared-chunks.ts; docs/decisions/0015-screen-chunks.md). Third-party and @app/rules modules are left out of the feed's
// chunk: it follows static imports, which through a package's index reach modules the feed never runs.

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** Shared groups under this size (of their code before minifying) join another group when that closes no ring. */
const MIN_SHARED_BYTES = 12_000;

/** `firstLoadModule`: the route module whose first load is budgeted (src/app/pages/speak-topic.tsx). */
export function screenChunks(firstLoadModule: string) {
  const imports = new Map<string, readonly string[]>();
  const dynamicImports = new Map<string, readonly string[]>();
  const size = new Map<string, number>();
  let entry: string | null = null;
  let firstLoad: Set<string> | null = null;
  let shared: Map<string, string> | null = null;
  const plugin: Plugin = {
    name: 'screen-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
      size.set(info.id, info.code?.length ?? 0);
      if (info.isEntry) entry = info.id;
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
  /** The chunk of a module shared by lazy screens (build/shared-chunks.ts), planned once the graph is whole. */
  const sharedChunk = (id: string): string | null => {
    if (!shared) {
      if (!entry) throw new Error('screen-chunks: the build has no entry module');
      shared = planSharedChunks(
        { imports, dynamicImports, size },
        { entry, reserved: inFirstLoad, isOwn: (m) => APP_SOURCE.test(m), minSize: MIN_SHARED_BYTES },
      );
    }
    return shared.get(id) ?? null;
  };
  return { plugin, inFirstLoad, sharedChunk };
}
