// The page's side of 离线保存 (docs/product/offline.md#saved-for-offline): asks the service worker to keep a page's
// answers and pictures, reads the saved index straight from Cache Storage, and the 省流量 setting both read.
// The cache names and the index's shape are the worker's own (apps/web/service-worker/): only constants and types
// cross over, so none of the worker's code reaches the page's build.

import { CACHES, INDEX_URL, SETTINGS_URL } from '../../service-worker/names';
import type { SavedItem } from '../../service-worker/saved-index';

export type { SavedItem, SavedKind } from '../../service-worker/saved-index';

const LITE_KEY = 'save-data';

/** Whether this browser can keep anything (a secure context with a service worker and Cache Storage). */
export const canKeepOffline = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window && window.isSecureContext;

async function ask<T>(message: object): Promise<T> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('no service worker');
  return new Promise<T>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T & { error?: string }>) =>
      event.data && typeof event.data === 'object' && 'error' in event.data && event.data.error
        ? reject(new Error(event.data.error))
        : resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/** What a screen shows right now: its pictures at the size the phone chose (the lazy ones by their own address). */
export function picturesOnScreen(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('img')]
    .map((img) => img.currentSrc || img.src)
    .filter((src) => src.startsWith(location.origin) || src.startsWith('/'));
}

/** Keeps a page (its answers as last read and `media`) on the device; answers the item with its size. */
export async function saveForOffline(
  item: Pick<SavedItem, 'id' | 'kind' | 'title' | 'url'>,
  media: string[] = [],
  pages?: string[],
  auto = false,
): Promise<SavedItem> {
  const saved = await ask<SavedItem>({ type: 'save', item, media, pages, auto });
  // Asked once something is kept: the browser then keeps the saved things under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  notify();
  return saved;
}

export async function deleteSaved(id: string): Promise<void> {
  await ask({ type: 'delete', id });
  notify();
}

export async function listSaved(): Promise<SavedItem[]> {
  if (!canKeepOffline()) return [];
  const found = await caches.match(INDEX_URL, { cacheName: CACHES.saved });
  return found ? ((await found.json()) as { items: SavedItem[] }).items : [];
}

const listeners = new Set<() => void>();
export function onSavedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
function notify() {
  for (const l of listeners) l();
}

/** 省流量: the user's setting (the worker reads it too, for the pictures it asks for). */
export function liteSetting(): boolean {
  try {
    return localStorage.getItem(LITE_KEY) === '1';
  } catch {
    return false;
  }
}

export async function setLiteSetting(on: boolean) {
  localStorage.setItem(LITE_KEY, on ? '1' : '0');
  if (!canKeepOffline()) return;
  const cache = await caches.open(CACHES.settings);
  await cache.put(
    SETTINGS_URL,
    new Response(JSON.stringify({ lite: on }), { headers: { 'content-type': 'application/json' } }),
  );
  navigator.serviceWorker.controller?.postMessage({ type: 'settings', lite: on });
}
