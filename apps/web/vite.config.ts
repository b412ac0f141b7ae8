import { ENDPOINTS } from '@app/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstPageHints } from './build/first-page-hints';
import { normaliseApiBase } from './src/lib/api-base';

// The API server (apps/server) owns these prefixes; in development Vite forwards them so the app runs on one origin.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
// '/dev/api' only: the /dev page itself is the app's (development builds).
const proxied = ['/api', '/b2b', '/media', '/dev/api', '/docs'];

const DEV_TOOLS = process.env.DEV_TOOLS === '1';

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
 * Settings the client is built with (BRIEF.md sections 5 and 5a), read from the build's environment. Only these
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

export default defineConfig({
  plugins: [react(), buildMode(), firstPageHints(normaliseApiBase(process.env.API_BASE_PRODUCTION))],
  define: {
    __APP_CONFIG__: JSON.stringify(clientSettings),
    __ENC_PATHS__: JSON.stringify(encPaths),
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
        // Strings live beside the area that shows them (features/<area>/messages.ts, ui/, lib/, app/). The ones the
        // first load needs travel as one chunk, as when they were one file, instead of several small ones and the
        // shell's folded into the entry chunk; the guide's and the media screens' load with those screens.
        codeSplitting: {
          groups: [
            { name: 'messages', test: /[\\/]src[\\/](lib|ui|app|features[\\/](identity|community))[\\/]messages\.ts$/ },
            // The dynamic-import helper rides with the API client, which every first load has anyway.
            { name: 'http', test: /vite[\\/]preload-helper|[\\/]src[\\/]api[\\/]http\.ts$/ },
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
