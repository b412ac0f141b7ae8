import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';

// What product search matches: one folded text per product holding its titles, their pinyin (whole and initials)
// and jieba's words. A query is cut the same way and every word must appear in it.

let jieba: Jieba | undefined;
const cutter = () => (jieba ??= Jieba.withDict(dict));

const fold = (s: string) => s.normalize('NFKC').toLowerCase();
const WORD = /^[\p{L}\p{N}]+$/u;

function pinyinOf(text: string): { whole: string; initials: string } {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
  return { whole: syllables.join(''), initials: syllables.map((s) => s[0] ?? '').join('') };
}

export function productSearchText(...texts: string[]): string {
  const parts = new Set<string>();
  for (const text of texts.filter(Boolean)) {
    const folded = fold(text);
    parts.add(folded.replace(/\s+/g, ' ').trim());
    const { whole, initials } = pinyinOf(folded);
    if (whole) parts.add(whole);
    if (initials) parts.add(initials);
    for (const t of cutter().cutForSearch(folded, true)) if (WORD.test(t)) parts.add(t);
  }
  return [...parts].join(' | ');
}

/** The words of a query: jieba's cut of Chinese, whitespace-separated Latin words (English or pinyin) as typed. */
export function queryWords(keyword: string): string[] {
  const folded = fold(keyword).trim();
  const words = cutter()
    .cut(folded, true)
    .map((w) => w.trim())
    .filter((w) => WORD.test(w));
  return [...new Set(words)].slice(0, 8);
}
