import { ENDPOINTS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/tokens.ts';
import { ok } from './community-helpers.ts';
import { CONSOLE, consolePost, consoleSession } from './console-helpers.ts';
import { GROWTH } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The console's catalog and growth paths (docs/product/console-catalog.md), as the operator role uses them: every
// write audited with before and after, and seen by the app at once.

const P = (path: string) => `/api/console/v1/${path}`;
const H5 = {
  productDetail: '/api/ubd/product/v1/getProductSkuDetail',
  poiProducts: '/api/shopmall/poi/product/v1/queryPoiProductList',
  promotions: '/api/shopmall/activity/v1/productActivityList',
  hotels: '/api/hotel/search/v1/social/region',
  marketing: '/api/service/marketing/v1/getCoupon',
  poiCoupons: '/api/ls/v1/destination/poiCoupon',
} as const;
const DAY_MS = 86_400_000;

let t: TestApp;
let operator: Awaited<ReturnType<typeof consoleSession>>;
let admin: Awaited<ReturnType<typeof consoleSession>>;
let seq = Number(String(Date.now()).slice(-7));
const unique = () => ++seq;

beforeAll(async () => {
  t = await createTestApp();
  operator = await consoleSession(t, ['operator']);
  admin = await consoleSession(t, ['admin']);
});
afterAll(() => t.close());

const as = (path: string, body: unknown) => consolePost(t, P(path), body, operator.token);
const done = async (path: string, body: unknown) => ok(as(path, body));
const refusal = async (path: string, body: unknown) => (await as(path, body)).json as { code: number; msg: string };

/** The audit lines of an action on a target, newest first (read by an admin through the console). */
async function auditOf(action: string, targetId: string) {
  const page = await ok(consolePost(t, CONSOLE.auditList, { action, pageSize: 100 }, admin.token));
  return (page.rows as { targetId: string; before: any; after: any; reason: string; operator: string }[]).filter(
    (r) => r.targetId === targetId,
  );
}

const productForm = (poiId: number, price: number) => ({
  title: `洱海骑行套票${seq}`,
  currency: 'CNY',
  poiId,
  tags: ['骑行'],
  skus: [
    { title: '单人', options: [{ name: '人数', value: '1人' }], price, stock: 10 },
    { title: '双人', options: [{ name: '人数', value: '2人' }], price: price * 2, stock: 5 },
  ],
  reason: '新品上架',
});

describe('products', () => {
  it('are made, found, changed and taken off the shelf; the app sees each change at once; each write is audited', async () => {
    const poiId = unique();
    const made = await done('products/create', productForm(poiId, 9900));
    expect(made).toMatchObject({ status: 'on', priceFrom: 9900, skuCount: 2, stock: 15, poiId: String(poiId) });

    const found = await done('products/list', { q: made.title, pageSize: 5 });
    expect(found.rows.map((r: { id: string }) => r.id)).toEqual([made.id]);
    expect((await done('products/list', { q: made.id })).rows[0].id).toBe(made.id);

    // The app reads it (anonymously, as a cached read would be), then the price changes.
    const before = await ok(t.post(H5.productDetail, { productId: made.id }));
    expect(before.product.priceFrom).toBe(9900);
    expect((await ok(t.post(H5.poiProducts, { poiId }))).rows[0].priceFrom).toBe(9900);
    const [single, double] = made.skus;
    const changed = await done('products/update', {
      ...productForm(poiId, 8800),
      id: made.id,
      skus: [
        { id: single.id, title: '单人', price: 8800, stock: 7 },
        { id: double.id, title: '双人', price: 17600, stock: 3 },
      ],
      reason: '调价',
    });
    expect(changed).toMatchObject({ priceFrom: 8800, stock: 10 });
    const after = await ok(t.post(H5.productDetail, { productId: made.id }));
    expect(after.product.priceFrom).toBe(8800);
    expect(after.skus.map((s: { price: number }) => s.price)).toEqual([8800, 17600]);
    expect((await ok(t.post(H5.poiProducts, { poiId }))).rows[0].priceFrom).toBe(8800);

    // A SKU left out of the form is taken off sale, not deleted.
    const fewer = await done('products/update', {
      ...productForm(poiId, 8800),
      id: made.id,
      skus: [{ id: double.id, title: '双人', price: 17600, stock: 3 }],
      reason: '单人售罄下架',
    });
    expect(fewer.skus.map((s: { status: string }) => s.status)).toEqual(['off', 'on']);
    expect((await ok(t.post(H5.productDetail, { productId: made.id }))).product.priceFrom).toBe(17600);

    await done('products/setStatus', { id: made.id, status: 'off', reason: '活动结束' });
    expect((await t.post(H5.productDetail, { productId: made.id })).json.code).toBe(404);
    expect((await done('products/list', { q: made.id, status: 'off' })).rows[0].status).toBe('off');
    await done('products/setStatus', { id: made.id, status: 'on', reason: '重新上架' });
    expect((await t.post(H5.productDetail, { productId: made.id })).json.code).toBe(0);

    const update = await auditOf('product.update', made.id);
    expect(update).toHaveLength(2);
    expect(update[1]).toMatchObject({ reason: '调价', before: { priceFrom: 9900 }, after: { priceFrom: 8800 } });
    expect(update[1]!.operator).toBe(operator.name);
    expect(await auditOf('product.create', made.id)).toHaveLength(1);
    expect((await auditOf('product.off', made.id))[0]).toMatchObject({
      before: { status: 'on' },
      after: { status: 'off' },
    });
  });

  it('refuse a form without a SKU on sale, or with another product’s SKU', async () => {
    const form = productForm(unique(), 5000);
    expect(await refusal('products/create', { ...form, skus: [{ ...form.skus[0], status: 'off' }] })).toMatchObject({
      code: 1,
      msg: '至少要有一个在售规格',
    });
    const a = await done('products/create', form);
    const b = await done('products/create', productForm(unique(), 5000));
    expect(
      await refusal('products/update', { ...form, id: a.id, skus: [{ ...form.skus[0], id: b.skus[0].id }] }),
    ).toMatchObject({ code: 1, msg: '规格不属于该商品' });
  });
});

describe('promotions', () => {
  it('are never above (or at) the product’s base price, whichever side changes', async () => {
    const poiId = unique();
    const product = await done('products/create', productForm(poiId, 10000));
    const window = {
      startsAt: new Date(Date.now() - DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + DAY_MS).toISOString(),
    };
    const above = { productId: product.id, title: '限时特惠', promoPrice: 12000, ...window, reason: '周末促销' };
    expect(await refusal('promotions/create', above)).toEqual({ code: 1, msg: '促销价不能高于原价', body: null });
    expect(await refusal('promotions/create', { ...above, promoPrice: 10000 })).toMatchObject({
      msg: '促销价不能高于原价',
    });

    const promo = await done('promotions/create', { ...above, promoPrice: 7900, label: '特惠' });
    expect(promo).toMatchObject({ productId: product.id, promoPrice: 7900, state: 'running' });
    const listed = await ok(t.post(H5.promotions, { poiId }));
    expect(listed.rows.map((r: { id: string }) => r.id)).toEqual([promo.id]);

    expect(await refusal('promotions/update', { ...above, id: promo.id, promoPrice: 10500 })).toMatchObject({
      msg: '促销价不能高于原价',
    });
    // Lowering the product's price to or under a live promotion is refused by the same rule.
    expect(
      await refusal('products/update', {
        ...productForm(poiId, 7000),
        id: product.id,
        skus: [{ id: product.skus[0].id, title: '单人', price: 7000, stock: 1 }],
      }),
    ).toMatchObject({ code: 1, msg: '促销价不能高于原价' });

    const changed = await done('promotions/update', { ...above, id: promo.id, promoPrice: 6900 });
    expect(changed.promoPrice).toBe(6900);
    expect((await ok(t.post(H5.promotions, { poiId }))).rows[0].promoPrice).toBe(6900);
    expect((await done('promotions/list', { productId: product.id })).rows).toHaveLength(1);

    await done('promotions/remove', { id: promo.id, reason: '活动取消' });
    expect((await ok(t.post(H5.promotions, { poiId }))).rows).toEqual([]);
    expect((await auditOf('promotion.remove', promo.id))[0]).toMatchObject({ before: { promoPrice: 6900 } });
  });
});

describe('hotels', () => {
  it('are made, changed and hidden; the app lists only those shown', async () => {
    const destinationId = unique();
    const form = { name: `大理古城客栈${seq}`, stars: 4, priceFrom: 45000, lat: 25.69, lng: 100.16, destinationId };
    const hotel = await done('hotels/create', { ...form, reason: '新签约' });
    expect(hotel).toMatchObject({ status: 'on', priceFrom: 45000, destinationId: String(destinationId) });
    const shown = await ok(t.post(H5.hotels, { destinationId }));
    expect(shown.rows.map((r: { id: string }) => r.id)).toEqual([hotel.id]);

    await done('hotels/update', { ...form, id: hotel.id, priceFrom: 39900, reason: '淡季价' });
    expect((await ok(t.post(H5.hotels, { destinationId }))).rows[0].priceFrom).toBe(39900);
    expect((await done('hotels/list', { q: form.name })).rows.map((r: { id: string }) => r.id)).toEqual([hotel.id]);

    await done('hotels/setStatus', { id: hotel.id, status: 'off', reason: '停业装修' });
    expect((await ok(t.post(H5.hotels, { destinationId }))).rows).toEqual([]);
    expect(await done('hotels/get', { id: hotel.id })).toMatchObject({ status: 'off' });
    expect((await auditOf('hotel.update', hotel.id))[0]).toMatchObject({
      before: { priceFrom: 45000 },
      after: { priceFrom: 39900 },
    });
  });
});

describe('coupons', () => {
  const window = () => ({
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + DAY_MS).toISOString(),
  });
  const form = (over: Record<string, unknown> = {}) => ({
    kind: 'marketing',
    title: `满100减10-${seq}`,
    discountAmount: 1000,
    thresholdAmount: 10000,
    totalStock: 3,
    ...window(),
    reason: '拉新活动',
    ...over,
  });

  it('made with stock 3 are claimed by 3 members, the 4th is told it is gone, and the list shows 3 of 3', async () => {
    const poiId = unique();
    const coupon = await done('coupons/create', form({ poiId }));
    expect(coupon).toMatchObject({ totalStock: 3, claimedCount: 0, claimedText: '0 / 3', perUserLimit: 1 });
    const members = [await t.login(), await t.login(), await t.login(), await t.login()];
    for (const m of members.slice(0, 3)) await ok(t.post(H5.marketing, { couponId: coupon.id }, { token: m.token }));
    expect((await t.post(H5.marketing, { couponId: coupon.id }, { token: members[3]!.token })).json).toMatchObject({
      code: 1,
      msg: '优惠券已领完',
    });
    const listed = await done('coupons/list', { q: coupon.id });
    expect(listed.rows[0]).toMatchObject({ id: coupon.id, claimedCount: 3, totalStock: 3, claimedText: '3 / 3' });
    expect((await ok(t.post(H5.poiCoupons, { poiId }))).rows[0]).toMatchObject({ remaining: 0, state: 'gone' });

    // The stock never goes below what was claimed; raising it lets the 4th claim.
    expect(await refusal('coupons/update', form({ id: coupon.id, poiId, totalStock: 2 }))).toMatchObject({
      msg: '库存不能少于已领取的3张',
    });
    await done('coupons/update', form({ id: coupon.id, poiId, totalStock: 4, reason: '追加库存' }));
    await ok(t.post(H5.marketing, { couponId: coupon.id }, { token: members[3]!.token }));
    expect((await auditOf('coupon.update', coupon.id))[0]).toMatchObject({
      before: { totalStock: 3, claimedCount: 3 },
      after: { totalStock: 4 },
      reason: '追加库存',
    });
  });

  it('honour the per-user limit, the window and the channels they are for', async () => {
    const twice = await done('coupons/create', form({ perUserLimit: 2, totalStock: 10 }));
    const m = await t.login();
    await ok(t.post(H5.marketing, { couponId: twice.id }, { token: m.token }));
    await ok(t.post(H5.marketing, { couponId: twice.id }, { token: m.token }));
    expect((await t.post(H5.marketing, { couponId: twice.id }, { token: m.token })).json.msg).toBe('每人限领2张');

    const later = await done(
      'coupons/create',
      form({
        startsAt: new Date(Date.now() + DAY_MS).toISOString(),
        endsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
      }),
    );
    expect((await t.post(H5.marketing, { couponId: later.id }, { token: m.token })).json.msg).toBe(
      '优惠券尚未开始领取',
    );

    const channel = `ch${seq}`;
    const scoped = await done('coupons/create', form({ channels: [channel], totalStock: 10 }));
    expect((await t.post(H5.marketing, { couponId: scoped.id }, { token: m.token })).json.msg).toBe(
      '该优惠券仅限指定渠道领取',
    );
    const fromChannel = await t.login();
    const token = await createSession(t.ctx.db, fromChannel.userId, channel);
    await ok(t.post(H5.marketing, { couponId: scoped.id }, { token }));

    expect(
      await refusal('coupons/create', form({ endsAt: new Date(Date.now() - 2 * DAY_MS).toISOString() })),
    ).toMatchObject({
      msg: '结束时间必须晚于开始时间',
    });
  });
});

