/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { isKeptMedia } from './api-key';
import { ApiNetworkFirst, type ReadNotice } from './api-network-first';
import { CACHES, SETTINGS_URL } from './names';
import { deleteItem, keepAnswer, readPages, rememberPageKey, saveItem, type SaveRequest } from './saved';

// The app's service worker (docs/product/offline.md). Built by apps/web/build/service-worker.ts with esbuild and
// Workbox's injectManifest after the web build: the shell and this build's screens precached, the API's reads
// network-first with a short timeout and kept under synthetic GET keys, pictures kept, and nothing of /console,
// /dev or the API's writes touched.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** The contract's reads that may be shown stale, and those kept with one's saved things (vite.config.ts). */
declare const __API_READS__: readonly string[];
declare const __API_KEPT__: readonly string[];

const READS = new Set(__API_READS__);
const KEPT = new Set(__API_KEPT__);
/** How long a read waits for the network before the kept answer is shown (a metro's signal, not a dead line). */
const NETWORK_TIMEOUT_MS = 3500;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The first visit's page is taken over as soon as the worker is active, so its reads are kept from then on. A new
// build's worker waits (the page shows 有新版本) until the user takes it or every tab of the old one has closed.
clientsClaim();

// Every app address opens the precached shell; the console, /dev, the API and files are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(console|dev|api|b2b|media|docs|healthz|readyz)(\/|$)/, /\.\w+$/],
  }),
);

/**
 * What each page last read: the oldest kept answer since its last network answer (null: all fresh). A page asks
 * for it when its offline bar starts: messages sent before the page listens are lost.
 */
const staleSince = new Map<string, number | null>();

async function notify(clientId: string, notice: ReadNotice) {
  if (!clientId) return;
  const before = staleSince.get(clientId) ?? null;
  staleSince.set(
    clientId,
    notice.source === 'network' ? null : before === null ? notice.at : Math.min(before, notice.at),
  );
  const client = await self.clients.get(clientId);
  client?.postMessage({ type: 'read', ...notice });
}

registerRoute(
  ({ url, request }) => request.method === 'POST' && url.origin === self.location.origin && READS.has(url.pathname),
  new ApiNetworkFirst({
    cacheName: CACHES.reads,
    networkTimeoutMs: NETWORK_TIMEOUT_MS,
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 })],
    onRead: async (event, key, notice, answer) => {
      const clientId = event.clientId || event.resultingClientId;
      const client = clientId ? await self.clients.get(clientId) : undefined;
      if (client) await rememberPageKey(client.url, key);
      const path = new URL(event.request.url).pathname;
      if (answer && KEPT.has(path)) await keepAnswer(key);
      await notify(clientId, notice);
    },
  }),
  'POST',
);

/** 省流量 (the user's setting) or a connection that asks for it: pictures come as the server's smaller variant. */
let liteSetting: boolean | undefined;
async function lite(): Promise<boolean> {
  const connection = (navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (connection?.saveData || /(^|-)(2g|3g)$/.test(connection?.effectiveType ?? '')) return true;
  if (liteSetting === undefined) {
    const stored = await caches.match(SETTINGS_URL, { cacheName: CACHES.settings });
    liteSetting = stored ? ((await stored.json()) as { lite?: boolean }).lite === true : false;
  }
  return liteSetting;
}

const pictures = new CacheFirst({
  cacheName: CACHES.media,
  // Any kept variant of the picture will do: Save-Data answers vary by that header.
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true })],
});

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isKeptMedia(url.pathname),
  async ({ request, event }) => {
    const saved = await caches.match(request, { cacheName: CACHES.saved, ignoreVary: true });
    if (saved) return saved;
    const asked = (await lite()) ? new Request(request.url, { headers: { 'save-data': 'on' } }) : request;
    try {
      return await pictures.handle({ request: asked, event });
    } catch (error) {
      // Offline, another width of the same picture (a saved guide's, kept at the phone's size) beats the fallback icon.
      const any = await caches.match(request.url.split('?')[0]!, { ignoreSearch: true, ignoreVary: true });
      if (any) return any;
      throw error;
    }
  },
);

// The offline base map's outlines and names change with a release of the reference data at most.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/map/'),
  new CacheFirst({ cacheName: CACHES.map }),
);

// Tiles (MAP_TILE_URL) kept for a saved place answer offline from the saved cache; others go to the network.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin !== self.location.origin,
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await caches.match(request.url, { cacheName: CACHES.saved });
      if (saved) return saved;
      throw error;
    }
  },
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } & Record<string, unknown>;
  const port = event.ports[0];
  const answer = (value: unknown) => port?.postMessage(value);
  if (data.type === 'skip-waiting') void self.skipWaiting();
  else if (data.type === 'settings') liteSetting = data.lite === true;
  else if (data.type === 'save') event.waitUntil(saveItem(data as unknown as SaveRequest).then(answer, failed(port)));
  else if (data.type === 'delete') event.waitUntil(deleteItem(String(data.id)).then(answer, failed(port)));
  else if (data.type === 'status') {
    const id = event.source && 'id' in event.source ? event.source.id : '';
    answer({ staleAt: staleSince.get(id) ?? null });
  } else if (data.type === 'pages') event.waitUntil(readPages().then(answer, failed(port)));
});

const failed = (port: MessagePort | undefined) => (error: unknown) =>
  port?.postMessage({ error: error instanceof Error ? error.message : String(error) });

// Background Sync: the writes made offline are queued by the page (they are sealed per send, which only the page
// can do); when the browser says the network is back, an open page is asked to send them.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== 'offline-writes') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'flush-writes' });
    }),
  );
});
