import {
  CHINA_COUNTRY_ID,
  CHINA_REGION_ID,
  RECOMMENDED_REGION_ID,
  type DestinationRef,
  type RegionEntry,
} from '@app/contract';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import {
  byId,
  chinaCities,
  citiesOf,
  continents,
  countriesWithCities,
  filterDestinations,
  matchDestinations,
  nearestCity,
  provinces,
  recommendedCities,
  taggedCities,
} from './destination-repository.ts';
import { countPois } from './poi-repository.ts';
import { tagsOf, toDestination, toWgs84 } from './place-views.ts';

const entry = (d: DestinationRef, subsetList: RegionEntry[] = [], cityVoList: DestinationRef[] = []): RegionEntry => ({
  id: d.id,
  name: d.name,
  nameEn: d.nameEn,
  level: d.level,
  countryId: d.countryId,
  firstLetter: d.firstLetter,
  subsetList,
  cityVoList,
  selectId: subsetList[0]?.id ?? cityVoList[0]?.id ?? null,
});

/**
 * The continent tabs of /changeDestination: docs/product/places.md two pseudo-entries first — recommended cities (9999, level 3,
 * its cities in cityVoList) and China (1000001, level 2, countryId 7, its provinces in subsetList) — then the
 * continents, each with its countries in subsetList (their cities come from findAllDestinationByContinentRegionId).
 */
export async function regionContinents(app: AppContext) {
  const [recommended, provinceRows, continentRows, countryRows] = await Promise.all([
    recommendedCities(app.db),
    provinces(app.db),
    continents(app.db),
    countriesWithCities(app.db),
  ]);
  const rows: RegionEntry[] = [
    {
      id: RECOMMENDED_REGION_ID,
      name: '推荐城市',
      nameEn: 'Recommended',
      level: 3,
      countryId: null,
      firstLetter: 'T',
      subsetList: [],
      cityVoList: recommended.map(toDestination),
      selectId: RECOMMENDED_REGION_ID,
    },
    {
      id: CHINA_REGION_ID,
      name: '中国',
      nameEn: 'China',
      level: 2,
      countryId: CHINA_COUNTRY_ID,
      firstLetter: 'Z',
      subsetList: provinceRows.map((p) => entry(toDestination(p))),
      cityVoList: [],
      selectId: CHINA_REGION_ID,
    },
  ];
  for (const c of continentRows) {
    const countries = countryRows
      // China has its own tab (1000001): it is not repeated among Asia's countries.
      .filter((k) => k.parent_id !== null && Number(k.parent_id) === Number(c.id) && Number(k.id) !== CHINA_COUNTRY_ID)
      .map((k) => entry(toDestination(k)));
    if (countries.length > 0) rows.push(entry(toDestination(c), countries));
  }
  return { rows };
}

export async function countryDestinations(app: AppContext, continentCode?: string) {
  const rows = await countriesWithCities(app.db, continentCode);
  return { rows: rows.map((r) => ({ ...toDestination(r), cityCount: Number(r.city_count) })) };
}

async function regionOf(app: AppContext, regionId: number) {
  if (regionId === CHINA_REGION_ID) return { kind: 'country', id: CHINA_COUNTRY_ID };
  const region = await byId(app.db, regionId);
  if (!region) throw notFound();
  return { kind: region.kind as string, id: Number(region.id), continentCode: region.continent_code };
}

interface NumberedIn {
  pageNo: number;
  pageSize: number;
}
const numbered = async <R>(
  page: NumberedIn,
  load: (p: { offset: number; limit: number }) => Promise<{ rows: R[]; total: number }>,
) => {
  const { rows, total } = await load({ offset: (page.pageNo - 1) * page.pageSize, limit: page.pageSize });
  return { rows, total, pageNo: page.pageNo, pageSize: page.pageSize };
};

