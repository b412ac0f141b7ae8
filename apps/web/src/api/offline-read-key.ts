import { READ_KEY_HEADER } from '../../service-worker/names';

// What a sealed read is kept under by the service worker (docs/product/offline.md#reading-offline): a digest of the
// path and the payload before sealing, the same on every request that asks the same thing. Without a worker in
// control of the page nothing keeps the answer, and no header is sent.

export { READ_KEY_HEADER };

export async function offlineReadKey(path: string, payload: unknown): Promise<string | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller || !globalThis.crypto?.subtle) {
    return undefined;
  }
  const text = new TextEncoder().encode(`${path}\n${JSON.stringify(payload)}`);
  const digest = await crypto.subtle.digest('SHA-256', text);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
