import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SENSITIVE_CATEGORIES, type SENSITIVE_VERDICTS } from '@app/contract';
import { serverRoot } from '../../platform/server-root.ts';

// The content filter's categories, what each does to a text, and what a refused writer is told
// (docs/product/content-filter.md). 'custom' is a word operators added without naming a category. The lists
// are the contract's, which the console's word paths validate against.
export const CATEGORIES = SENSITIVE_CATEGORIES;
export type FilterCategory = (typeof CATEGORIES)[number];
export type FilterVerdict = (typeof SENSITIVE_VERDICTS)[number];

export const CATEGORY_VERDICT: Record<FilterCategory, FilterVerdict> = {
  politics: 'block',
  pornography: 'block',
  gambling: 'block',
  drugs: 'block',
  fraud: 'block',
  violence: 'block',
  terrorism: 'block',
  custom: 'block',
  trade: 'review',
  insult: 'mask',
};

export const CATEGORY_MESSAGE: Record<FilterCategory, string> = {
  politics: '内容涉及政治敏感信息，请修改后再发布',
  pornography: '内容涉及色情低俗信息，请修改后再发布',
  gambling: '内容涉及赌博信息，请修改后再发布',
  drugs: '内容涉及毒品信息，请修改后再发布',
  fraud: '内容涉及诈骗或违法交易信息，请修改后再发布',
  trade: '内容涉及私下交易或广告引流，请修改后再发布',
  insult: '内容含有辱骂或不文明用语，请修改后再发布',
  violence: '内容涉及暴力或违禁物品信息，请修改后再发布',
  terrorism: '内容涉及暴恐信息，请修改后再发布',
  custom: '内容包含敏感词，请修改后再发布',
};

export const isCategory = (s: string): s is FilterCategory => (CATEGORIES as readonly string[]).includes(s);

export interface LexiconEntry {
  word: string;
  category: FilterCategory;
  /** A hand-kept word (additions.tsv), not one taken from a public list. */
  curated?: boolean;
  /** Its Latin spellings (pinyin, initials), worked out when the list was built (content-screener.ts). */
  spellings?: Array<{ text: string; exact: boolean }>;
}

const DIR = () => join(serverRoot(), 'reference', 'sensitive-lexicon');
const dataLines = (file: string) =>
  readFileSync(join(DIR(), file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));

let lexicon: LexiconEntry[] | undefined;
/** The shipped lexicon (reference/sensitive-lexicon/lexicon.tsv), read once per process. */
export function loadLexicon(): LexiconEntry[] {
  lexicon ??= dataLines('lexicon.tsv').map((line) => {
    const [word, category, curated, spelt] = line.split('\t') as [string, string, string?, string?];
    if (!isCategory(category)) throw new Error(`sensitive lexicon: unknown category ${category} for ${word}`);
    // Spellings: comma-separated, an initials one marked with a leading !. A missing column: work them out.
    const spellings =
      spelt === undefined
        ? undefined
        : spelt
            .split(',')
            .filter((x) => x !== '')
            .map((x) => (x.startsWith('!') ? { text: x.slice(1), exact: true } : { text: x, exact: false }));
    return { word, category, ...(curated === '1' ? { curated: true } : {}), ...(spellings ? { spellings } : {}) };
  });
  return lexicon;
}

let allowed: string[] | undefined;
/** Ordinary words that hold a listed word across a word boundary (reference/sensitive-lexicon/allowed.txt). */
export function loadAllowedWords(): string[] {
  allowed ??= dataLines('allowed.txt');
  return allowed;
}
