// Recent searches, kept on this device only (localStorage): newest first, no repeats, at most MAX. A storage that
// throws (Safari's private mode, a full quota) leaves the list empty rather than breaking the search box.

export const RECENT_SEARCHES_KEY = 'SEARCH_HISTORY';
export const RECENT_SEARCHES_MAX = 10;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readRecent(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((w): w is string => typeof w === 'string' && w.trim() !== '').slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts `word` first (moving it if it was there) and answers the new list. */
export function addRecent(storage: Storage | null, word: string): string[] {
  const w = word.trim();
  const list = readRecent(storage);
  if (!w) return list;
  const next = [w, ...list.filter((x) => x !== w)].slice(0, RECENT_SEARCHES_MAX);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Not kept; the list still shows for this visit.
  }
  return next;
}

export function clearRecent(storage: Storage | null): string[] {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to do.
  }
  return [];
}
