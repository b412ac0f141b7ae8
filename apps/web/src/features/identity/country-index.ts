import type { CallingCode } from './api/phone-codes';
import { pinyinInitials } from './pinyin-initials';

// /countrycode's list: China first, a few places travellers pick most, then A–Z by the pinyin of the name
// (the server's firstLetter), and a search over Chinese, English, pinyin initials and the code itself.

const CHINA = 'CN';
/** After China, the places our travellers pick most; shown only when the server lists them. */
const COMMON_ISO2 = [CHINA, 'HK', 'MO', 'TW', 'JP', 'KR', 'TH', 'SG', 'US'] as const;

export type CountryGroup = { letter: string; rows: CallingCode[] };

const byLetter = (a: string, b: string) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b));

export function groupCountries(rows: readonly CallingCode[]): { common: CallingCode[]; groups: CountryGroup[] } {
  const common = COMMON_ISO2.flatMap((iso2) => rows.filter((r) => r.iso2 === iso2));
  const groups = new Map<string, CallingCode[]>();
  for (const row of rows) {
    const letter = /^[A-Z]$/.test(row.firstLetter) ? row.firstLetter : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), row]);
  }
  return {
    common,
    groups: [...groups.entries()].sort(([a], [b]) => byLetter(a, b)).map(([letter, list]) => ({ letter, rows: list })),
  };
}

/** The search's reading of what was typed: trimmed, lower-case, a leading '+' dropped ('+852' finds 852). */
export const normaliseQuery = (q: string): string => q.trim().toLowerCase().replace(/^\+/, '');

/**
 * Whether a row matches the query: a part of its Chinese or English name, the start of its full pinyin
 * ('ri', 'riben' → 日本) or of its pinyin initials ('rb', 'mg' → 美国), or the start of its calling code.
 */
export function matchesCountry(row: CallingCode, query: string): boolean {
  const q = normaliseQuery(query);
  if (q === '') return true;
  if (row.name.includes(q) || row.nameEn.toLowerCase().includes(q)) return true;
  if (/^\d+$/.test(q)) return row.code.startsWith(q);
  if (!/^[a-z]+$/.test(q)) return false;
  return row.pinyin.startsWith(q) || pinyinInitials(row.name).toLowerCase().startsWith(q);
}

/** Matches in list order, except that an exact code match ('86', '1') comes first. */
export function searchCountries(rows: readonly CallingCode[], query: string): CallingCode[] {
  const q = normaliseQuery(query);
  const found = rows.filter((r) => matchesCountry(r, q));
  return [...found.filter((r) => r.code === q), ...found.filter((r) => r.code !== q)];
}