/** Cities of a region (a continent, a country, a province; 1000001 is China, 9999 the recommended cities). */
export async function regionCities(app: AppContext, input: NumberedIn & { regionId: number }, onlyOnline = false) {
  if (input.regionId === RECOMMENDED_REGION_ID) {
    const all = (await recommendedCities(app.db)).map(toDestination);
    const from = (input.pageNo - 1) * input.pageSize;
    return {
      rows: all.slice(from, from + input.pageSize),
      total: all.length,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  }
  const region = await regionOf(app, input.regionId);
  const page = await numbered(input, (p) => citiesOf(app.db, region, p, onlyOnline));
  return { ...page, rows: page.rows.map(toDestination) };
}

export async function chinaProvinces(app: AppContext) {
  const [provinceRows, cities] = await Promise.all([provinces(app.db), chinaCities(app.db)]);
  return {
    rows: provinceRows.map((p) => ({
      ...toDestination(p),
      cityVoList: cities.filter((c) => Number(c.parent_id) === Number(p.id)).map(toDestination),
    })),
  };
}

export async function chinaDestinations(app: AppContext) {
  return { rows: (await chinaCities(app.db)).map(toDestination) };
}

export async function destinationDetail(app: AppContext, id: number) {
  const d = await byId(app.db, id);
  if (!d) throw notFound();
  const [country, poiCount] = await Promise.all([
    d.country_id !== null ? byId(app.db, Number(d.country_id)) : undefined,
    countPois(app.db, id),
  ]);
  const continent = country?.parent_id != null ? await byId(app.db, Number(country.parent_id)) : undefined;
  return {
    ...toDestination(d),
    tags: tagsOf(d.tags),
    country: country ? toDestination(country) : null,
    continent: continent ? toDestination(continent) : null,
    poiCount,
  };
}

export async function isDomestic(app: AppContext, id: number) {
  const d = await byId(app.db, id);
  if (!d) throw notFound();
  return { domestic: d.is_domestic && d.country_iso2 === 'CN' };
}

/** Letters, digits and spaces of what was typed, accents dropped: 'Zürich' → 'zurich', 'dong jing' → 'dong jing'. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The repository's four ranks as the contract's three words: an exact pinyin or initials is exact. */
const MATCH = ['exact', 'exact', 'prefix', 'contains'] as const;

export async function matchNames(app: AppContext, keyword: string, limit: number, kinds: readonly string[]) {
  const rows = await matchDestinations(app.db, { chinese: keyword.trim(), latin: foldLatin(keyword), kinds, limit });
  return { rows: rows.map((r) => ({ ...toDestination(r), match: MATCH[r.match_rank] ?? 'contains' })) };
}

export async function reverseGeo(app: AppContext, input: { lat: number; lng: number; coordType: 'wgs84' | 'gcj02' }) {
  const p = toWgs84(input.lat, input.lng, input.coordType);
  const city = await nearestCity(app.db, p.lat, p.lng);
  if (!city) return { city: null, country: null, distance: null };
  const country = city.country_id !== null ? await byId(app.db, Number(city.country_id)) : undefined;
  return {
    city: toDestination(city),
    country: country ? toDestination(country) : null,
    distance: Math.round(city.distance),
  };
}

export async function allTags(app: AppContext) {
  const counts = new Map<string, number>();
  for (const d of await taggedCities(app.db)) for (const t of tagsOf(d.tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return {
    rows: [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
  };
}

/** Recommended groups: the tags shared by most destinations, each with its destinations (recommended first). */
export async function recommendGroups(app: AppContext) {
  const cities = await taggedCities(app.db);
  const byTag = new Map<string, DestinationRef[]>();
  for (const d of cities)
    for (const t of tagsOf(d.tags)) {
      const list = byTag.get(t) ?? [];
      list.push(toDestination(d));
      byTag.set(t, list);
    }
  const rows = [...byTag]
    .filter(([, list]) => list.length >= 3)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([name, list]) => ({ name, destinations: list.slice(0, 12) }));
  return { rows };
}

export async function filterList(
  app: AppContext,
  input: NumberedIn & { tag?: string | undefined; level?: number | undefined; regionId?: number | undefined },
) {
  const page = await numbered(input, (p) => filterDestinations(app.db, input, p));
  return { ...page, rows: page.rows.map(toDestination) };
}
