import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The places area's demo rows (POIs with their notices, labels, audio tracks and groups), and what the other areas'
// seeders read of places: the demo POIs and the cities, handed on as plain rows (a seed repository names only its
// own area's tables).

export async function anyPoi(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('pois').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the places area's table exists: the mall's demo attaches to POIs only where it does. */
export async function poisTableExists(db: Kysely<DB>): Promise<boolean> {
  const row = await sql<{ present: boolean }>`select to_regclass('pois') is not null as present`.execute(db);
  return row.rows[0]?.present === true;
}

/** The POI of that Chinese name (or starting with it), the demo's first. */
export async function demoPoiNamed(db: Kysely<DB>, name: string) {
  const r = await sql<{ id: number; destination_id: number | null; lat: number | null; lng: number | null }>`
    select id, destination_id, lat, lng from pois
    where name = ${name} or name like ${`${name}%`}
    order by (name = ${name}) desc, is_demo desc, id limit 1`.execute(db);
  return r.rows[0];
}

/** The cities of those names, the most populous first (several countries have a city of one name). */
export async function citiesNamed(db: Kysely<DB>, names: string[]) {
  return db
    .selectFrom('destinations')
    .select(['id', 'name', 'country_iso2', 'population'])
    .where('kind', '=', 'city')
    .where('name', 'in', names)
    .orderBy('population', 'desc')
    .execute();
}

/** Every city: what the community's demo posts and guides are linked to by the names they mention. */
export async function allCities(db: Kysely<DB>): Promise<{ id: number; name: string; population: number }[]> {
  return db.selectFrom('destinations').select(['id', 'name', 'population']).where('kind', '=', 'city').execute();
}

/** The demo POIs, for the posts that name them and the crowd that wants to go. */
export async function demoPois(
  db: Kysely<DB>,
): Promise<{ id: number; name: string; destination_id: number; popularity: number }[]> {
  return db
    .selectFrom('pois')
    .select(['id', 'name', 'destination_id', 'popularity'])
    .where('is_demo', '=', true)
    .orderBy('id')
    .execute();
}

export async function insertPois(db: Kysely<DB>, pois: Insertable<DB['pois']>[]): Promise<number[]> {
  const rows = await db.insertInto('pois').values(pois).returning('id').execute();
  return rows.map((r) => Number(r.id));
}

export async function insertPoiNotices(db: Kysely<DB>, notices: Insertable<DB['poi_notices']>[]) {
  await db.insertInto('poi_notices').values(notices).execute();
}

export async function insertPoiLabels(db: Kysely<DB>, labels: Insertable<DB['poi_labels']>[]) {
  if (labels.length) await db.insertInto('poi_labels').values(labels).execute();
}

export async function insertAudioTracks(db: Kysely<DB>, tracks: Insertable<DB['poi_audio_tracks']>[]) {
  if (tracks.length) await db.insertInto('poi_audio_tracks').values(tracks).execute();
}

/** A group of a destination's POIs, its members in order. */
export async function insertPoiGroup(db: Kysely<DB>, group: Insertable<DB['poi_groups']>, poiIds: number[]) {
  const { id } = await db.insertInto('poi_groups').values(group).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('poi_group_items')
    .values(poiIds.map((poi_id, sort) => ({ group_id: Number(id), poi_id, sort })))
    .execute();
}
