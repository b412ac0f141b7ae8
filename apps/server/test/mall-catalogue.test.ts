import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMallDemo } from '../src/seed/mall-seed.ts';
import { addPromotion } from '../src/modules/mall/product-service.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Products with SKUs, promotions, hotels near a coordinate or in a region, product search; the demo catalogue
// attaches to the places area's POIs by name when that table exists (created here as the places branch agreed).

const PALACE_POI = 900_001;
const PALACE_DESTINATION = 800_001;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`create table if not exists pois (id bigint primary key, destination_id bigint, name text, name_en text,
    kind text, lat double precision, lng double precision, is_demo boolean)`.execute(t.ctx.db);
  await sql`insert into pois values (${PALACE_POI}, ${PALACE_DESTINATION}, '故宫', 'The Palace Museum', 'sight',
    39.9163, 116.3972, true)`.execute(t.ctx.db);
  await loadMallDemo(t.ctx, () => {});
});
afterAll(() => t.close());

describe('products of a POI and a destination', () => {
  it("lists the POI's products with prices in their currency's words, in keyset pages", async () => {
    const first = await ok(
      t.post('/api/shopmall/poi/product/v1/queryPoiProductList', { poiId: PALACE_POI, pageSize: 1 }),
    );
    expect(first.rows).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await ok(
      t.post('/api/shopmall/poi/product/v1/queryPoiProductList', {
        poiId: PALACE_POI,
        pageSize: 1,
        cursor: first.nextCursor,
      }),
    );
    expect(second.rows).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const titles = [...first.rows, ...second.rows].map((r: { title: string }) => r.title).sort();
    expect(titles).toEqual(['故宫博物院门票', '故宫深度讲解半日游']);
    const same = await ok(t.post('/api/destination/v1/poi/queryJegoListByPoiId', { poiId: PALACE_POI }));
    expect(same.rows.map((r: { id: string }) => r.id)).toEqual([...first.rows, ...second.rows].map((r) => r.id));
    const ticket = same.rows.find((r: { title: string }) => r.title === '故宫博物院门票');
    expect(ticket).toMatchObject({ currency: 'CNY', priceFrom: 3000, priceText: '¥30.00', poiId: String(PALACE_POI) });
    // An official ticket is not discounted; the guided tour is, below both its sessions' prices.
    expect(ticket.promotion).toBeNull();
    const tour = same.rows.find((r: { title: string }) => r.title === '故宫深度讲解半日游');
    expect(tour).toMatchObject({ priceFrom: 18900 });
    expect(tour.promotion).toMatchObject({ promoPrice: 16900, promoPriceText: '¥169.00' });
    for (const row of same.rows) if (row.promotion) expect(row.promotion.promoPrice).toBeLessThan(row.priceFrom);
  });

  it('refuses a promotion priced at or above its product (促销价不能高于原价)', async () => {
    const [tour] = (
      await ok(t.post('/api/destination/v1/poi/queryJegoListByPoiId', { poiId: PALACE_POI }))
    ).rows.filter((r: { title: string }) => r.title === '故宫深度讲解半日游');
    const window = { startsAt: new Date(Date.now() - 1000), endsAt: new Date(Date.now() + 86_400_000) };
    for (const price of [18900, 20000]) {
      await expect(
        addPromotion(t.ctx.db, { productId: Number(tour.id), title: '错价', label: '特价', price, ...window }),
      ).rejects.toThrow('促销价不能高于原价');
    }
  });

  it("lists a destination's products and its product column", async () => {
    const list = await ok(
      t.post('/api/destination/v1/poi/queryJegoListByDestinationId', { destinationId: PALACE_DESTINATION }),
    );
    expect(list.rows).toHaveLength(2);
    const data = await ok(
      t.post('/api/destination/v1/poi/queryJegoListDataByDestinationId', {
        destinationId: PALACE_DESTINATION,
        pageSize: 1,
      }),
    );
    expect(data.total).toBe(2);
    expect(data.rows).toHaveLength(1);
    const none = await ok(t.post('/api/destination/v1/poi/queryJegoListByDestinationId', { destinationId: 1 }));
    expect(none).toEqual({ rows: [], nextCursor: null });
  });

  it('shows every currency in its own words', async () => {
    const texts = await sql<{ currency: string }>`select distinct currency from products`.execute(t.ctx.db);
    expect(texts.rows.map((r) => r.currency).sort()).toEqual(['CNY', 'HKD', 'USD', 'WYB']);
    const search = async (keyword: string) =>
      (await ok(t.post('/api/product/search', { keyword }))).rows[0] as { priceText: string };
    expect((await search('东京塔')).priceText).toMatch(/^\d+\.\d{2}港元$/);
    expect((await search('观景台')).priceText).toBe('800无忧币');
    expect((await search('八达岭')).priceText).toBe('$55.00');
  });
});

