import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/tokens.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Coupons are claimed atomically: never over the stock, never over a user's limit, never outside the window or the
// store id's scope, each refusal with its own message.

const SHOP = '/api/service/shopmall/shopmarketing/getShopCoupon';
const MARKETING = '/api/service/marketing/v1/getCoupon';
const POI_COUPONS = '/api/ls/v1/destination/poiCoupon';
const DAY_MS = 86_400_000;

let t: TestApp;
let poiSeq = 5000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function coupon(values: {
  kind?: 'shop' | 'marketing';
  stock?: number;
  claimed?: number;
  limit?: number;
  storeIds?: string[];
  startsIn?: number;
  endsIn?: number;
  poiId?: number;
}) {
  const now = Date.now();
  const row = await t.ctx.db
    .insertInto('coupons')
    .values({
      kind: values.kind ?? 'marketing',
      title: '测试券',
      store_ids: JSON.stringify(values.storeIds ?? []),
      poi_id: values.poiId ?? null,
      discount_amount: 1000,
      threshold_amount: 5000,
      total_stock: values.stock ?? 10,
      claimed_count: values.claimed ?? 0,
      per_user_limit: values.limit ?? 1,
      starts_at: new Date(now + (values.startsIn ?? -DAY_MS)),
      ends_at: new Date(now + (values.endsIn ?? DAY_MS)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** A user signed in through a channel: 'storeid:<id>' (auto-login) or a channel key. */
async function channelUser(channel: string) {
  const u = await t.login();
  return { ...u, token: await createSession(t.ctx.db, u.userId, channel) };
}

describe('200 concurrent claims', () => {
  it('of a coupon with stock 50 by 100 users with a limit of 1 end with exactly 50 claims, none twice', async () => {
    const id = await coupon({ stock: 50, limit: 1 });
    const users = await Promise.all(Array.from({ length: 100 }, () => t.login()));
    const answers = await Promise.all(
      users.flatMap((u) => [0, 1].map(() => t.post(MARKETING, { couponId: id }, { token: u.token }))),
    );
    expect(answers).toHaveLength(200);
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(50);
    const refusals = answers.filter((a) => a.json.code !== 0);
    expect(new Set(refusals.map((a) => `${a.json.code} ${a.json.msg}`))).toEqual(
      new Set(['1 优惠券已领完', '1 您已领取过该优惠券']),
    );
    const counts = await sql<{ claims: number; holders: number; twice: number; claimed: number }>`
      select (select count(*)::int from coupon_claims where coupon_id = ${id}) as claims,
        (select count(distinct user_id)::int from coupon_claims where coupon_id = ${id}) as holders,
        (select count(*)::int from (select user_id from coupon_claims where coupon_id = ${id}
          group by user_id having count(*) > 1) x) as twice,
        (select claimed_count from coupons where id = ${id}) as claimed`.execute(t.ctx.db);
    expect(counts.rows[0]).toEqual({ claims: 50, holders: 50, twice: 0, claimed: 50 });
    // PGlite answers one query at a time: 200 claims and 100 sign-ins take a while on a shared machine.
  }, 120_000);
});

describe('refusals', () => {
  it('refuses a claim before the window opens and after it closes', async () => {
    const u = await t.login();
    const early = await coupon({ startsIn: DAY_MS, endsIn: 2 * DAY_MS });
    const late = await coupon({ startsIn: -2 * DAY_MS, endsIn: -DAY_MS });
    expect((await t.post(MARKETING, { couponId: early }, { token: u.token })).json).toMatchObject({
      code: 1,
      msg: '优惠券尚未开始领取',
    });
    expect((await t.post(MARKETING, { couponId: late }, { token: u.token })).json).toMatchObject({
      code: 1,
      msg: '优惠券已过期',
    });
  });

  it("refuses a shop coupon outside the session's store id scope and takes one inside it", async () => {
    const id = await coupon({ kind: 'shop', storeIds: ['91923'] });
    const phone = await t.login();
    const otherStore = await channelUser('storeid:91816');
    const store = await channelUser('storeid:91923');
    // Jiangsu's row in the channel table carries store id 91923.
    const jiangsu = await channelUser('jiangsu');
    for (const u of [phone, otherStore]) {
      expect((await t.post(SHOP, { couponId: id }, { token: u.token })).json).toMatchObject({
        code: 1,
        msg: '该优惠券仅限指定渠道领取',
      });
    }
    // The client cannot talk its way into the scope.
    const claimed = await t.post(SHOP, { couponId: id, storeId: '91923' }, { token: phone.token });
    expect(claimed.json.code).toBe(1);
    expect((await ok(t.post(SHOP, { couponId: id }, { token: store.token }))).coupon.state).toBe('claimed');
    expect((await ok(t.post(SHOP, { couponId: id }, { token: jiangsu.token }))).coupon.claimedByMe).toBe(1);
  });

  it('keeps each kind to its own path, a limit above 1, and answers 404 for no coupon', async () => {
    const u = await t.login();
    const shop = await coupon({ kind: 'shop' });
    expect((await t.post(MARKETING, { couponId: shop }, { token: u.token })).json).toMatchObject({
      code: 1,
      msg: '该优惠券不能在此领取',
    });
    const two = await coupon({ limit: 2 });
    await ok(t.post(MARKETING, { couponId: two }, { token: u.token }));
    const second = await ok(t.post(MARKETING, { couponId: two }, { token: u.token }));
    expect(second.coupon).toMatchObject({ claimedByMe: 2, state: 'claimed', remaining: 8 });
    expect((await t.post(MARKETING, { couponId: two }, { token: u.token })).json).toMatchObject({
      code: 1,
      msg: '每人限领2张',
    });
    expect((await t.post(MARKETING, { couponId: 99_999_999 }, { token: u.token })).json.code).toBe(404);
    expect((await t.post(MARKETING, { couponId: two })).json.code).toBe(429);
  });
});

describe('coupons of a POI', () => {
  it('show each coupon with its state for the viewer, shop coupons only within the scope', async () => {
    const poiId = (poiSeq += 1);
    const open = await coupon({ poiId, stock: 5 });
    const gone = await coupon({ poiId, stock: 2, claimed: 2 });
    const scoped = await coupon({ poiId, kind: 'shop', storeIds: ['91923'] });
    await coupon({ poiId, startsIn: DAY_MS, endsIn: 2 * DAY_MS });
    const anonymous = await ok(t.post(POI_COUPONS, { poiId }));
    const states = (rows: { id: string; state: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.state]));
    expect(states(anonymous.rows)).toEqual({ [open]: 'claimable', [gone]: 'gone' });
    const viaStore = await ok(t.post(POI_COUPONS, { poiId, storeId: '91923' }));
    expect(states(viaStore.rows)).toEqual({ [open]: 'claimable', [gone]: 'gone', [scoped]: 'claimable' });

    const u = await channelUser('storeid:91923');
    await ok(t.post(MARKETING, { couponId: open }, { token: u.token }));
    const mine = await ok(t.post(POI_COUPONS, { poiId }, { token: u.token }));
    expect(states(mine.rows)).toEqual({ [open]: 'claimed', [gone]: 'gone', [scoped]: 'claimable' });
    const row = mine.rows.find((r: { id: string }) => r.id === open);
    expect(row).toMatchObject({ remaining: 4, discountText: '¥10.00', thresholdText: '满¥50.00可用' });
  });
});
