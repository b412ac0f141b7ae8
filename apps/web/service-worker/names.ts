// The worker's caches, named here so the page's 离线内容 screen (which reads the saved index) and the worker agree.
export const CACHES = {
  reads: 'offline-api-reads',
  saved: 'offline-saved',
  media: 'offline-media',
  map: 'offline-map',
  settings: 'offline-settings',
} as const;

/** The saved things' index (JSON) in the saved cache. */
export const INDEX_URL = '/__offline/index.json';
/** Which API answers each page asked for, so 离线保存 keeps a page's answers (JSON) in the saved cache. */
export const PAGES_URL = '/__offline/pages.json';
/** The 省流量 setting (JSON) in the settings cache. */
export const SETTINGS_URL = '/__offline/settings.json';

/**
 * The header a page puts on a sealed read: a sealed body differs on every request (its time and nonce), so the worker
 * keeps the answer under this digest of the path and the payload instead of the body (docs/product/offline.md).
 */
export const READ_KEY_HEADER = 'x-offline-read';
