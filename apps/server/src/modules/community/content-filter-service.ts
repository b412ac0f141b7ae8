import { dropContainedDuplicates, maskSpans, type FilterItem } from '@app/rules';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { currentScreener } from './content-filter-version.ts';
import { CATEGORY_MESSAGE, type FilterCategory, type FilterVerdict } from './sensitive-lexicon.ts';

// What the filter does to each text a user writes: docs/product/content-filter.md.

export type ItemVerdict = 'pass' | FilterVerdict;

export interface Verdict extends FilterItem {
  /** No listed word in this item at all. */
  pass: boolean;
  /** The listed words found, as listed (a word found through its pinyin is named in Chinese). */
  words: string[];
  /** The strongest verdict of the words found: block, then review, then mask; pass when none. */
  verdict: ItemVerdict;
  /** The categories of the words found, strongest verdict first. */
  categories: FilterCategory[];
  /** The content with every word of a mask verdict starred (***); the content itself when none. */
  masked: string;
}

const RANK: Record<ItemVerdict, number> = { pass: 0, mask: 1, review: 2, block: 3 };
const strongest = (verdicts: ItemVerdict[]): ItemVerdict =>
  verdicts.reduce<ItemVerdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'pass');

async function verdictsOf(db: Kysely<DB>, items: FilterItem[]): Promise<Verdict[]> {
  const { screener, entries } = await currentScreener(db);
  return items.map((item) => {
    const hits = item.content === '' ? [] : screener.scan(item.content);
    const found = [...new Set(hits.map((h) => h.tag))].map((tag) => entries[tag]!);
    const verdict = strongest(found.map((e) => e.verdict));
    const categories = [...new Set(found.sort((a, b) => RANK[b.verdict] - RANK[a.verdict]).map((e) => e.category))];
    const maskHits = hits.filter((h) => entries[h.tag]!.verdict === 'mask');
    return {
      ...item,
      pass: found.length === 0,
      words: [...new Set(found.map((e) => e.word))],
      verdict,
      categories,
      masked: maskHits.length === 0 ? item.content : maskSpans(item.content, maskHits),
    };
  });
}

/** Every item judged by the one matcher; `pass` is true when no item holds any listed word. */
export async function judge(db: Kysely<DB>, items: FilterItem[]): Promise<{ pass: boolean; items: Verdict[] }> {
  const verdicts = await verdictsOf(db, items);
  return { pass: verdicts.every((v) => v.pass), items: verdicts };
}

export interface Screened {
  /** The strongest verdict over all items. */
  verdict: ItemVerdict;
  items: Verdict[];
}

/**
 * The write paths' reading of a text: refuses (code 1, the category's message naming the words) when any item
 * blocks, else answers the verdict — `review` (store it for its author only), `mask` (store each item's `masked`)
 * or `pass` — with each item's masked text.
 */
export async function screenText(db: Kysely<DB>, items: FilterItem[]): Promise<Screened> {
  const verdicts = await verdictsOf(db, items);
  const verdict = strongest(verdicts.map((v) => v.verdict));
  if (verdict === 'block') throw refusal(verdicts, 'block');
  return { verdict, items: verdicts };
}

/** The refusal for the words of `at least` this verdict: the first such category's message, naming the words. */
function refusal(verdicts: Verdict[], least: FilterVerdict, body?: unknown) {
  const hit = verdicts.filter((v) => RANK[v.verdict] >= RANK[least]);
  const category = hit[0]?.categories[0] ?? 'custom';
  const words = [...new Set(hit.flatMap((v) => v.words))];
  const message = CATEGORY_MESSAGE[category].replace('，请修改后再发布', '');
  return refuse(`${message}：${words.join('、')}，请修改后再发布`, body ?? { pass: false, items: verdicts });
}

/**
 * queryFilter: items wholly contained in another's are dropped as duplicates, then judged. Refused (code 1, naming
 * the words) when an item blocks; an item that would go to review or be masked passes with that verdict.
 */
export async function queryFilter(app: AppContext, items: FilterItem[]) {
  const verdicts = await verdictsOf(app.db, dropContainedDuplicates(items));
  const answer = verdicts.map(({ categories: _c, ...v }) => ({ ...v, pass: v.verdict !== 'block' }));
  const pass = answer.every((v) => v.pass);
  if (!pass) throw refusal(verdicts, 'block', { pass, items: answer });
  return { pass, items: answer };
}

/**
 * Refuses (code 1, the category's message naming the words) when any text holds a listed word, whatever its
 * verdict: for texts with no review state and nothing to mask (reports, proposals, contacts).
 */
export async function assertClean(db: Kysely<DB>, items: FilterItem[]): Promise<void> {
  const verdicts = await verdictsOf(db, dropContainedDuplicates(items.filter((i) => i.content !== '')));
  if (verdicts.some((v) => !v.pass)) throw refusal(verdicts, 'mask');
}

// Stored as plain text, verbatim: no HTML is ever made from it here. Only control characters that a database
// text column refuses or that no text needs are dropped, and line ends are unified.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
export const plainText = (s: string) => s.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