describe('SKUs', () => {
  it('offers the option groups and every SKU, one SKU, and the detail', async () => {
    const { rows } = await ok(t.post('/api/shopmall/poi/product/v1/queryPoiProductList', { poiId: PALACE_POI }));
    const ticket = rows.find((r: { title: string }) => r.title === '故宫博物院门票');
    const options = await ok(t.post('/api/shopmall/poi/product/v1/queryPoiSkuOption', { productId: ticket.id }));
    expect(options.options).toEqual([
      { name: '日期', values: ['旺季工作日', '旺季周末'] },
      { name: '人群', values: ['成人', '儿童'] },
    ]);
    expect(options.skus).toHaveLength(4);
    const child = options.skus.find((s: { options: { value: string }[] }) => s.options[1]!.value === '儿童');
    expect(child).toMatchObject({ price: 3000, priceText: '¥30.00', soldOut: false });

    const list = await ok(t.post('/api/shopmall/product/v1/querySkuList', { productId: ticket.id }));
    expect(list.rows.map((s: { skuId: string }) => s.skuId)).toEqual(
      options.skus.map((s: { skuId: string }) => s.skuId),
    );
    const one = await ok(t.post('/api/shopmall/product/v1/querySkuDetail', { skuId: child.skuId }));
    expect(one).toMatchObject({ skuId: child.skuId, product: { id: ticket.id, title: '故宫博物院门票' } });
    const detail = await ok(t.post('/api/ubd/product/v1/getProductSkuDetail', { productId: ticket.id }));
    expect(detail.product.images).toHaveLength(3);
    expect(detail.skus).toHaveLength(4);

    expect((await t.post('/api/shopmall/product/v1/querySkuDetail', { skuId: 99_999_999 })).json.code).toBe(404);
    expect((await t.post('/api/ubd/product/v1/getProductSkuDetail', { productId: 99_999_999 })).json.code).toBe(404);
  });
});

describe('promotions', () => {
  it('lists products on promotion now, not ended ones', async () => {
    const { rows: before } = await ok(t.post('/api/shopmall/activity/v1/productActivityList', {}));
    expect(before.map((r: { title: string }) => r.title).sort()).toEqual(['夜游特惠', '早鸟立减', '港币特惠']);
    await sql`update product_promotions set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day'
      where title = '夜游特惠'`.execute(t.ctx.db);
    const { rows } = await ok(t.post('/api/shopmall/activity/v1/productActivityList', { pageSize: 1 }));
    expect(rows).toHaveLength(1);
    const all = await ok(t.post('/api/shopmall/activity/v1/productActivityList', {}));
    expect(all.rows.map((r: { title: string }) => r.title).sort()).toEqual(['早鸟立减', '港币特惠']);
    expect(all.rows[0].product.promotion.id).toBe(all.rows[0].id);
  });
});

describe('product search', () => {
  const titles = async (keyword: string) =>
    (await ok(t.post('/api/product/search', { keyword }))).rows.map((r: { title: string }) => r.title).sort();

  it('finds products by Chinese words, English, pinyin and initials', async () => {
    expect(await titles('故宫')).toEqual(['故宫博物院门票', '故宫深度讲解半日游']);
    expect(await titles('故宫门票')).toEqual(['故宫博物院门票']);
    expect(await titles('Forbidden City')).toEqual(['故宫深度讲解半日游']);
    expect(await titles('gugong')).toEqual(['故宫博物院门票', '故宫深度讲解半日游']);
    expect(await titles('xihu')).toEqual(['西湖游船 · 三潭印月登岛']);
    expect(await titles('bdl')).toEqual(['八达岭长城一日游', '布达拉宫预约讲解']);
    expect(await titles('bdlcc')).toEqual(['八达岭长城一日游']);
    expect(await titles('不存在的东西')).toEqual([]);
    expect((await t.post('/api/product/search', { keyword: '' })).json.code).toBe(400);
  });
});

describe('hotels', () => {
  it('finds hotels near a coordinate, nearest first, in keyset pages', async () => {
    const near = { lat: 39.9163, lng: 116.3972, radiusKm: 5 };
    const first = await ok(t.post('/api/hotel/search/v1/social/region', { ...near, pageSize: 2 }));
    expect(first.rows).toHaveLength(2);
    const second = await ok(
      t.post('/api/hotel/search/v1/social/region', { ...near, pageSize: 2, cursor: first.nextCursor }),
    );
    expect(second.rows).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.rows, ...second.rows];
    const distances = all.map((h: { distanceM: number }) => h.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d > 0 && d < 5000)).toBe(true);
    expect(all[0]).toMatchObject({ priceText: expect.stringMatching(/^¥\d+\.\d{2}$/), stars: expect.any(Number) });
    // Shanghai's hotels are 1,000 km away.
    expect(all.some((h: { name: string }) => h.name.includes('上海'))).toBe(false);
    const tiny = await ok(t.post('/api/hotel/search/v1/social/region', { lat: 0, lng: 0 }));
    expect(tiny.rows).toEqual([]);
  });

  it("lists a region's hotels cheapest first and a destination's hotel column", async () => {
    const region = await ok(t.post('/api/hotel/search/v1/social/region', { destinationId: PALACE_DESTINATION }));
    const prices = region.rows.map((h: { priceFrom: number }) => h.priceFrom);
    expect(prices).toHaveLength(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const column = await ok(
      t.post('/api/destination/v1/poi/queryHotelColumn', { destinationId: PALACE_DESTINATION, pageSize: 2 }),
    );
    expect(column.total).toBe(3);
    expect(column.rows.map((h: { stars: number }) => h.stars)).toEqual([5, 4]);
    expect((await t.post('/api/hotel/search/v1/social/region', {})).json).toMatchObject({ code: 400 });
  });
});

describe('the demo coupons', () => {
  it('attach to the POI, one of them nearly gone', async () => {
    const { rows } = await ok(t.post('/api/ls/v1/destination/poiCoupon', { poiId: PALACE_POI }));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((c: { remaining: number }) => c.remaining === 2)).toBe(true);
  });
});
