import { sql } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';

export const BENCH_POIS = 100_000;
/** The centre of the nearby requests: People's Square, Shanghai. */
export const NEARBY_AT = { lat: 31.2304, lng: 121.4737 };

/**
 * 100,000 POIs over a 1° square around Shanghai (about 10 per km², a dense city), placed by the golden-ratio
 * sequence so they spread evenly without randomness: a 3 km nearby request finds a few hundred candidates.
 */
export async function seedPois(database: Database, say: (line: string) => void) {
  await sql`
    insert into pois (destination_id, name, kind, lat, lng, popularity)
    select 3003101, 'bench poi ' || g, (array['sight', 'food', 'shopping', 'fun'])[1 + g % 4],
      30.73 + (g * 0.6180339887 - floor(g * 0.6180339887)),
      120.97 + (g * 0.4142135624 - floor(g * 0.4142135624)),
      g % 1000
    from generate_series(1, ${BENCH_POIS}::int) g`.execute(database.db);
  await sql`analyze pois`.execute(database.db);
  say(`bench: ${BENCH_POIS.toLocaleString('en')} POIs`);
}
