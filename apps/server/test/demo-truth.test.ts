import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJOR_CITIES } from '../src/seed/data/guides.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The loaded demo, as a traveller meets it (docs/product/data.md, "Demo content"): posts unique, comments after
// their posts, pictures by kind of landmark, guides in every major city, promotions below their price, sign-ups
// over weeks, a sunrise hike before dawn.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const rows = async <R>(q: ReturnType<typeof sql<R>>) => (await q.execute(t.ctx.db)).rows;

describe('the loaded demo', () => {
  it('has no two posts with one title or one text', async () => {
    const dup = await rows(sql<{ n: number }>`
      select count(*)::int as n from (
        select title from contents where is_demo and type = 'dynamic' and title <> '' group by title having count(*) > 1
        union all
        select body from contents where is_demo and type = 'dynamic' group by body having count(*) > 1) x`);
    expect(dup[0]!.n).toBe(0);
  });

  it('puts every comment after its post and every reply after its comment', async () => {
    const early = await rows(sql<{ n: number }>`
      select count(*)::int as n from comments m join contents c on c.id = m.target_id and m.target_type = 'content'
      where m.is_demo and m.created_at <= c.created_at`);
    expect(early[0]!.n).toBe(0);
    const replies = await rows(sql<{ n: number }>`
      select count(*)::int as n from comments r join comments m on m.id = r.root_id
      where r.is_demo and r.created_at <= m.created_at`);
    expect(replies[0]!.n).toBe(0);
    const future = await rows(sql<{ n: number }>`
      select count(*)::int as n from comments where is_demo and created_at > now()`);
    expect(future[0]!.n).toBe(0);
  });

  it('gives famous places of different kinds pictures of their own', async () => {
    const photos = async (name: string) => {
      const [poi] = await rows(sql<{ photos: unknown }>`select photos from pois where name = ${name} and is_demo`);
      const list = (typeof poi!.photos === 'string' ? JSON.parse(poi!.photos) : poi!.photos) as { url: string }[];
      return new Set(list.map((p) => p.url));
    };
    const names = ['故宫', '浅草寺', '东京晴空塔', '西安城墙', '清水寺', '大三巴牌坊'];
    const sets = await Promise.all(names.map(photos));
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++)
        expect(
          [...sets[i]!].filter((u) => sets[j]!.has(u)),
          `${names[i]} and ${names[j]}`,
        ).toEqual([]);
    // Hotels show a room, not a skyline.
    const hotels = await rows(sql<{ picture_url: string }>`select picture_url from hotels where is_demo`);
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((h) => h.picture_url.includes('mall-hotel-'))).toBe(true);
  });

  it('has at least two guides for each major city', async () => {
    for (const city of MAJOR_CITIES) {
      const [d] = await rows(sql<{ id: string }>`
        select id from destinations where kind = 'city' and name = ${city} order by population desc limit 1`);
      const guides = await ok(t.post('/api/destination/v1/queryGlobalStrategyData', { destinationId: d!.id }));
      expect(guides.rows.length, city).toBeGreaterThanOrEqual(2);
    }
  });

  it('prices every promotion below its product', async () => {
    const above = await rows(sql<{ n: number }>`
      select count(*)::int as n from product_promotions pr join products p on p.id = pr.product_id
      where pr.promo_price >= p.price_from`);
    expect(above[0]!.n).toBe(0);
  });

  it('spreads sign-ups over weeks and starts a sunrise hike before dawn (Shanghai time)', async () => {
    const days = await rows(sql<{ n: number }>`
      select count(distinct date(created_at))::int as n from activity_enrolments where is_demo`);
    expect(days[0]!.n).toBeGreaterThan(7);
    const sunrise = await rows(sql<{ hour: number }>`
      select extract(hour from (start_at at time zone 'Asia/Shanghai'))::int as hour from activities
      where is_demo and title like '%日出%'`);
    expect(sunrise.length).toBeGreaterThan(0);
    for (const s of sunrise) expect(s.hour).toBeLessThan(6);
  });

  it('gives 故宫 its want-to-go crowd, more than any other demo place', async () => {
    const [palace] = await rows(sql<{ id: string }>`select id from pois where name = '故宫' and is_demo`);
    const want = await ok(t.post('/api/agenda/v1/travelPoi/wantToGoNum', { poiId: palace!.id }));
    const crowd = await rows(sql<{ name: string; n: number }>`
      select p.name, coalesce(k.like_count, 0)::int as n from pois p
      left join target_counts k on k.target_type = 'poi' and k.target_id = p.id
      where p.is_demo order by n desc, p.id limit 2`);
    expect(crowd[0]).toMatchObject({ name: '故宫' });
    expect(crowd[0]!.n).toBeGreaterThan(crowd[1]!.n);
    expect(crowd[0]!.n).toBeGreaterThanOrEqual(20);
    expect(want.count).toBe(crowd[0]!.n);
  });

  it('tells 故宫’s visitors to book ahead and that it closes on Mondays', async () => {
    const notes = await rows(sql<{ body: string }>`
      select n.body from poi_notices n join pois p on p.id = n.poi_id where p.name = '故宫' and p.is_demo`);
    const text = notes.map((n) => n.body).join('');
    expect(text).toMatch(/实名预约/);
    expect(text).toMatch(/周一闭馆/);
    const noBooking = await rows(sql<{ n: number }>`
      select count(*)::int as n from comments m join contents c on c.id = m.target_id
      where m.is_demo and c.place_name like '%故宫%' and m.body ~ '不用预约|不需要预约'`);
    expect(noBooking[0]!.n).toBe(0);
  });
});
