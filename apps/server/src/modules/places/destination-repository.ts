import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { boxAround, cellRanges, COARSE, EARTH_RADIUS } from './grid-cells.ts';

// The only place with SQL over destinations. Lists of a region, a continent or China are bounded (a few hundred
// rows at most); matching a typed name ranks in SQL and returns one page.

const COLUMNS = [
  'd.id',
  'd.kind',
  'd.level',
  'd.parent_id',
  'd.country_id',
  'd.country_iso2',
  'd.continent_code',
  'd.name',
  'd.name_en',
  'd.pinyin',
  'd.initials',
  'd.first_letter',
  'd.lat',
  'd.lng',
  'd.population',
  'd.is_domestic',
  'd.hot',
  'd.tags',
] as const;

type DestinationKind = 'continent' | 'country' | 'province' | 'city';
export type DestinationRaw = Awaited<ReturnType<typeof byId>> & object;

const base = (db: Kysely<DB>) => db.selectFrom('destinations as d').select(COLUMNS);
/** A–Z index order: letter, then pinyin (or folded English), then id. */
const ALPHABETICAL = sql`d.first_letter, d.pinyin, d.id`;

export function byId(db: Kysely<DB>, id: number) {
  return base(db).where('d.id', '=', id).executeTakeFirst();
}

export function byIds(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return base(db).where('d.id', 'in', ids).execute();
}

export function continents(db: Kysely<DB>) {
  return base(db).where('d.kind', '=', 'continent').orderBy('d.sort').execute();
}

/** Countries (outside China) that have at least one city, with how many: one grouped query. */
export function countriesWithCities(db: Kysely<DB>, continentCode?: string) {
  let q = base(db)
    .innerJoin('destinations as c', (j) => j.onRef('c.country_id', '=', 'd.id').on('c.kind', '=', 'city'))
    .select((eb) => eb.fn.countAll<number>().as('city_count'))
    .where('d.kind', '=', 'country')
    .groupBy(COLUMNS);
  if (continentCode) q = q.where('d.continent_code', '=', continentCode);
  return q.orderBy(ALPHABETICAL).execute();
}

export function provinces(db: Kysely<DB>) {
  return base(db).where('d.kind', '=', 'province').orderBy(ALPHABETICAL).execute();
}

export function chinaCities(db: Kysely<DB>) {
  return base(db).where('d.kind', '=', 'city').where('d.country_id', '=', 7).orderBy(ALPHABETICAL).execute();
}

export function recommendedCities(db: Kysely<DB>) {
  return base(db).where('d.hot', '>', 0).orderBy('d.hot', 'desc').orderBy('d.id').execute();
}

export function taggedCities(db: Kysely<DB>) {
  return base(db).where('d.tags', '<>', '').orderBy('d.hot', 'desc').orderBy('d.population', 'desc').execute();
}

interface PageIn {
  offset: number;
  limit: number;
}

