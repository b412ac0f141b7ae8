import { createTextScreener, type ScreenPattern, type Simplify, type TextScreener } from '@app/rules';
import { pinyin } from 'pinyin-pro';
import {
  CATEGORY_VERDICT,
  loadAllowedWords,
  loadLexicon,
  type FilterCategory,
  type FilterVerdict,
} from './sensitive-lexicon.ts';

/** One listed word as the filter applies it: the lexicon's, or an operator's (which wins). */
export interface ScreenEntry {
  word: string;
  category: FilterCategory;
  verdict: FilterVerdict;
}

export interface ContentScreener {
  screener: TextScreener;
  /** Indexed by a hit's tag. */
  entries: ScreenEntry[];
  buildMs: number;
}

const HAN = /^\p{Script=Han}+$/u;
// Latin tokens that are ordinary English, abbreviations or chat shorthand: never used as a listed word's pinyin or
// initials, however a listed word happens to spell.
const ORDINARY_LATIN = new Set(
  (
    'the and for you are not but all any can her was one our out day get has him his how man new now old see two way ' +
    'who boy did its let put say she too use app api gps atm bbq diy vip usb cpu ceo kfc ktv spa sos ufo usa bbc cnn ' +
    'nba mba phd pdf jpg png gif mp3 mp4 sim omg lol wtf sdk aqi cbd ifs sku hot big top fun sun sea bay yes tea bar ' +
    'pub zoo gym car bus map tour trip city hotel html json http https www ' +
    'yyds xswl dbq nsdd awsl zqsg bdjw plmm ssfd xdm jms nbcs gkd ' +
    // Places and people a traveller writes in pinyin, which homophone spellings of listed words share.
    'taiwan tiananmen xizang lasa xinjiang xianggang aomen beijing zhongguo shanghai maozedong zhouenlai ' +
    'dengxiaoping sunzhongshan sunyatsen weixin changji'
  ).split(/\s+/),
);

// Initials are generated from four letters up. Three-letter initials of a list of several thousand words cover about one Latin
// three-letter token in six: CNY, lat, sql, why and yet each spelled some listed word's initials in the test suite
// alone. The three-letter abbreviations writers do use (xjp, flg, hjt, tmd…) are listed words of their own.
const INITIALS_MIN = 4;

export interface LatinSpelling {
  text: string;
  /** Initials: matched as spelt, never with l read as i. */
  exact: boolean;
}

/**
 * A listed Chinese word's Latin spellings: its full pinyin (4 letters or more) when the word has three characters or
 * more or is hand-kept (the pinyin of a two-character word is too often a place or an ordinary word: changji, 昌吉),
 * and its initials (INITIALS_MIN letters or more). Adverts (review) get none: their pinyin is mostly ordinary words.
 */
export function latinSpellings(entry: { word: string; category: string; curated?: boolean }): LatinSpelling[] {
  const { word } = entry;
  if (!HAN.test(word) || entry.category === 'trade') return [];
  const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true }) as string[];
  const out: LatinSpelling[] = [];
  const full = syllables.join('').toLowerCase();
  const longEnough = [...word].length >= 3 || entry.curated === true;
  if (longEnough && full.length >= 4 && /^[a-z]+$/.test(full) && !ORDINARY_LATIN.has(full)) {
    out.push({ text: full, exact: false });
  }
  const initials = syllables
    .map((s) => s[0] ?? '')
    .join('')
    .toLowerCase();
  if (initials.length >= INITIALS_MIN && /^[a-z]+$/.test(initials) && !ORDINARY_LATIN.has(initials)) {
    out.push({ text: initials, exact: true });
  }
  return out;
}

// The lexicon's spellings are the same for every build: worked out once per process.
const spellings = new Map<string, LatinSpelling[]>();
const spellingsOf = (entry: ScreenEntry & { curated?: boolean; spellings?: LatinSpelling[] }) => {
  if (entry.spellings) return entry.spellings; // the lexicon's, worked out when it was built
  const key = `${entry.category}\t${entry.curated ? 1 : 0}\t${entry.word}`;
  let s = spellings.get(key);
  if (!s) spellings.set(key, (s = latinSpellings(entry)));
  return s;
};

let simplifyChar: Simplify | undefined;
/**
 * Traditional → simplified, one character at a time: OpenCC's character table (opencc-js), read straight into a map
 * on first use. The converter itself would build its phrase tables too (half a second) for what is here a
 * per-character question.
 */
async function simplifier(): Promise<Simplify> {
  if (simplifyChar) return simplifyChar;
  const { Locale } = await import('opencc-js');
  const table = new Map<string, string>();
  // Locale.to.cn is a list of dictionary groups, each a list of 'from to|from to|…' strings (phrases, characters).
  for (const dict of ((Locale.to.cn ?? []) as unknown as unknown[]).flat()) {
    if (typeof dict !== 'string') continue;
    for (const pair of dict.split('|')) {
      const [from, to] = pair.split(' ');
      if (from && to && [...from].length === 1) table.set(from, [...to][0]!);
    }
  }
  simplifyChar = (ch) => table.get(ch) ?? ch;
  return simplifyChar;
}

// Matchers already built, by the operators' words they hold: databases with the same words (test apps, a restart
// of the version) share one instead of building another.
const built = new Map<string, Promise<ContentScreener>>();
const KEEP = 4;

/** buildContentScreener, shared by every caller asking for the same operator words. */
export function contentScreenerFor(operatorWords: readonly ScreenEntry[]): Promise<ContentScreener> {
  const key = JSON.stringify(operatorWords.map((e) => [e.word, e.category, e.verdict]));
  let screener = built.get(key);
  if (!screener) {
    screener = buildContentScreener(operatorWords);
    if (built.size >= KEEP) built.delete(built.keys().next().value!);
    built.set(key, screener);
    screener.catch(() => built.delete(key));
  }
  return screener;
}

/**
 * The one matcher every text a user writes is read by: the lexicon and the operators' words (an operator's word
 * replaces the lexicon's entry for the same word, so it may change its verdict), each with its Latin spellings.
 */
export async function buildContentScreener(operatorWords: readonly ScreenEntry[]): Promise<ContentScreener> {
  const started = performance.now();
  const simplify = await simplifier();
  const byWord = new Map<string, ScreenEntry & { curated?: boolean; spellings?: LatinSpelling[] }>();
  for (const e of loadLexicon()) byWord.set(e.word, { ...e, verdict: CATEGORY_VERDICT[e.category] });
  for (const e of operatorWords) byWord.set(e.word.trim().toLowerCase(), { ...e, word: e.word.trim() });
  const entries = [...byWord.values()].map(({ word, category, verdict }) => ({ word, category, verdict }));
  const patterns: ScreenPattern[] = [];
  [...byWord.values()].forEach((e, tag) => {
    patterns.push({ text: e.word, tag });
    for (const latin of spellingsOf(e)) patterns.push({ text: latin.text, tag, exact: latin.exact });
  });
  const screener = createTextScreener(patterns, loadAllowedWords(), { simplify });
  return { screener, entries, buildMs: performance.now() - started };
}
