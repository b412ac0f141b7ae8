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
    'pub zoo gym car bus map tour trip city hotel ' +
    'yyds xswl dbq nsdd awsl zqsg bdjw plmm ssfd xdm jms nbcs gkd ' +
    'bian dang dian ding dong duan fang gang hang jian jiang kang lang long mang nang pang pian qian rang sang shang ' +
    'tang wang xian xiang yang zhang zhuang ' +
    'chang china chain ' +
    'dean gong hong jing ling ming ning ping qing sing ting wing xing ying zing'
  ).split(/\s+/),
);

/** A listed Chinese word's Latin spellings: its full pinyin (4 letters or more) and its initials (3 or more). */
export function latinSpellings(word: string): string[] {
  if (!HAN.test(word)) return [];
  const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true }) as string[];
  const out: string[] = [];
  const full = syllables.join('').toLowerCase();
  if (full.length >= 4 && /^[a-z]+$/.test(full) && !ORDINARY_LATIN.has(full)) out.push(full);
  const initials = syllables.map((s) => s[0] ?? '').join('').toLowerCase();
  if (initials.length >= 3 && /^[a-z]+$/.test(initials) && !ORDINARY_LATIN.has(initials)) out.push(initials);
  return out;
}

// The lexicon's spellings are the same for every build: worked out once per process.
const spellings = new Map<string, string[]>();
const spellingsOf = (word: string) => {
  let s = spellings.get(word);
  if (!s) spellings.set(word, (s = latinSpellings(word)));
  return s;
};

let simplifyChar: Simplify | undefined;
/** OpenCC's traditional → simplified table, loaded on first use (a large module the server needs only here). */
async function simplifier(): Promise<Simplify> {
  if (simplifyChar) return simplifyChar;
  const OpenCC = await import('opencc-js');
  const convert = OpenCC.Converter({ from: 't', to: 'cn' });
  simplifyChar = (ch) => convert(ch);
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
  const byWord = new Map<string, ScreenEntry>();
  for (const e of loadLexicon()) byWord.set(e.word, { ...e, verdict: CATEGORY_VERDICT[e.category] });
  for (const e of operatorWords) byWord.set(e.word.trim().toLowerCase(), { ...e, word: e.word.trim() });
  const entries = [...byWord.values()];
  const patterns: ScreenPattern[] = [];
  entries.forEach((e, tag) => {
    patterns.push({ text: e.word, tag });
    for (const latin of spellingsOf(e.word)) patterns.push({ text: latin, tag });
  });
  const screener = createTextScreener(patterns, loadAllowedWords(), { simplify });
  return { screener, entries, buildMs: performance.now() - started };
}
