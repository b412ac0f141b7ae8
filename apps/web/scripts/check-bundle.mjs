#!/usr/bin/env node
// Prices the first load of /speakTopic from the Vite manifest: the entry chunk, the route's chunk and every
// chunk they import statically, gzip -9 like the server's pre-compressed files. CSS is counted apart.
// Fails (exit 1) over the docs/product/budgets.md budget. Usage: node scripts/check-bundle.mjs [distDir] [routeModule]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { chunkRings } from '../build/chunk-rings.mjs';

// 120 KB of gzip JavaScript (decimal kilobytes: the stricter reading), docs/performance.md's target; 117.1 KB today. Of it:
// react-dom's client ~58 KB, TanStack Query ~12 KB, react-router's declarative router ~8.5 KB (its data router was
// ~29 KB: docs/decisions/0012-declarative-router.md), React ~3 KB, the app's shell and /speakTopic's screen the rest.
// Screens are lazy routes and must stay out of it: a new area that reaches the first load of /speakTopic fails here.
const BUDGET_JS_BYTES = 120 * 1000;
const DEV_TOOLS_ALLOWANCE_BYTES = 2.5 * 1000;

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const routeModule = process.argv[3] ?? 'src/app/pages/speak-topic.tsx';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: no manifest at ${manifestPath}; build with build.manifest: true first`);
  process.exit(2);
}

/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const routeKey = Object.keys(manifest).find((k) => k === routeModule || manifest[k]?.src === routeModule);
if (!entryKey || !routeKey) {
  console.error(`check-bundle: manifest lacks ${!entryKey ? 'an entry' : `the route chunk ${routeModule}`}`);
  process.exit(2);
}

/** The chunks a key pulls in before it can run: itself and its static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) stack.push(dep);
  }
  return [...seen];
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

// No two chunks may import each other, directly or round a longer loop: one of them would run first and read the
// other's bindings before they exist (build/chunk-rings.mjs).
const rings = chunkRings(new Map(Object.entries(manifest).map(([key, m]) => [key, m.imports ?? []])));
if (rings.length > 0) {
  console.error(`check-bundle: ${rings.length} ring(s) of chunks importing one another, e.g.`);
  for (const key of rings[0]) console.error(`  ${manifest[key]?.file ?? key}`);
  process.exit(1);
}

const chunks = closure([entryKey, routeKey]);
const js = chunks.map((key) => ({ file: manifest[key].file, gz: gzipBytes(manifest[key].file) }));
const cssFiles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
const css = cssFiles.map((file) => ({ file, gz: gzipBytes(file) }));

const jsTotal = js.reduce((sum, f) => sum + f.gz, 0);
const cssTotal = css.reduce((sum, f) => sum + f.gz, 0);

console.log(`First load of /speakTopic (${routeModule}), gzip -9:`);
for (const f of js.sort((a, b) => b.gz - a.gz)) console.log(`  js   ${kb(f.gz).padStart(9)}  ${f.file}`);
for (const f of css.sort((a, b) => b.gz - a.gz)) console.log(`  css  ${kb(f.gz).padStart(9)}  ${f.file}`);
console.log(
  `JavaScript: ${kb(jsTotal)} (${jsTotal} B) of ${kb(BUDGET_JS_BYTES)} budget (production); CSS: ${kb(cssTotal)}`,
);

// For the record: chunks the first view fetches after it runs (dynamic imports such as PullToRefresh).
const deferred = [...new Set(chunks.flatMap((key) => manifest[key].dynamicImports ?? []))]
  .filter((key) => !chunks.includes(key) && key !== routeKey)
  .flatMap((key) => closure([key]))
  .filter((key, i, all) => !chunks.includes(key) && all.indexOf(key) === i);
const deferredTotal = deferred.reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
console.log(
  `Not in the first load: ${deferred.length} lazily imported chunks, ${kb(deferredTotal)} (other screens, PullToRefresh)`,
);

// A production build must not carry /dev, the sandbox calls or the native-bridge and auto-login simulators.
const mode = JSON.parse(readFileSync(join(dist, 'build-mode.json'), 'utf8'));
if (!mode.devTools) {
  const devModule = /\/(dev(-[\w-]+)?|[\w-]*simulators?)\.[jt]sx?$/;
  const leaked = [
    ...Object.values(manifest)
      .map((m) => m.src ?? '')
      .filter((src) => devModule.test(src)),
    ...Object.values(manifest)
      .map((m) => m.file)
      .filter((file) => readFileSync(join(dist, file), 'utf8').includes('/dev/api/')),
  ];
  if (leaked.length) {
    console.error(`check-bundle: a production build carries development tools: ${leaked.join(', ')}`);
    process.exit(1);
  }
  console.log('Development tools: none in this build');
} else console.log('Development tools: built in (DEV_TOOLS=1); not for production');

// The operations console is its own build (vite.console.config.ts, dist/console): priced here for the record, and
// the H5 must hold nothing of it (no console module, no antd: the H5's UI kit is antd-mobile).
const consoleManifestPath = join(dist, 'console', '.vite', 'manifest.json');
const h5Sources = Object.values(manifest).map((m) => m.src ?? '');
const consoleInH5 = h5Sources.filter((src) => /^console\/|node_modules\/(antd|@ant-design)\//.test(src));
if (consoleInH5.length) {
  console.error(`check-bundle: the H5 build carries the console's modules: ${consoleInH5.join(', ')}`);
  process.exit(1);
}
if (existsSync(consoleManifestPath)) {
  /** @type {typeof manifest} */
  const consoleManifest = JSON.parse(readFileSync(consoleManifestPath, 'utf8'));
  const consoleEntry = Object.keys(consoleManifest).find((k) => consoleManifest[k]?.isEntry);
  const seen = new Set();
  const stack = consoleEntry ? [consoleEntry] : [];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const dep of consoleManifest[key]?.imports ?? []) stack.push(dep);
  }
  const consoleJs = [...seen].reduce((sum, key) => sum + gzipBytes(join('console', consoleManifest[key].file)), 0);
  console.log(`First load of /console (its own entry, not the H5's): JavaScript ${kb(consoleJs)} gzip -9`);
} else console.log('The console (/console): not built in this dist');

// The budget is production's. A DEV_TOOLS=1 build (development, the e2e journeys) also carries the simulators'
// hooks in its entry (about 2 KB), and is allowed that much more, so that it fails exactly when production would.
const budget = BUDGET_JS_BYTES + (mode.devTools ? DEV_TOOLS_ALLOWANCE_BYTES : 0);
if (jsTotal > budget) {
  console.error(`check-bundle: over budget by ${kb(jsTotal - budget)}`);
  process.exit(1);
}
