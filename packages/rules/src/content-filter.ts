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

/** Finds the words of a fixed list in texts; built once per list, then each text is read once. */
export interface WordMatcher {
  /** The distinct words of the list found in the text, in list order, as spelt in the list. */
  find(text: string): string[];
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Indexes (into the distinct words) of every word ending here, its own and those of its suffixes. */
  out: number[];
}

/**
 * An Aho–Corasick automaton over the folded words: one pass over a text finds every word in it, however long the
 * list, instead of searching the text once per word. Blank words never match; a word listed twice (after folding)
 * counts once, spelt as first listed.
 */
export function createWordMatcher(words: readonly string[]): WordMatcher {
  const spelt: string[] = [];
  const index = new Map<string, number>();
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  for (const word of words) {
    const needle = fold(word.trim());
    if (needle === '' || index.has(needle)) continue;
    const id = spelt.length;
    index.set(needle, id);
    spelt.push(word.trim());
    let at = 0;
    for (const ch of needle) {
      let to = nodes[at]!.next.get(ch);
      if (to === undefined) {
        to = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [] });
        nodes[at]!.next.set(ch, to);
      }
      at = to;
    }
    nodes[at]!.out.push(id);
  }
  // Breadth first, so a node's failure link (its longest proper suffix in the trie) is done before its children.
  const queue: number[] = [...nodes[0]!.next.values()];
  for (let head = 0; head < queue.length; head++) {
    const node = nodes[queue[head]!]!;
    for (const [ch, child] of node.next) {
      let f = node.fail;
      while (f !== 0 && !nodes[f]!.next.has(ch)) f = nodes[f]!.fail;
      const target = nodes[f]!.next.get(ch);
      nodes[child]!.fail = target !== undefined && target !== child ? target : 0;
      nodes[child]!.out.push(...nodes[nodes[child]!.fail]!.out);
      queue.push(child);
    }
  }
  return {
    find(text) {
      if (spelt.length === 0) return [];
      const hit = new Set<number>();
      let at = 0;
      for (const ch of fold(text)) {
        while (at !== 0 && !nodes[at]!.next.has(ch)) at = nodes[at]!.fail;
        at = nodes[at]!.next.get(ch) ?? 0;
        for (const id of nodes[at]!.out) hit.add(id);
      }
      return [...hit].sort((a, b) => a - b).map((id) => spelt[id]!);
    },
  };
}

/** The distinct words of the list found in the text, in list order, as spelt in the list; blanks ignored. */
export function findSensitiveWords(text: string, words: readonly string[]): string[] {
  return createWordMatcher(words).find(text);
}
