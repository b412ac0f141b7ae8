import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

// Chinese has no spaces: jieba cuts text into words, which PostgreSQL's 'simple' configuration then indexes as
// they are (tsvector over the space-joined tokens). The same cutting runs on the query.

let jieba: Jieba | undefined;
const cutter = () => (jieba ??= Jieba.withDict(dict));

/** Particles and fillers that would match nearly everything. */
const STOP = new Set([
  '的',
  '了',
  '和',
  '是',
  '在',
  '也',
  '就',
  '都',
  '而',
  '及',
  '与',
  '着',
  '或',
  '一个',
  '我',
  '你',
  '他',
  '她',
  '它',
  '吗',
  '吧',
  '啊',
  '呢',
]);
const WORD = /^[\p{L}\p{N}]+$/u;

/** NFKC (full-width Latin and digits to half-width) and lower case: how text is compared everywhere. */
export const fold = (s: string) => s.normalize('NFKC').toLowerCase();

const usable = (t: string) => WORD.test(t) && !STOP.has(t);

/** Index tokens: search-mode cuts (words and their parts), distinct, space-joined. */
export function indexTokens(...texts: string[]): string {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const t of cutter().cutForSearch(fold(text), true)) if (usable(t)) tokens.add(t);
  }
  return [...tokens].join(' ');
}

/** The normalised text the ILIKE fallback searches. */
export const searchNorm = (...texts: string[]) => fold(texts.join(' ')).replace(/\s+/g, ' ').trim();

export interface ParsedQuery {
  words: string[];
  /** A to_tsquery text: every word must match, as itself or as all of its parts. */
  tsQuery: string | null;
  /** A LIKE pattern for the whole keyword, with LIKE's special characters escaped. */
  pattern: string;
}

export function parseQuery(keyword: string): ParsedQuery {
  const folded = fold(keyword).trim();
  const words = [...new Set(cutter().cut(folded, true).filter(usable))];
  const groups = words.map((w) => {
    const parts = cutter()
      .cutForSearch(w, true)
      .filter((p) => p !== w && p.length > 1 && usable(p));
    return parts.length ? `(${w} | ${parts.join(' & ')})` : w;
  });
  const escaped = folded.replace(/\s+/g, ' ').replace(/[\\%_]/g, (c) => `\\${c}`);
  return { words, tsQuery: groups.length ? groups.join(' & ') : null, pattern: `%${escaped}%` };
}

export const likePattern = (keyword: string) => parseQuery(keyword).pattern;
