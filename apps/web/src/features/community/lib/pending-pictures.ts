// The pictures of a post being written that have not gone up yet (picked offline, or still uploading), kept on the
// phone so a reload or a closed tab does not lose them (docs/product/offline.md#writes-made-offline). The stored draft
// holds the words and the finished uploads (release-draft.ts); files are too big for localStorage, so they live in
// IndexedDB, one list per user, written whole whenever the list changes.

const DB_NAME = 'release-pictures';
const STORE = 'pending';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

const usable = () => typeof indexedDB !== 'undefined';

/** Keeps this user's pending pictures (an empty list forgets them). Failures are quiet: the screen still has them. */
export async function keepPendingPictures(userId: string, files: readonly File[]): Promise<void> {
  if (!usable()) return;
  const write = files.length
    ? withStore('readwrite', (s) => s.put([...files], userId))
    : withStore('readwrite', (s) => s.delete(userId));
  await write.catch(() => undefined);
}

/** This user's pending pictures from an earlier visit, in the order they were picked. */
export async function readPendingPictures(userId: string): Promise<File[]> {
  if (!usable()) return [];
  const stored = await withStore<unknown>('readonly', (s) => s.get(userId)).catch(() => undefined);
  return Array.isArray(stored) ? stored.filter((f): f is File => f instanceof Blob) : [];
}
