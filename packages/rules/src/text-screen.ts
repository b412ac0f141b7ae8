// The content filter's reading of a text: one pass that folds every disguise a writer may use to slip a listed word
// past the list, keeping for each folded character where it came from, so that a match can be starred in the
// original text. The rules are written out in docs/product/content-filter.md.

/** Turns one Han character into its simplified form; the server passes OpenCC's, tests may pass a small table. */
export type Simplify = (ch: string) => string;

export interface NormaliseOptions {
  simplify?: Simplify | undefined;
}

/** A text as the matcher reads it, with the way back to the original. */
export interface NormalisedText {
  /** The folded characters, one UTF-16 unit each (every folded character is in the Basic Multilingual Plane). */
  text: string;
  /** For each folded character: the UTF-16 offset in the original where its source character starts… */
  from: number[];
  /** …and where it ends (exclusive). */
  to: number[];
  /** For each folded character: a Latin letter that begins a Latin word (no Latin letter right before it). */
  wordStart: boolean[];
  /** For each folded character: a Latin letter that ends a Latin word (no Latin letter right after it). */
  wordEnd: boolean[];
}

// Look-alike letters of other scripts that a writer swaps in for Latin ones (after lower-casing).
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'b',
  г: 'r',
  д: 'd',
  е: 'e',
  ё: 'e',
  з: '3',
  и: 'u',
  й: 'u',
  к: 'k',
  л: 'n',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  ф: 'f',
  х: 'x',
  ц: 'u',
  ч: 'y',
  ш: 'w',
  щ: 'w',
  ь: 'b',
  ы: 'bl',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɑ: 'a',
  ɡ: 'g',
  ı: 'i',
  ȷ: 'j',
  ℓ: 'l',
  α: 'a',
  β: 'b',
  γ: 'y',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  θ: 'o',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'u',
  ν: 'v',
  ξ: 'e',
  ο: 'o',
  π: 'n',
  ρ: 'p',
  σ: 'o',
  ς: 's',
  τ: 't',
  υ: 'u',
  φ: 'f',
  χ: 'x',
  ψ: 'w',
  ω: 'w',
};

// Digits and signs written for letters inside a Latin word (s3x, p0rn, @ss): 1 reads as i, and the patterns that
// carry an l also carry the same pattern with i (see latinVariants).
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

const isLatin = (c: string) => c >= 'a' && c <= 'z';
const isHanCode = (code: number) => (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf);

// Characters that carry nothing and never split a word: zero-width ones, joiners, variation selectors, combining marks.
const TRANSPARENT = /^[\p{Cf}\p{M}\u180b-\u180f\ufe00-\ufe0f]$/u;
// What splits words and is skipped between the characters of a listed word: spaces, punctuation, symbols, emoji.
const SEPARATOR = /^[\p{Z}\p{P}\p{S}\p{C}\p{Extended_Pictographic}]$/u;

type Kind = 'latin' | 'leet' | 'other';
interface Unit {
  ch: string;
  kind: Kind;
  from: number;
  to: number;
  /** A separator was skipped between the previous unit and this one. */
  gap: boolean;
}

const simplifyCache = new WeakMap<Simplify, Map<string, string>>();
function simplifier(simplify: Simplify | undefined): (ch: string) => string {
  if (!simplify) return (ch) => ch;
  let cache = simplifyCache.get(simplify);
  if (!cache) simplifyCache.set(simplify, (cache = new Map()));
  const known = cache;
  return (ch) => {
    let s = known.get(ch);
    if (s === undefined) {
      const out = simplify(ch);
      s = [...out].length === 1 ? out : ch;
      known.set(ch, s);
    }
    return s;
  };
}

// One source character's folded characters: NFKC (full width, circled and styled letters), lower case, accents
// dropped, look-alikes folded, Han simplified. '' when the character is a separator or carries nothing.
const foldCache = new Map<string, string>();
function foldChar(ch: string): string {
  let folded = foldCache.get(ch);
  if (folded !== undefined) return folded;
  if (TRANSPARENT.test(ch)) folded = '';
  else {
    let out = '';
    for (const c of ch.normalize('NFKC').toLowerCase()) {
      if (TRANSPARENT.test(c)) continue;
      if (c in LEET && !/\d/.test(c)) {
        out += c; // @ and $: kept for now, read as letters or dropped by the Latin pass
        continue;
      }
      if (SEPARATOR.test(c)) {
        out += ' ';
        continue;
      }
      const plain = c.charCodeAt(0) >= 0xc0 && c.charCodeAt(0) < 0x250 ? c.normalize('NFD')[0]! : c;
      out += HOMOGLYPHS[plain] ?? plain;
    }
    folded = out;
  }
  if (foldCache.size < 50_000) foldCache.set(ch, folded);
  return folded;
}

