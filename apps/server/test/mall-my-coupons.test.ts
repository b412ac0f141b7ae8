import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// 我的券: one's claimed coupons with their state, validity and where to use them, newest first, only one's own
// (docs/product/mall.md "One's coupons").

const CLAIM = '/api/service/marketing/v1/getCoupon';
const MINE = '/api/service/marketing/v1/myCoupons';
const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function poi(name: string) {
  const row = await t.ctx.db
    .insertInto('pois')
    .values({ destination_id: 1, name, lat: 30.25, lng: 120.15 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function coupon(title: string, poiId: number | null, window: { startsIn?: number; endsIn?: number } = {}) {
  const now = Date.now();
  const row = await t.ctx.db
    .insertInto('coupons')
    .values({
      kind: 'marketing',
      title,
      poi_id: poiId,
      discount_amount: 1000,
      threshold_amount: 5000,
      total_stock: 10,
      per_user_limit: 1,
      starts_at: new Date(now + (window.startsIn ?? -DAY_MS)),
      ends_at: new Date(now + (window.endsIn ?? DAY_MS)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe('one’s coupons', () => {
  it('lists what one claimed, newest first, with state, validity and the POI to use it at; never another’s', async () => {
    const u = await t.login();
    const other = await t.login();
    const poiId = await poi('我的券测试地点');
    const first = await coupon('先领的券', poiId);
    const second = await coupon('后领的券', null);
    await ok(t.post(CLAIM, { couponId: first }, { token: u.token }));
    await ok(t.post(CLAIM, { couponId: second }, { token: u.token }));
    await ok(t.post(CLAIM, { couponId: first }, { token: other.token }));

    const mine = await ok(t.post(MINE, {}, { token: u.token }));
    expect(mine.rows.map((r: { coupon: { title: string } }) => r.coupon.title)).toEqual(['后领的券', '先领的券']);
    expect(mine.rows[1]).toMatchObject({
      state: 'usable',
      coupon: { id: first, discountText: expect.stringContaining('10'), thresholdText: expect.stringContaining('满') },
      poi: { id: String(poiId), name: '我的券测试地点' },
    });
    expect(mine.rows[0].poi).toBeNull();
    expect(Date.parse(mine.rows[1].coupon.endsAt)).toBeGreaterThan(Date.parse(mine.rows[1].coupon.startsAt));
    expect(mine.nextCursor).toBeNull();
    // The times are the stored instants to the millisecond, in ISO (read as text and rearranged, coupon-repository.ts).
    const stored = await t.ctx.db
      .selectFrom('coupons')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', Number(first))
      .executeTakeFirstOrThrow();
    expect([mine.rows[1].coupon.startsAt, mine.rows[1].coupon.endsAt]).toEqual([
      new Date(stored.starts_at).toISOString(),
      new Date(stored.ends_at).toISOString(),
    ]);
    expect(mine.rows[1].claimedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // A POI taken offline is named no more: the coupon stays, without where to use it.
    await t.ctx.db.updateTable('pois').set({ status: 'offline' }).where('id', '=', poiId).execute();
    const later = await ok(t.post(MINE, {}, { token: u.token }));
    expect(later.rows[1]).toMatchObject({ coupon: { id: first }, poi: null });

    const others = await ok(t.post(MINE, {}, { token: other.token }));
    expect(others.rows.map((r: { coupon: { id: string } }) => r.coupon.id)).toEqual([first]);
  });

  it('says expired once the window has passed, and pages by cursor', async () => {
    const u = await t.login();
    const lapsing = await coupon('将过期的券', null);
    const ids = [lapsing, await coupon('券二', null), await coupon('券三', null)];
    for (const id of ids) await ok(t.post(CLAIM, { couponId: id }, { token: u.token }));
    await t.ctx.db
      .updateTable('coupons')
      .set({ starts_at: new Date(Date.now() - 3 * DAY_MS), ends_at: new Date(Date.now() - DAY_MS) })
      .where('id', '=', Number(lapsing))
      .execute();

    const page1 = await ok(t.post(MINE, { pageSize: 2 }, { token: u.token }));
    expect(page1.rows).toHaveLength(2);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await ok(t.post(MINE, { pageSize: 2, cursor: page1.nextCursor }, { token: u.token }));
    expect(page2.rows.map((r: { coupon: { id: string }; state: string }) => [r.coupon.id, r.state])).toEqual([
      [lapsing, 'expired'],
    ]);
    expect(page2.nextCursor).toBeNull();
  });

  it('needs a login and refuses a malformed cursor', async () => {
    expect((await t.post(MINE, {})).json.code).toBe(429);
    const u = await t.login();
    expect((await t.post(MINE, { cursor: 'x; drop' }, { token: u.token })).json.code).not.toBe(0);
  });
});
