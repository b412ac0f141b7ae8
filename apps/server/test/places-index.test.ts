import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxAround } from '../src/modules/places/grid-cells.ts';
import { nearbyQuery, viewportQuery } from '../src/modules/places/poi-repository.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// With 100,000 POIs, the nearby and viewport queries read grid-cell ranges of an index on both engines, never the
// whole table (docs/decisions/0009-grid-cells-for-nearby.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 100,000 POIs spread over eastern China (lat 22–40, lng 105–122), with generate_series as the issue asks.
  await sql`insert into pois (destination_id, name, kind, lat, lng)
    select 3003101, 'poi ' || g, 'sight', 22 + (g % 1000) * 0.018, 105 + (g / 1000) * 0.17
    from generate_series(1, 100000) as g`.execute(t.ctx.db);
  await sql`analyze pois`.execute(t.ctx.db);
}, 120_000);
afterAll(() => t.close());

/** The plan PostgreSQL (or PGlite) picks for the query, parameters bound as the server binds them. */
async function plan(query: { explain(): Promise<Record<string, unknown>[]> }) {
  return (await query.explain()).map((r) => String(Object.values(r)[0])).join('\n');
}

describe('with 100,000 POIs', () => {
  it('answers nearby from the fine grid-cell index', async () => {
    const box = boxAround(31.2, 121.4, 3000);
    const text = await plan(
      nearbyQuery(t.ctx.db, { lat: 31.2, lng: 121.4, box, radius: 3000, after: null, limit: 21 }),
    );
    expect(text).toMatch(/Index.*pois_cell_fine/);
    expect(text).not.toMatch(/Seq Scan on pois/);
  });

  it('answers a city viewport from the fine index and a country viewport from the coarse one', async () => {
    const city = await plan(
      viewportQuery(t.ctx.db, { box: { minLat: 31.1, minLng: 121.3, maxLat: 31.3, maxLng: 121.6 }, limit: 101 }),
    );
    expect(city).toMatch(/Index.*pois_cell_fine/);
    expect(city).not.toMatch(/Seq Scan on pois/);
    const country = await plan(
      viewportQuery(t.ctx.db, { box: { minLat: 28, minLng: 110, maxLat: 34, maxLng: 118 }, limit: 101 }),
    );
    expect(country).toMatch(/Index.*pois_cell_coarse/);
  });

  it('still answers nearest first through the API', async () => {
    const body = await ok(
      t.post('/api/ls/v1/destination/circumjacentRecommend', { lat: 31.2, lng: 121.32, radius: 3000 }),
    );
    const distances = body.rows.map((r: { distance: number }) => r.distance);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
  });
});