/** Reads a text the way the matcher does (see NormalisedText). */
export function normaliseForMatching(input: string, options: NormaliseOptions = {}): NormalisedText {
  const simplify = simplifier(options.simplify);
  const units: Unit[] = [];
  let gap = false;
  for (let i = 0; i < input.length;) {
    const code = input.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const from = i;
    i += width;
    // The common cases first: Han characters and plain ASCII letters and digits skip the Unicode work.
    if (isHanCode(code)) {
      units.push({ ch: simplify(String.fromCharCode(code)), kind: 'other', from, to: i, gap });
      gap = false;
      continue;
    }
    if (code < 0x80 && /[a-z0-9A-Z]/.test(String.fromCharCode(code))) {
      const c = String.fromCharCode(code).toLowerCase();
      units.push({ ch: c, kind: isLatin(c) ? 'latin' : c in LEET ? 'leet' : 'other', from, to: i, gap });
      gap = false;
      continue;
    }
    const folded = foldChar(String.fromCodePoint(code));
    for (const c of folded) {
      if (c === ' ') {
        gap = true;
        continue;
      }
      const ch = isHanCode(c.charCodeAt(0)) ? simplify(c) : c;
      if (ch.length !== 1) continue; // beyond the Basic Multilingual Plane and not a letter: nothing to match
      units.push({ ch, kind: isLatin(ch) ? 'latin' : ch in LEET ? 'leet' : 'other', from, to: i, gap });
      gap = false;
    }
  }
  readLeet(units);
  const kept = units.filter((u) => u.kind !== 'leet' || /\d/.test(u.ch));
  const n = kept.length;
  const out: NormalisedText = { text: '', from: new Array(n), to: new Array(n), wordStart: new Array(n), wordEnd: [] };
  const chars: string[] = new Array(n);
  for (let k = 0; k < n; k++) {
    const u = kept[k]!;
    chars[k] = u.ch;
    out.from[k] = u.from;
    out.to[k] = u.to;
    const latin = u.kind === 'latin';
    out.wordStart[k] = latin && (k === 0 || u.gap || kept[k - 1]!.kind !== 'latin');
    out.wordEnd[k] = latin && (k === n - 1 || kept[k + 1]!.gap || kept[k + 1]!.kind !== 'latin');
  }
  out.text = chars.join('');
  return out;
}

// Digits and @ $ inside a Latin word become letters: a run of them between two letters (f4lun, p00rn), or one at the
// start of a word followed by at least two letters (@ss, 5ex). Elsewhere a digit stays a digit (vx123, 六4) and
// @ $ are separators.
function readLeet(units: Unit[]) {
  for (let i = 0; i < units.length; i++) {
    if (units[i]!.kind !== 'leet') continue;
    let j = i;
    while (j + 1 < units.length && units[j + 1]!.kind === 'leet' && !units[j + 1]!.gap) j++;
    const before = i > 0 && !units[i]!.gap && units[i - 1]!.kind === 'latin' ? units[i - 1] : undefined;
    const after =
      j + 1 < units.length && !units[j + 1]!.gap && units[j + 1]!.kind === 'latin' ? units[j + 1] : undefined;
    const second = units[j + 2];
    const leading = !before && i === j && after && second && !second.gap && second.kind === 'latin';
    if ((before && after) || leading) {
      for (let k = i; k <= j; k++) {
        units[k]!.ch = LEET[units[k]!.ch]!;
        units[k]!.kind = 'latin';
      }
    } else {
      for (let k = i; k <= j; k++) {
        if (/\d/.test(units[k]!.ch)) units[k]!.kind = 'other';
        else if (k + 1 < units.length) units[k + 1]!.gap = true; // @ $ dropped: they split words like any sign
      }
    }
    i = j;
  }
}

const PLAIN_LATIN = /^[a-z]+$/;
const PLAIN_HAN = /^[\u4e00-\u9fff]+$/;

/** A listed word folded the way texts are (the same normalisation), for building the matcher. */
export function foldPattern(word: string, options: NormaliseOptions = {}): string {
  // The common cases, which the full pass would leave as they are (Han characters only simplified): thousands of
  // patterns are folded at every build.
  if (PLAIN_LATIN.test(word)) return word;
  if (PLAIN_HAN.test(word)) {
    const simplify = simplifier(options.simplify);
    let out = '';
    for (const ch of word) out += simplify(ch);
    return out;
  }
  return normaliseForMatching(word, options).text;
}

/**
 * The spellings of a folded Latin pattern a text may show: itself and, for patterns of five letters or more, the
 * same with every l read as i (a 1 in a text reads as i). Short patterns keep one spelling, so flg never becomes fig.
 */
export function latinVariants(pattern: string): string[] {
  if (!/[a-z]/.test(pattern) || !pattern.includes('l') || pattern.length < 5) return [pattern];
  return [pattern, pattern.replaceAll('l', 'i')];
}

export interface ScreenPattern {
  /** The pattern as listed; folded when the screener is built. */
  text: string;
  /** The caller's number for it (which word of which list); several patterns may share one. */
  tag: number;
  /** Match this spelling only (no l-as-i variant): for spellings made up from a word, such as its initials. */
  exact?: boolean | undefined;
}

export interface ScreenHit {
  tag: number;
  /** Where the match lies in the original text, as UTF-16 offsets (end exclusive). */
  start: number;
  end: number;
}

