import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { executePrepared, literalLimit, unseenByPlanner } from '../../platform/db/prepared-statements.ts';
import { queryShapes } from '../../platform/db/query-shapes.ts';
import type { DB } from '../../platform/db/schema.ts';
import { distanceSql } from './destination-repository.ts';
import { cellRanges, gridFor, type Box } from './grid-cells.ts';

// The only place with SQL over POIs. Every list is one query; "near" and "in view" read grid-cell ranges of an
// index (never the whole table), then measure or filter exactly.

const CARD = [
  'p.id',
  'p.name',
  'p.name_en',
  'p.kind',
  'p.destination_id',
  'p.lat',
  'p.lng',
  'p.address',
  'p.photos',
  'p.score',
  'p.popularity',
] as const;

export type PoiRaw = Awaited<ReturnType<typeof findPoi>> & object;

const online = (db: Kysely<DB>) => db.selectFrom('pois as p').where('p.status', '=', 'online');

export function findPoi(db: Kysely<DB>, id: number) {
  return online(db)
    .select([...CARD, 'p.intro', 'p.phone'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function findPoiDetails(db: Kysely<DB>, id: number) {
  const [notices, labels, audio] = await Promise.all([
    findNotices(db, id),
    db.selectFrom('poi_labels').select('label').where('poi_id', '=', id).orderBy('label').execute(),
    db
      .selectFrom('poi_audio_tracks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('poi_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { notices, labels: labels.map((l) => l.label), audioCount: Number(audio.n) };
}

export function findNotices(db: Kysely<DB>, poiId: number) {
  return db
    .selectFrom('poi_notices')
    .select(['kind', 'title', 'body'])
    .where('poi_id', '=', poiId)
    .orderBy('sort')
    .execute();
}

export interface PopularCursor {
  popularity: number;
  id: number;
}

/** A destination's POIs, most popular first, keyset paged on (popularity, id). */
export function destinationPois(
  db: Kysely<DB>,
  input: {
    destinationId: number;
    kind?: string | undefined;
    label?: string | undefined;
    after: PopularCursor | null;
    limit: number;
  },
) {
  let q = online(db).select(CARD).where('p.destination_id', '=', input.destinationId);
  if (input.kind) q = q.where('p.kind', '=', input.kind);
  if (input.label)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('poi_labels as l')
          .select('l.poi_id')
          .whereRef('l.poi_id', '=', 'p.id')
          .where('l.label', '=', input.label!),
      ),
    );
  if (input.after) {
    const { popularity, id } = input.after;
    q = q.where(sql<boolean>`(p.popularity, p.id) < (${popularity}, ${id})`);
  }
  return q.orderBy('p.popularity', 'desc').orderBy('p.id', 'desc').limit(input.limit).execute();
}

export interface DistanceCursor {
  distance: number;
  id: number;
}

interface NearbyInput {
  lat: number;
  lng: number;
  box: Box;
  radius: number;
  kind?: string | undefined;
  keyword?: string | undefined;
  excludeId?: number | undefined;
  after: DistanceCursor | null;
  limit: number;
}

/** The values of a nearby page's query, or the slots standing in for them while it is compiled (query-shapes.ts). */
interface NearbyValues {
  lat: number;
  lng: number;
  radius: number;
  kind: string;
  pattern: string;
  excludeId: number;
  afterDistance: number;
  afterId: number;
  /** [from, to] cell numbers of each grid row the box touches (in a named statement, hidden from the planner). */
  ranges: readonly (readonly [CellBound, CellBound])[];
}
type CellBound = number | RawBuilder<number>;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What is near a point, built from its values: which filters apply is decided by `input` (never by a value, which may
 * be a slot), every value is a parameter.
 */
function nearbyBuilder(db: Kysely<DB>, input: NearbyInput, column: string, v: NearbyValues) {
  const distance = distanceSql(v.lat, v.lng, sql.ref('p.lat'), sql.ref('p.lng'));
  let inner = online(db)
    .select([...CARD, distance.as('distance')])
    .where((eb) => eb.or(v.ranges.map(([a, b]) => eb.between(sql.ref<number>(`p.${column}`), a, b))));
  if (input.kind) inner = inner.where('p.kind', '=', v.kind);
  if (input.excludeId) inner = inner.where('p.id', '<>', v.excludeId);
  if (input.keyword) inner = inner.where('p.name', 'like', v.pattern);
  let q = db.selectFrom(inner.as('n')).selectAll().where('n.distance', '<=', v.radius);
  if (input.after) q = q.where(sql<boolean>`(n.distance, n.id) > (${v.afterDistance}::float8, ${v.afterId})`);
  // The page's size as a literal, as the other named lists have it: a parameter left the generic plan costed for a
  // tenth of the candidates, dearer than any plan for one point's values, so PostgreSQL never kept it.
  return q.orderBy('n.distance').orderBy('n.id').limit(literalLimit(input.limit));
}

const valuesOf = (input: NearbyInput, ranges: readonly (readonly [number, number])[]): NearbyValues => ({
  lat: input.lat,
  lng: input.lng,
  radius: input.radius,
  kind: input.kind ?? '',
  pattern: input.keyword ? likePattern(input.keyword) : '',
  excludeId: input.excludeId ?? 0,
  afterDistance: input.after?.distance ?? 0,
  afterId: input.after?.id ?? 0,
  ranges,
});

/**
 * POIs within `radius` metres of a point, nearest first, keyset paged on (distance, id). The grid-cell ranges of
 * the box around the circle select the candidates through the index; the distance is exact.
 */
export function nearbyQuery(db: Kysely<DB>, input: NearbyInput) {
  const grid = gridFor(input.box);
  return nearbyBuilder(db, input, grid.column, valuesOf(input, cellRanges(input.box, grid)));
}

/** Boxes spanning more grid rows than this (a radius of tens of kilometres) are built afresh each time. */
const MAX_SHAPED_RANGES = 48;
const RANGE_KEYS = Array.from({ length: MAX_SHAPED_RANGES }, (_, i) => [`from${i}`, `to${i}`] as const);
type ShapedValues = Omit<NearbyValues, 'ranges'> & Record<string, number | string>;
const nearbyShapes = queryShapes<ShapedValues>([
  'lat',
  'lng',
  'radius',
  'kind',
  'pattern',
  'excludeId',
  'afterDistance',
  'afterId',
  ...RANGE_KEYS.flat(),
]);

/**
 * The page, compiled once per shape (query-shapes.ts: the grid, how many rows the box spans, the filters asked, the
 * page size) and run as a named statement (decision 0013), as the other hot lists are; measured, building it with
 * Kysely was only a few per cent of a request (docs/performance.md). The cell ranges are sub-selects the planner
 * cannot see into, so a connection keeps one plan for every point.
 */
export async function nearbyPois(db: Kysely<DB>, input: NearbyInput) {
  const grid = gridFor(input.box);
  const ranges = cellRanges(input.box, grid);
  if (ranges.length > MAX_SHAPED_RANGES) return nearbyQuery(db, input).execute();
  const { ranges: _, ...values } = valuesOf(input, ranges);
  const shape = JSON.stringify([
    grid.column,
    ranges.length,
    !!input.kind,
    !!input.keyword,
    !!input.excludeId,
    !!input.after,
    input.limit,
  ]);
  const page = nearbyShapes(
    shape,
    (v) =>
      nearbyBuilder(db, input, grid.column, {
        ...v,
        // Told the ranges, PostgreSQL sized each page's few hundred candidates, found every plan for its values
        // cheaper than the generic one and planned each request afresh (0.3-0.4 ms of planning a page).
        ranges: ranges.map(
          (_range, i) => [unseenByPlanner(v[`from${i}`], 'integer'), unseenByPlanner(v[`to${i}`], 'integer')] as const,
        ),
      }),
    {
      ...values,
      ...Object.fromEntries(
        ranges.flatMap(([from, to], i) => [
          [`from${i}`, from],
          [`to${i}`, to],
        ]),
      ),
    },
  );
  return executePrepared(db, page);
}

/** How many POIs of each kind lie within `radius` metres (the tabs of the nearby section): one grouped query. */
export function nearbyKindCounts(
  db: Kysely<DB>,
  input: { lat: number; lng: number; box: Box; radius: number; excludeId?: number | undefined },
) {
  const grid = gridFor(input.box);
  const ranges = cellRanges(input.box, grid);
  const distance = distanceSql(input.lat, input.lng, sql.ref('p.lat'), sql.ref('p.lng'));
  let q = online(db)
    .select(['p.kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => eb.or(ranges.map(([a, b]) => eb.between(`p.${grid.column}`, a, b))))
    .where(distance, '<=', input.radius);
  if (input.excludeId) q = q.where('p.id', '<>', input.excludeId);
  return q.groupBy('p.kind').execute();
}

/** POIs inside a map viewport, most popular first, at most `limit` (one more is read to tell whether there are more). */
export function viewportQuery(db: Kysely<DB>, input: { box: Box; kind?: string | undefined; limit: number }) {
  const grid = gridFor(input.box);
  const ranges = cellRanges(input.box, grid);
  let q = online(db)
    .select(CARD)
    .where((eb) => eb.or(ranges.map(([a, b]) => eb.between(`p.${grid.column}`, a, b))))
    .where('p.lat', '>=', input.box.minLat)
    .where('p.lat', '<=', input.box.maxLat)
    .where('p.lng', '>=', input.box.minLng)
    .where('p.lng', '<=', input.box.maxLng);
  if (input.kind) q = q.where('p.kind', '=', input.kind);
  return q.orderBy('p.popularity', 'desc').orderBy('p.id').limit(input.limit);
}

export const viewportPois = (db: Kysely<DB>, input: Parameters<typeof viewportQuery>[1]) =>
  viewportQuery(db, input).execute();

export async function groupsOf(db: Kysely<DB>, destinationId: number) {
  return db
    .selectFrom('poi_groups as g')
    .leftJoin('poi_group_items as i', 'i.group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.intro', 'g.cover_url', (eb) => eb.fn.count<number>('i.poi_id').as('poi_count')])
    .where('g.destination_id', '=', destinationId)
    .groupBy(['g.id', 'g.name', 'g.intro', 'g.cover_url', 'g.sort'])
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

export async function groupPois(db: Kysely<DB>, groupId: number, offset: number, limit: number) {
  const q = db
    .selectFrom('poi_group_items as i')
    .innerJoin('pois as p', 'p.id', 'i.poi_id')
    .where('i.group_id', '=', groupId)
    .where('p.status', '=', 'online');
  const [rows, total, group] = await Promise.all([
    q.select(CARD).orderBy('i.sort').orderBy('p.id').offset(offset).limit(limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('poi_groups').select('id').where('id', '=', groupId).executeTakeFirst(),
  ]);
  return group ? { rows, total: Number(total.n) } : null;
}

export async function columnsOf(db: Kysely<DB>, destinationId: number) {
  const [kinds, labels] = await Promise.all([
    online(db)
      .select(['p.kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('p.destination_id', '=', destinationId)
      .groupBy('p.kind')
      .execute(),
    online(db)
      .innerJoin('poi_labels as l', 'l.poi_id', 'p.id')
      .select(['l.label', (eb) => eb.fn.countAll<number>().as('n')])
      .where('p.destination_id', '=', destinationId)
      .groupBy('l.label')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('l.label')
      .execute(),
  ]);
  return { kinds, labels };
}

export async function countPois(db: Kysely<DB>, destinationId: number) {
  const row = await online(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.destination_id', '=', destinationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function audioTracks(db: Kysely<DB>, poiId: number) {
  return db
    .selectFrom('poi_audio_tracks')
    .select(['id', 'title', 'media_key', 'duration_s'])
    .where('poi_id', '=', poiId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Whether an online POI exists (for likes, comments and want-to-go on a POI, wired by the lead). */
export async function poiExists(db: Kysely<DB>, id: number) {
  return (await online(db).select('p.id').where('p.id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether a POI may be liked, commented or collected (community's targets): online. */
export async function isPoiTargetable(db: Kysely<DB> | Transaction<DB>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('pois')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'online')
    .executeTakeFirst();
  return row !== undefined;
}

/** What search indexes of POIs (docs/product/search.md): by ids in any state, or the online ones after an id. */
export function poiSearchSources(db: Kysely<DB>, by: { ids: readonly number[] } | { afterId: number; limit: number }) {
  const q = db.selectFrom('pois').select(['id', 'name', 'name_en', 'status', 'popularity']);
  if ('ids' in by) return by.ids.length === 0 ? Promise.resolve([]) : q.where('id', 'in', [...by.ids]).execute();
  return q.where('status', '=', 'online').where('id', '>', by.afterId).orderBy('id').limit(by.limit).execute();
}

/** The cards of the online POIs among `ids`, in no particular order. */
export function onlinePoisByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return online(db)
    .select(CARD)
    .where('p.id', 'in', [...ids])
    .execute();
}
