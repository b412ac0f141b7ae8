import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { GROWTH, ledgerOf, seedGrowth } from './growth-helpers.ts';
import { burstTs, createTestApp, type TestApp } from './support/test-app.ts';

// The daily sign-in with the brand's fixed payloads: once per Asia/Shanghai day, streaks, mystery awards.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGrowth(t);
});
afterAll(() => t.close());

const FIELDS = [
  'completeNumber',
  'eventCode',
  'grantType',
  'iconUrl',
  'id',
  'isRemindMark',
  'isSign',
  'reward',
  'rewardCoin',
  'rewardExp',
  'signDescribe',
  'signGroupId',
  'signMysteryAwardVos',
];
const AWARD_FIELDS = [
  'id',
  'rewardId',
  'rewardName',
  'rewardProbability',
  'rewardQuantity',
  'rewardType',
  'signConfigId',
];

const shanghaiDate = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('querySign', () => {
  it('answers one row per cycle day with exactly the 13 fixed fields, today signable', async () => {
    const u = await t.login();
    const days = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    expect(days).toHaveLength(7);
    for (const day of days) {
      expect(Object.keys(day).sort()).toEqual(FIELDS);
      expect(day.rewardCoin).toMatch(/^\d+$/);
      expect(day.rewardExp).toMatch(/^\d+$/);
      for (const award of day.signMysteryAwardVos) {
        expect(Object.keys(award).sort()).toEqual(AWARD_FIELDS);
        expect(award.rewardProbability).toBeGreaterThanOrEqual(0);
        expect(award.rewardProbability).toBeLessThanOrEqual(100);
        expect(award.signConfigId).toBe(day.id);
      }
    }
    expect(days.map((d: { isSign: number }) => d.isSign)).toEqual([2, 0, 0, 0, 0, 0, 0]);
    expect(days.some((d: { signMysteryAwardVos: unknown[] }) => d.signMysteryAwardVos.length > 0)).toBe(true);
  });

  it('answers enveloped when asked enveloped', async () => {
    const u = await t.login();
    const answer = await t.postSealed(GROWTH.querySign, {}, { token: u.token });
    expect(answer.json.code).toBe(0);
    expect(answer.opened).toHaveLength(7);
  });
});

describe('userSign', () => {
  it('signs in once a day: the second sign-in is refused with 今日已签到 and pays nothing', async () => {
    const u = await t.login();
    const [day1] = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    const first = await t.postSealed(GROWTH.userSign, { signConfigId: day1.id }, { token: u.token });
    expect(first.json.code).toBe(0);
    expect(Object.keys(first.opened).sort()).toEqual(['bizMsg', 'rewardName', 'rewardQuantity', 'rpcMsg']);
    expect(first.opened.rpcMsg).toBe('SUCCESS');
    const after = await ok(t.post(GROWTH.coins, {}, { token: u.token }));
    expect(after.tripCoins).toBe(Number(day1.rewardCoin));

    const second = await t.postSealed(GROWTH.userSign, { signConfigId: day1.id }, { token: u.token });
    expect(second.json).toMatchObject({ code: 1, msg: '今日已签到' });
    expect((await ok(t.post(GROWTH.coins, {}, { token: u.token }))).tripCoins).toBe(after.tripCoins);

    const days = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    expect(days.map((d: { isSign: number }) => d.isSign)).toEqual([3, 0, 0, 0, 0, 0, 0]);
  });

  it('lets exactly one of 10 concurrent sign-ins of one user through', async () => {
    const u = await t.login();
    const [day1] = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    const answers = await Promise.all(
      burstTs(10).map((ts) => t.postSealed(GROWTH.userSign, { signConfigId: day1.id }, { token: u.token, ts })),
    );
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.json.code !== 0).map((a) => a.json.msg)).toEqual(Array(9).fill('今日已签到'));
    const ledger = await ledgerOf(t, u.userId);
    expect(ledger.entries).toBe(Number(day1.rewardCoin));
    expect(ledger.account).toBe(ledger.entries);
  });

  it('refuses a day that is not today with a message', async () => {
    const u = await t.login();
    const days = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    const answer = await t.postSealed(GROWTH.userSign, { signConfigId: days[3].id }, { token: u.token });
    expect(answer.json.code).toBe(1);
    expect(answer.json.msg).toBe('只能签到今天，请刷新后再试');
  });

  it("continues yesterday's streak on the next cycle day and pays its mystery award when drawn", async () => {
    const u = await t.login();
    const days = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    // Two days signed before today: today is day 3 of the cycle, whose award is made certain here.
    await t.ctx.db
      .insertInto('sign_ins')
      .values([
        { user_id: u.userId, sign_date: shanghaiDate(-2), sign_config_id: days[0].id, streak: 1, award_id: null },
        { user_id: u.userId, sign_date: shanghaiDate(-1), sign_config_id: days[1].id, streak: 2, award_id: null },
      ])
      .execute();
    const now = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    expect(now.map((d: { isSign: number }) => d.isSign)).toEqual([1, 1, 2, 0, 0, 0, 0]);
    const day3 = now[2];
    const [award] = day3.signMysteryAwardVos;
    expect(award).toBeDefined();
    await sql`update sign_mystery_awards set probability = case when id = ${award.id} then 100 else 0 end
      where sign_config_id = ${day3.id}`.execute(t.ctx.db);

    const signed = await t.postSealed(GROWTH.userSign, { signConfigId: day3.id }, { token: u.token });
    expect(signed.json.code).toBe(0);
    expect(signed.opened).toMatchObject({ rewardName: award.rewardName, rewardQuantity: award.rewardQuantity });
    expect(signed.opened.bizMsg).toContain('已连续签到3天');
    const coins = await ok(t.post(GROWTH.coins, {}, { token: u.token }));
    const extra = award.rewardType === 'coin' ? award.rewardQuantity : 0;
    expect(coins.tripCoins).toBe(Number(day3.rewardCoin) + extra);
    const info = await ok(t.post(GROWTH.growInfo, {}, { token: u.token }));
    expect(info.exp).toBe(Number(day3.rewardExp) + (award.rewardType === 'exp' ? award.rewardQuantity : 0));
    expect(info.recent[0].title).toContain(award.rewardName);
  });

  it('starts again at day 1 after a gap', async () => {
    const u = await t.login();
    const days = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    await t.ctx.db
      .insertInto('sign_ins')
      .values({ user_id: u.userId, sign_date: shanghaiDate(-3), sign_config_id: days[0].id, streak: 1, award_id: null })
      .execute();
    const now = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    expect(now.map((d: { isSign: number }) => d.isSign)).toEqual([2, 0, 0, 0, 0, 0, 0]);
  });
});

describe('balances', () => {
  it('expireRewardQuery and getUserTripCoins answer the ledger balance in their fixed shapes', async () => {
    const u = await t.login();
    const [day1] = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    await t.postSealed(GROWTH.userSign, { signConfigId: day1.id }, { token: u.token });
    const expire = await ok(t.post(GROWTH.expire, {}, { token: u.token }));
    expect(Object.keys(expire).sort()).toEqual(['expiring', 'tripcoins']);
    expect(expire.tripcoins).toBe(Number(day1.rewardCoin));
    const coins = await ok(t.post(GROWTH.coins, {}, { token: u.token }));
    expect(coins).toEqual({ tripCoins: Number(day1.rewardCoin) });
  });
});