export interface TextScreener {
  /** Every match of the patterns in the text, allowed words and Latin word boundaries considered, in text order. */
  scan(text: string): ScreenHit[];
  /** How many folded patterns the automaton holds. */
  readonly size: number;
}

interface Automaton {
  next: Array<Map<number, number>>;
  fail: Int32Array;
  /** Pattern ids ending at each node, its own and those of its suffixes (via `link`). */
  own: Array<number[] | undefined>;
  link: Int32Array;
}

function buildAutomaton(patterns: readonly string[]): Automaton {
  const next: Array<Map<number, number>> = [new Map()];
  const own: Array<number[] | undefined> = [undefined];
  patterns.forEach((p, id) => {
    let at = 0;
    for (let k = 0; k < p.length; k++) {
      const c = p.charCodeAt(k);
      let to = next[at]!.get(c);
      if (to === undefined) {
        to = next.length;
        next.push(new Map());
        own.push(undefined);
        next[at]!.set(c, to);
      }
      at = to;
    }
    (own[at] ??= []).push(id);
  });
  const fail = new Int32Array(next.length);
  // The nearest node on the failure chain that ends a pattern: outputs are followed, never copied.
  const link = new Int32Array(next.length).fill(-1);
  const queue: number[] = [...next[0]!.values()];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const [c, child] of next[node]!) {
      let f = fail[node]!;
      while (f !== 0 && !next[f]!.has(c)) f = fail[f]!;
      const target = next[f]!.get(c);
      fail[child] = target !== undefined && target !== child ? target : 0;
      const via = fail[child]!;
      link[child] = own[via] ? via : link[via]!;
      queue.push(child);
    }
  }
  return { next, fail, own, link };
}

/** Calls back with (pattern id, last folded index) for every occurrence of the automaton's patterns. */
function runAutomaton(a: Automaton, text: string, hit: (id: number, end: number) => void) {
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let to = a.next[at]!.get(c);
    while (to === undefined && at !== 0) {
      at = a.fail[at]!;
      to = a.next[at]!.get(c);
    }
    at = to ?? 0;
    for (let node = a.own[at] ? at : a.link[at]!; node > 0; node = a.link[node]!) {
      for (const id of a.own[node]!) hit(id, i);
    }
  }
}

/**
 * Builds the one matcher a list of patterns needs: an Aho–Corasick automaton over the folded patterns, and a second
 * over the allowed words. A match wholly inside an occurrence of a longer allowed word is ignored (烟台独自 holds 台独
 * across two words); a pattern that begins or ends with a Latin letter matches only where a Latin word begins or ends
 * (xjp is not found inside an English word).
 */
export function createTextScreener(
  patterns: readonly ScreenPattern[],
  allowed: readonly string[],
  options: NormaliseOptions = {},
): TextScreener {
  const folded: string[] = [];
  const tags: number[] = [];
  const seen = new Map<string, Set<number>>();
  for (const p of patterns) {
    const f0 = foldPattern(p.text, options);
    for (const f of p.exact ? [f0] : latinVariants(f0)) {
      if (f.length < 2) continue; // a single character is never a listed word
      const tagsOf = seen.get(f) ?? new Set();
      if (tagsOf.has(p.tag)) continue;
      tagsOf.add(p.tag);
      seen.set(f, tagsOf);
      folded.push(f);
      tags.push(p.tag);
    }
  }
  const words = buildAutomaton(folded);
  const allowFolded = [...new Set(allowed.map((w) => foldPattern(w, options)).filter((w) => w.length >= 2))];
  const allow = buildAutomaton(allowFolded);
  const latinHead = folded.map((f) => isLatin(f[0]!));
  const latinTail = folded.map((f) => isLatin(f[f.length - 1]!));
  return {
    size: folded.length,
    scan(text) {
      const n = normaliseForMatching(text, options);
      const found: Array<{ id: number; s: number; e: number }> = [];
      runAutomaton(words, n.text, (id, e) => {
        const s = e - folded[id]!.length + 1;
        if (latinHead[id] && !n.wordStart[s]) return;
        if (latinTail[id] && !n.wordEnd[e]) return;
        found.push({ id, s, e });
      });
      if (found.length === 0) return [];
      const spans: Array<[number, number]> = [];
      if (allowFolded.length > 0)
        runAutomaton(allow, n.text, (id, e) => spans.push([e - allowFolded[id]!.length + 1, e]));
      return found
        .filter(({ s, e }) => !spans.some(([as, ae]) => as <= s && e <= ae && ae - as > e - s))
        .sort((x, y) => x.s - y.s || y.e - x.e)
        .map(({ id, s, e }) => ({ tag: tags[id]!, start: n.from[s]!, end: n.to[e]! }));
    },
  };
}

/** The text with every matched stretch of the original replaced by ***; overlapping stretches become one. */
export function maskSpans(text: string, spans: ReadonlyArray<{ start: number; end: number }>, mask = '***'): string {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const { start, end } of sorted) {
    if (end <= at) continue;
    out += text.slice(at, Math.max(at, start));
    if (start >= at) out += mask;
    at = end;
  }
  return out + text.slice(at);
}
