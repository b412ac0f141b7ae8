/// <reference lib="webworker" />
import { CACHES, INDEX_URL, PAGES_URL } from './names';
import { addItem, removeItem, rememberKey, type PagesIndex, type SavedIndex, type SavedItem } from './saved-index';

// 离线保存 in the worker: a saved page's API answers (copied from the reads it made) and its pictures at the size the
// phone showed them go to the saved cache, which nothing expires; the index says what each item holds and its size.

export type SaveRequest = {
  item: Pick<SavedItem, 'id' | 'kind' | 'title' | 'url'>;
  /** The page addresses whose API answers to keep (the item's own by default). */
  pages?: string[];
  /** Pictures, map outlines and tiles to keep. */
  media?: string[];
  /** Kept by the app (one's sign-ups), not by a tap on 离线保存. */
  auto?: boolean;
};

const JSON_HEADERS = { 'content-type': 'application/json' };

// One change of the indexes at a time: saves, deletes and kept reads may overlap.
let queue: Promise<unknown> = Promise.resolve();
const serial = <T>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
};

async function readJson<T>(url: string, fallback: T): Promise<T> {
  const found = await caches.match(url, { cacheName: CACHES.saved });
  return found ? ((await found.json()) as T) : fallback;
}

async function writeJson(url: string, value: unknown) {
  const cache = await caches.open(CACHES.saved);
  await cache.put(url, new Response(JSON.stringify(value), { headers: JSON_HEADERS }));
}

let pages: PagesIndex | undefined;
const pathOf = (href: string) => {
  const url = new URL(href, self.location.origin);
  return url.pathname + url.search;
};

/** Notes that the page at `href` asked for the answer kept under `key`. */
export function rememberPageKey(href: string, key: string) {
  return serial(async () => {
    pages ??= await readJson<PagesIndex>(PAGES_URL, {});
    pages = rememberKey(pages, pathOf(href), key);
    await writeJson(PAGES_URL, pages);
  });
}

export async function readPages(): Promise<PagesIndex> {
  return serial(async () => (pages ??= await readJson<PagesIndex>(PAGES_URL, {})));
}

async function sizeOf(response: Response) {
  return (await response.clone().arrayBuffer()).byteLength;
}

/** Keeps the answers and files of one item; answers the item as indexed (with its size in bytes). */
export function saveItem(request: SaveRequest): Promise<SavedItem> {
  return serial(async () => {
    pages ??= await readJson<PagesIndex>(PAGES_URL, {});
    const saved = await caches.open(CACHES.saved);
    const keys: string[] = [];
    let bytes = 0;
    for (const page of request.pages ?? [request.item.url]) {
      for (const key of pages[pathOf(page)] ?? []) {
        const answer = await caches.match(key, { cacheName: CACHES.reads });
        if (!answer) continue;
        bytes += await sizeOf(answer);
        await saved.put(key, answer);
        keys.push(key);
      }
    }
    for (const url of new Set(request.media ?? [])) {
      const absolute = new URL(url, self.location.origin).href;
      const response =
        (await caches.match(absolute, { ignoreVary: true })) ??
        (await fetch(absolute, { credentials: 'same-origin' }).then((r) => (r.ok || r.type === 'opaque' ? r : null)));
      if (!response) continue;
      bytes += await sizeOf(response);
      await saved.put(absolute, response);
      keys.push(absolute);
    }
    const item: SavedItem = { ...request.item, keys, bytes, savedAt: Date.now(), auto: request.auto ?? false };
    await writeJson(INDEX_URL, addItem(await readJson<SavedIndex>(INDEX_URL, { items: [] }), item));
    return item;
  });
}

/** Drops an item and whatever of it no other item holds. */
export function deleteItem(id: string): Promise<{ deleted: number }> {
  return serial(async () => {
    const { index, orphans } = removeItem(await readJson<SavedIndex>(INDEX_URL, { items: [] }), id);
    const saved = await caches.open(CACHES.saved);
    for (const key of orphans) await saved.delete(key);
    await writeJson(INDEX_URL, index);
    return { deleted: orphans.length };
  });
}

/**
 * One's sign-ups' answers are kept as they are read, beside the saved things, where nothing expires them. They are
 * sealed, so the worker cannot read which sign-up one is: the record screen lists it as an item (auto) itself.
 */
export function keepAnswer(key: string) {
  return serial(async () => {
    const kept = await caches.match(key, { cacheName: CACHES.reads });
    if (kept) await (await caches.open(CACHES.saved)).put(key, kept);
  });
}
