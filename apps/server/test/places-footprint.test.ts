import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// /travelMap's footprint: the places of a user's published content and their want-to-go, counted by country and
// city; nobody else's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const PATH = '/api/service/destination/v1/travelMap/footprint';

const poiNamed = async (name: string) =>
  t.ctx.db.selectFrom('pois').select(['id', 'destination_id']).where('name', '=', name).executeTakeFirstOrThrow();

describe('the travel map footprint', () => {
  it('needs a user', async () => {
    const answer = await t.post(PATH, {});
    expect(answer.json.code).toBe(429);
  });

  it('is empty for a new user', async () => {
    const me = await t.login();
    expect(await ok(t.post(PATH, {}, { token: me.token }))).toEqual({ countries: 0, cities: 0, rows: [] });
  });

  it('holds the POIs of my content and my want-to-go, with countries and cities counted', async () => {
    const me = await t.login();
    const other = await t.login();
    const bund = await poiNamed('外滩');
    const gugong = await poiNamed('故宫');
    const tokyo = await t.ctx.db
      .selectFrom('destinations')
      .select(['id'])
      .where('name', '=', '东京')
      .where('kind', '=', 'city')
      .executeTakeFirstOrThrow();
    await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '外滩夜景', poiId: Number(bund.id) },
        { token: me.token },
      ),
    );
    await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '东京见', destinationId: Number(tokyo.id) },
        { token: me.token },
      ),
    );
    await ok(
      t.postSealed(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'poi', targetId: Number(gugong.id), like: true },
        { token: me.token },
      ),
    );
    // Someone else's want-to-go is not mine.
    await ok(
      t.postSealed(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'poi', targetId: Number(bund.id), like: true },
        { token: other.token },
      ),
    );

    const answer = await ok(t.post(PATH, {}, { token: me.token }));
    expect(answer.countries).toBe(2);
    expect(answer.cities).toBe(3);
    expect(answer.rows).toHaveLength(3);
    // Newest first: the want-to-go came last.
    expect(answer.rows[0]).toMatchObject({
      poiId: Number(gugong.id),
      name: '故宫',
      city: '北京',
      wanted: true,
      fromContent: false,
    });
    expect(answer.rows).toContainEqual(
      expect.objectContaining({ poiId: Number(bund.id), name: '外滩', city: '上海', fromContent: true, wanted: false }),
    );
    expect(answer.rows).toContainEqual(
      expect.objectContaining({ poiId: null, destinationId: Number(tokyo.id), name: '东京', fromContent: true }),
    );

    const theirs = await ok(t.post(PATH, {}, { token: other.token }));
    expect(theirs.rows.map((r: { name: string }) => r.name)).toEqual(['外滩']);
  });
});
