import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxAround } from '../src/modules/places/grid-cells.ts';
import { nearbyPois, nearbyQuery } from '../src/modules/places/poi-repository.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Nearby's page is compiled once per shape and given each request's values (query-shapes.ts): every page must be the
// page its own query, built afresh, answers, whichever request compiled the shape first.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('what is near a point, compiled once per shape', () => {
  it('answers each request with its own centre, filters and cursor', async () => {
    const pois = await t.ctx.db
      .selectFrom('pois')
      .select(['id', 'lat', 'lng', 'kind', 'name'])
      .where('status', '=', 'online')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(pois.length).toBeGreaterThan(1);
    const inputs = pois.flatMap((p) => {
      const at = { lat: Number(p.lat), lng: Number(p.lng), radius: 20_000 };
      const base = { ...at, box: boxAround(at.lat, at.lng, at.radius), after: null, limit: 6 };
      return [
        base,
        { ...base, kind: p.kind },
        { ...base, keyword: [...p.name].slice(0, 1).join('') },
        { ...base, excludeId: Number(p.id) },
        { ...base, after: { distance: 0, id: Number(p.id) } },
      ];
    });
    let compared = 0;
    for (let round = 0; round < 2; round++) {
      for (const input of round === 0 ? inputs : [...inputs].reverse()) {
        const shaped = await nearbyPois(t.ctx.db, input);
        expect(shaped).toEqual(await nearbyQuery(t.ctx.db, input).execute());
        compared += shaped.length;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
