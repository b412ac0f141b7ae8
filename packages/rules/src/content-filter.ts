// Helpers around the content filter: what to send it, and what it matched.

export type FilterItem = { kind: 'text' | 'title'; content: string };

/**
 * Drops items whose content is wholly contained in another item's content (checking it again adds nothing).
 * Identical contents keep the first; an empty content is contained in anything, so it goes when others exist.
 * Order is preserved.
 */
export function dropContainedDuplicates<T extends FilterItem>(items: readonly T[]): T[] {
  return items.filter(
    (item, i) =>
      !items.some((other, j) => {
        if (j === i || !other.content.includes(item.content)) return false;
        // Equal contents: only an earlier twin removes this one, so exactly the first survives.
        return other.content.length > item.content.length || j < i;
      }),
  );
}

// NFKC folds full-width Latin and digits (ｆｏｏ → foo) so a trivial disguise does not slip through; lower case
// makes Latin words case-insensitive. Chinese is unaffected by either.
const fold = (s: string): string => s.normalize('NFKC').toLowerCase();

/** The distinct words of the list found in the text, in list order, as spelt in the list; blanks ignored. */
export function findSensitiveWords(text: string, words: readonly string[]): string[] {
  const haystack = fold(text);
  const seen = new Set<string>();
  const found: string[] = [];
  for (const word of words) {
    const needle = fold(word.trim());
    if (needle === '' || seen.has(needle)) continue;
    seen.add(needle);
    if (haystack.includes(needle)) found.push(word.trim());
  }
  return found;
}