/** Cities inside a region (continent, country or province), alphabetical, with the total. */
export async function citiesOf(
  db: Kysely<DB>,
  region: { kind: string; id: number; continentCode?: string },
  page: PageIn,
  onlyOnline = false,
) {
  let q = db.selectFrom('destinations as d').where('d.kind', '=', 'city');
  // China (with Hong Kong, Macao and Taiwan) has its own tab: a continent's list is the rest of it.
  if (region.kind === 'continent')
    q = q.where('d.continent_code', '=', region.continentCode ?? '').where('d.country_id', '<>', 7);
  else if (region.kind === 'country') q = q.where('d.country_id', '=', region.id);
  else if (region.kind === 'province') q = q.where('d.parent_id', '=', region.id);
  else q = q.where('d.id', '=', region.id);
  // Online: a destination with at least one POI to show.
  if (onlyOnline)
    q = q.where((eb) => eb.exists(eb.selectFrom('pois as p').select('p.id').whereRef('p.destination_id', '=', 'd.id')));
  const [rows, total] = await Promise.all([
    q.select(COLUMNS).orderBy(ALPHABETICAL).offset(page.offset).limit(page.limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function filterDestinations(
  db: Kysely<DB>,
  filter: { tag?: string | undefined; level?: number | undefined; regionId?: number | undefined },
  page: PageIn,
) {
  let q = db.selectFrom('destinations as d');
  if (filter.tag) q = q.where('d.tags', 'like', `%,${filter.tag.replace(/[%_,\\]/g, '')},%`);
  if (filter.level) q = q.where('d.level', '=', filter.level);
  if (filter.regionId)
    q = q.where((eb) => eb.or([eb('d.parent_id', '=', filter.regionId!), eb('d.country_id', '=', filter.regionId!)]));
  const [rows, total] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy('d.hot', 'desc')
      .orderBy('d.population', 'desc')
      .orderBy('d.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Destinations whose Chinese name, folded English name, full pinyin or initials match what was typed, best first
 * (docs/product/places.md, "Finding a destination"):
 *   0 the exact name (Chinese or English);
 *   1 the exact pinyin or initials of a place with a Chinese name ('riben', 'rb' → 日本);
 *   2 a prefix of any of them, or the initials of a place known only by a foreign name ('rb' → Rio Branco);
 *   3 the name holds what was typed.
 * Within a rank: recommended places, then the higher level (a country before a city), then bigger places.
 * Prefix matches are served by the text_pattern_ops indexes; 'contains' reads the few thousand rows of a reference
 * table.
 */
export function matchDestinations(
  db: Kysely<DB>,
  input: { chinese: string; latin: string; kinds: readonly string[]; limit: number },
) {
  const { chinese, latin } = input;
  const zhPrefix = `${likeEscape(chinese)}%`;
  const zhContains = `%${likeEscape(chinese)}%`;
  // '#' never occurs in the folded and pinyin columns: a Chinese-only query matches none of them.
  const la = latin || '#';
  const laPrefix = `${likeEscape(la)}%`;
  const laContains = `%${likeEscape(la)}%`;
  const compact = la.replace(/ /g, '');
  const compactPrefix = `${likeEscape(compact)}%`;
  const compactContains = `%${likeEscape(compact)}%`;
  // A place known only by its foreign name carries that name as both name and name_en (reference-data/destinations.ts).
  const rank = sql<number>`case
      when d.name = ${chinese} or d.name_en_fold = ${la} then 0
      when d.name <> d.name_en and (d.pinyin = ${compact} or d.initials = ${compact}) then 1
      when d.name like ${zhPrefix} or d.name_en_fold like ${laPrefix} or d.pinyin like ${compactPrefix}
        or d.initials like ${compactPrefix} then 2
      else 3 end`;
  return base(db)
    .select(rank.as('match_rank'))
    .where('d.kind', 'in', input.kinds as DestinationKind[])
    .where((eb) =>
      eb.or([
        eb('d.name', 'like', zhContains),
        eb('d.name_en_fold', 'like', laContains),
        eb('d.pinyin', 'like', compactContains),
        eb('d.initials', 'like', compactPrefix),
      ]),
    )
    .orderBy(rank)
    .orderBy(sql`d.hot > 0`, 'desc')
    .orderBy('d.level')
    .orderBy('d.population', 'desc')
    .orderBy('d.id')
    .limit(input.limit)
    .execute();
}

/**
 * The city nearest a point: candidates from the coarse grid cells of a box around it (widened when the box is
 * empty: sea, desert), then ordered by great-circle distance.
 */
export async function nearestCity(db: Kysely<DB>, lat: number, lng: number) {
  for (const metres of [60_000, 250_000, 1_000_000]) {
    const ranges = cellRanges(boxAround(lat, lng, metres), COARSE);
    const distance = distanceSql(lat, lng, sql.ref('d.lat'), sql.ref('d.lng'));
    const row = await base(db)
      .select(distance.as('distance'))
      .where('d.kind', '=', 'city')
      .where((eb) => eb.or(ranges.map(([a, b]) => eb.between('d.cell_coarse', a, b))))
      .orderBy(distance)
      .limit(1)
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}

/** Haversine distance in metres between a fixed point and two columns (both engines have the trigonometry). */
export function distanceSql(
  lat: number,
  lng: number,
  latCol: ReturnType<typeof sql.ref>,
  lngCol: ReturnType<typeof sql.ref>,
) {
  return sql<number>`(${2 * EARTH_RADIUS} * asin(least(1, sqrt(
    power(sin(radians(${latCol} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latCol})) * power(sin(radians(${lngCol} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * Cities named on the offline base map (docs/product/offline.md#maps): the biggest first, with a position. A
 * bounded list for one file that every client caches.
 */
export function mapCityLabels(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('destinations as d')
    .select(['d.name', 'd.lat', 'd.lng', 'd.population'])
    .where('d.kind', '=', 'city')
    .where('d.lat', 'is not', null)
    .where('d.lng', 'is not', null)
    .orderBy('d.population', 'desc')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** What search indexes of destinations: by ids, or those of the searched kinds after an id. */
export function destinationSearchSources(
  db: Kysely<DB>,
  by: { ids: readonly number[] } | { afterId: number; limit: number; kinds: readonly string[] },
) {
  const q = db
    .selectFrom('destinations')
    .select(['id', 'kind', 'level', 'name', 'name_en', 'name_en_fold', 'pinyin', 'initials', 'hot', 'population']);
  if ('ids' in by) return by.ids.length === 0 ? Promise.resolve([]) : q.where('id', 'in', [...by.ids]).execute();
  return q
    .where('kind', 'in', by.kinds as DestinationKind[])
    .where('id', '>', by.afterId)
    .orderBy('id')
    .limit(by.limit)
    .execute();
}
