import { ENDPOINTS } from '@app/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstPageHints } from './build/first-page-hints';
import { screenChunks } from './build/screen-chunks';
import { serviceWorker } from './build/service-worker';
import { normaliseApiBase } from './src/lib/api-base';

// The API server (apps/server) owns these prefixes; in development Vite forwards them so the app runs on one origin.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
// '/dev/api' only: the /dev page itself is the app's (development builds).
const proxied = ['/api', '/b2b', '/media', '/dev/api', '/docs'];

const DEV_TOOLS = process.env.DEV_TOOLS === '1';
const screens = screenChunks('src/app/pages/speak-topic.tsx');

/** Writes dist/build-mode.json so the start script and the server know whether this build carries the dev tools. */
function buildMode(): Plugin {
  return {
    name: 'build-mode',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-mode.json', source: JSON.stringify({ devTools: DEV_TOOLS }) });
    },
  };
}

/**
 * react-router's bundle builds its components with bare `React.forwardRef(...)`, `React.memo(...)` and
 * `React.createContext(...)` calls and names them with `X.displayName = ...`: to the bundler these are side effects,
 * so every such component stays in the bundle with all it calls, used or not (NavLink, Form and its submit
 * machinery, the data router's <Routes> renderer: ~6 KB gzip of the first load). A build marks those calls pure and
 * drops the names (React's developer tools show the function names instead); what the app uses is kept as it was.
 */
function treeShakeRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const out = code
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
      return { code: out, map: null };
    },
  };
}

/**
 * Settings the client is built with (docs/product/shell.md), read from the build's environment. Only these
 * names reach the bundle; everything else in the environment stays out of it.
 */
const CLIENT_SETTINGS = [
  'SIGNIN_URL',
  'APP_SCHEME',
  'APP_DOWNLOAD_URL',
  'API_BASE_PRODUCTION',
  'API_BASE_STAGE',
  'API_BASE_TEST',
  'NATIVE_UA',
  'ENC_APP_ID',
  'ENC_SALT',
  'RELEASE',
  'GD_MARKETING_URL',
] as const;
const clientSettings = Object.fromEntries(
  CLIENT_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
);

// The contract decides which paths travel enveloped; the client gets just that list, not the contract's zod schemas.
const encPaths = ENDPOINTS.filter((e) => e.enc).map((e) => e.path);
// The creates, which carry an Idempotency-Key (docs/product/nothing-twice.md).
const idempotentPaths = ENDPOINTS.filter((e) => e.idempotent).map((e) => e.path);
// The reads the service worker may show stale offline: not a write, not the console's (docs/product/offline.md). A
// sealed read differs on every send; the page names what it asks in a header the worker keys it by (READ_KEY_HEADER).
const apiReads = ENDPOINTS.filter((e) => !e.write && !e.idempotent && e.auth !== 'console').map((e) => e.path);
// One's sign-ups: kept on the device with the saved things, never expired.
const apiKept = [
  '/api/service/community/v1/activityEnroll/findActivityEnrollById',
  '/api/service/community/v1/activity/myJoin',
];

export default defineConfig({
  plugins: [
    react(),
    buildMode(),
    screens.plugin,
    treeShakeRouter(),
    firstPageHints(normaliseApiBase(process.env.API_BASE_PRODUCTION)),
    serviceWorker({ apiReads, apiKept }),
  ],
  define: {
    __APP_CONFIG__: JSON.stringify(clientSettings),
    __ENC_PATHS__: JSON.stringify(encPaths),
    __IDEMPOTENT_PATHS__: JSON.stringify(idempotentPaths),
    __BUILT_AT__: JSON.stringify(new Date().toISOString().slice(0, 16)),
    // /dev and the native-bridge and auto-login simulators: the dev server always, a build only with DEV_TOOLS=1
    // (what `npm start` builds in development, and the e2e build). A production build leaves them out, chunks and all
    // (scripts/check-bundle.mjs fails one that does not).
    __DEV_TOOLS__: JSON.stringify(DEV_TOOLS),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Partner channels open us in older Android WebViews and WeChat's browser; es2020 still covers them.
    target: 'es2020',
    // scripts/check-bundle.mjs walks the manifest to price the first load of each route.
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // The first view's modules (all that the entry imports, `$initial`) travel as one chunk: left to itself the
        // bundler cut out every module that a later screen also imports as a small chunk of its own, and each costs
        // its own gzip stream, import and export lists and request (~3.5 KB gzip of the first load in ~12 chunks).
        // So do the shell's strings (ui/, lib/, app/messages.ts); each area's load with its screens.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 10 },
            // The home feed's own first-load modules, one chunk beside its route's (build/screen-chunks.ts).
            { name: 'speak-topic', test: screens.inFirstLoad, priority: 8 },
            // Every other module shared by screens: grouped by the screens that use it, small groups merged where
            // that closes no ring of chunks importing one another (build/shared-chunks.ts).
            { name: screens.sharedChunk, debugName: 'screens', priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }])),
  },
  preview: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }])),
  },
});
