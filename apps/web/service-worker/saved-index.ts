// The saved things' index, as pure functions over plain values (the worker reads and writes it as JSON).

export type SavedKind = 'article' | 'poi' | 'signup' | 'content' | 'activity';

export type SavedItem = {
  /** kind:id, one item per thing. */
  id: string;
  kind: SavedKind;
  title: string;
  /** The app address that shows it. */
  url: string;
  /** Everything stored for it in the saved cache: answers' synthetic keys and files' addresses. */
  keys: string[];
  bytes: number;
  savedAt: number;
  /** Kept by the app (one's sign-ups), not by a tap on 离线保存. */
  auto: boolean;
};

export type SavedIndex = { items: SavedItem[] };
/** Page address (path and query) → the synthetic keys of the answers it asked for. */
export type PagesIndex = Record<string, string[]>;

/** Pages remembered: the most recent ones; older pages can no longer be saved without visiting them again. */
export const MAX_PAGES = 60;
/** Answers remembered per page: a detail asks for a handful; a long scroll of comments is capped. */
export const MAX_KEYS_PER_PAGE = 40;

/** Adds a key to a page's list, the page becoming the most recent; the oldest pages fall out past MAX_PAGES. */
export function rememberKey(pages: PagesIndex, page: string, key: string): PagesIndex {
  const keys = pages[page] ?? [];
  const nextKeys = keys.includes(key) ? keys : [...keys, key].slice(-MAX_KEYS_PER_PAGE);
  const rest = Object.entries(pages).filter(([p]) => p !== page);
  return Object.fromEntries([...rest.slice(-(MAX_PAGES - 1)), [page, nextKeys]]);
}

/** Adds or replaces an item (saving again refreshes it); newest first. */
export function addItem(index: SavedIndex, item: SavedItem): SavedIndex {
  return { items: [item, ...index.items.filter((i) => i.id !== item.id)] };
}

/** Removes an item; `orphans` are its keys that no remaining item holds (safe to delete from the cache). */
export function removeItem(index: SavedIndex, id: string): { index: SavedIndex; orphans: string[] } {
  const gone = index.items.find((i) => i.id === id);
  const items = index.items.filter((i) => i.id !== id);
  const held = new Set(items.flatMap((i) => i.keys));
  return { index: { items }, orphans: (gone?.keys ?? []).filter((k) => !held.has(k)) };
}

/** The total the 离线内容 list shows. */
export const totalBytes = (index: SavedIndex) => index.items.reduce((sum, i) => sum + i.bytes, 0);