describe('growth', () => {
  it('a points adjustment is a ledger entry the member sees, audited, and never takes a balance below zero', async () => {
    const m = await t.login();
    const adjusted = await done('points/adjust', { userId: m.userCode, coin: 50, reason: '活动补发奖励' });
    expect(adjusted).toMatchObject({ txn: { kind: 'adjust', coin: 50, exp: 0 }, balance: { coin: 50, exp: 0 } });
    const info = await ok(t.post(GROWTH.growInfo, {}, { token: m.token }));
    expect(info.points).toBe(50);
    expect(info.recent[0]).toMatchObject({ kind: 'adjust', coin: 50, title: '运营调整：活动补发奖励' });
    const ledger = await done('points/ledger', { userId: m.userCode });
    expect(ledger).toMatchObject({ balance: { coin: 50 }, rows: [{ id: adjusted.txn.id, coin: 50 }] });
    expect((await auditOf('points.adjust', m.userCode))[0]).toMatchObject({
      reason: '活动补发奖励',
      before: { balance: { coin: 0 } },
      after: { balance: { coin: 50 }, txnId: adjusted.txn.id },
    });

    expect(await refusal('points/adjust', { userId: m.userCode, coin: -51, reason: '误发扣回' })).toMatchObject({
      code: 1,
      msg: '调整后余额不能为负（现有50无忧币、0成长值）',
    });
    await done('points/adjust', { userId: m.userCode, coin: -50, reason: '误发扣回' });
    expect((await ok(t.post(GROWTH.coins, {}, { token: m.token }))).tripCoins).toBe(0);
    expect((await as('points/adjust', { userId: 'nobody-here', coin: 1, reason: '测试' })).json.code).toBe(404);
  });

  it('tasks are made and changed, and the app lists what is active', async () => {
    const title = `分享一条游记${seq}`;
    const task = await done('tasks/create', {
      kind: 'weal',
      event: 'publish_dynamic',
      title,
      target: 1,
      rewardCoin: 20,
      reason: '新任务',
    });
    const m = await t.login();
    const weal = async () =>
      (await ok(t.post(GROWTH.weal, {}, { token: m.token }))).rows.filter((r: { title: string }) => r.title === title);
    expect(await weal()).toMatchObject([{ rewardCoin: 20 }]);
    const form = { kind: 'weal', event: 'publish_dynamic', title, target: 1, rewardCoin: 30, reason: '提高奖励' };
    await done('tasks/update', { ...form, id: task.id });
    expect(await weal()).toMatchObject([{ rewardCoin: 30 }]);
    await done('tasks/update', { ...form, id: task.id, active: false, reason: '下线' });
    expect(await weal()).toEqual([]);
    expect(
      (await done('tasks/list', { kind: 'weal' })).rows.find((r: { id: string }) => r.id === task.id),
    ).toMatchObject({ active: false });
    expect(
      await refusal('tasks/create', { ...form, startsAt: new Date().toISOString(), endsAt: new Date().toISOString() }),
    ).toMatchObject({ msg: '只有限时任务可以设置时间' });
  });

  it('the sign-in calendar and its mystery awards change in the app; awards together at most 100%', async () => {
    const dayNo = 1;
    const award = { rewardName: '神秘无忧币', probability: 60.5, rewardType: 'coin', rewardQuantity: 5 };
    expect(
      await refusal('sign/saveDay', {
        dayNo,
        describe: '第1天',
        awards: [award, { ...award, probability: 39.51 }],
        reason: '调概率',
      }),
    ).toMatchObject({ msg: '神秘奖励的概率合计不能超过100%' });
    // The cycle is walked day by day: a day past the next one would never be reached.
    const days = (await done('sign/calendar', {})).days as { dayNo: number }[];
    const next = Math.max(0, ...days.map((d) => d.dayNo)) + 1;
    expect(
      await refusal('sign/saveDay', { dayNo: next + 1, describe: '跳过一天', awards: [], reason: '试试' }),
    ).toMatchObject({ msg: `签到日历须连续，下一天是第${next}天` });
    const day = await done('sign/saveDay', {
      dayNo,
      describe: '第1天',
      rewardCoin: 3,
      awards: [award, { ...award, rewardName: '经验', rewardType: 'exp', probability: 39.5 }],
      reason: '首日加奖',
    });
    expect(day.awards).toHaveLength(2);
    const m = await t.login();
    const first = (await ok(t.post(GROWTH.querySign, {}, { token: m.token }))).find(
      (d: { completeNumber: number }) => d.completeNumber === dayNo,
    );
    expect(first).toMatchObject({ signDescribe: '第1天', rewardCoin: '3' });
    expect(first.signMysteryAwardVos.map((a: { rewardProbability: number }) => a.rewardProbability)).toEqual([
      60.5, 39.5,
    ]);
    const kept = await done('sign/saveDay', {
      dayNo,
      describe: '第1天',
      rewardCoin: 3,
      awards: [{ ...award, id: day.awards[0].id, probability: 10 }],
      reason: '减少奖励',
    });
    expect(kept.awards).toMatchObject([{ id: day.awards[0].id, probability: 10 }]);
    expect((await done('sign/calendar', {})).days.find((d: { dayNo: number }) => d.dayNo === dayNo)).toEqual(kept);
    expect((await auditOf('sign.saveDay', String(dayNo)))[0]!.before.awards).toHaveLength(2);
  });

  it('levels are read and saved whole; a gap or a falling threshold is refused', async () => {
    const levels = (await done('levels/list', {})).rows;
    expect(levels[0]).toMatchObject({ level: 1, minExp: 0 });
    const renamed = levels.map((l: { level: number; name: string; minExp: number }) =>
      l.level === 2 ? { ...l, name: '出游达人Plus' } : l,
    );
    expect(await refusal('levels/save', { rows: renamed.slice(1), reason: '改名' })).toMatchObject({
      msg: '等级必须从1开始连续编号',
    });
    const falling = renamed.map((l: { level: number; minExp: number }) => (l.level === 3 ? { ...l, minExp: 1 } : l));
    expect(await refusal('levels/save', { rows: falling, reason: '改名' })).toMatchObject({
      msg: '每一级所需成长值必须高于上一级',
    });
    await done('levels/save', { rows: renamed, reason: '改名' });
    const m = await t.login();
    const info = await ok(t.post(GROWTH.growInfo, {}, { token: m.token }));
    expect(info.levels.find((l: { level: number }) => l.level === 2).name).toBe('出游达人Plus');
    await done('levels/save', { rows: levels, reason: '改回' });
  });
});

describe('the paths', () => {
  it('that change anything are writes, so the micro-cache is emptied once they commit', () => {
    const rows = ENDPOINTS.filter((e) => e.permission === 'catalog' || e.permission === 'growth');
    expect(rows.length).toBe(27);
    const writes = rows.filter((e) => /\/(create|update|setStatus|remove|saveDay|save|adjust)$/.test(e.path));
    expect(writes.map((e) => [e.path, e.write])).toEqual(writes.map((e) => [e.path, true]));
    expect(rows.filter((e) => e.write)).toHaveLength(writes.length);
  });
});

describe('roles', () => {
  it('a moderator or customer service is refused every catalog and growth path (403); an app token gets 429', async () => {
    const moderator = await consoleSession(t, ['moderator']);
    const member = await t.login();
    for (const path of ['products/list', 'coupons/create', 'points/adjust', 'levels/save']) {
      expect((await consolePost(t, P(path), {}, moderator.token)).json.code).toBe(403);
      expect((await consolePost(t, P(path), {}, member.token)).json.code).toBe(429);
    }
  });
});
