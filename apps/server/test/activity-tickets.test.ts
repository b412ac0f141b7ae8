import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../harden/invariants.ts';
import { holdExpiryJob, HOLD_JOB } from '../src/modules/activities/hold-job.ts';
import { post } from '../src/modules/growth/ledger-service.ts';
import { ok } from './community-helpers.ts';
import { activityPayload, ANSWERS, publishActivity, publisher, signUp } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Tickets cost what they say (docs/product/activity-tickets.md): a 无忧币 ticket is paid from the ledger with its seat
// and refunded when the seat is given up; a money ticket says how it is paid; a freed seat goes to whoever waits.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ACTIVITY_HOLD_HOURS: '2' } });
});
afterAll(() => t.close());

const S = '/api/service/community/v1/activity';
const E = '/api/service/community/v1/activityEnroll';

let grants = 0;
/** Gives a user coins through the ledger, as a task reward would. */
async function grant(userId: number, coin: number) {
  grants += 1;
  await post(t.ctx, { userId, kind: 'reward', reason: '测试奖励', eventKey: `test:${grants}`, coin, exp: 0 });
}

const coinsOf = async (token: string) =>
  ((await ok(t.post('/api/service/user/v1/getUserTripCoins', {}, { token }))) as { tripCoins: number }).tripCoins;

async function ledgerTxns(userId: number) {
  return t.ctx.db
    .selectFrom('points_txns')
    .select(['kind', 'event_key', 'coin'])
    .where('user_id', '=', userId)
    .where('event_key', 'not like', 'test:%')
    .orderBy('id')
    .execute();
}

async function pointsActivity(price: number, capacity: number) {
  const a = await publisher(t);
  const activity = await publishActivity(t, a.token, {
    tickets: [{ name: '无忧币票', price, currency: 'WYB', capacity }],
  });
  return { a, activity, ticketId: activity.tickets[0]!.id };
}

const holdJob = () => holdExpiryJob(t.ctx, { id: 0, kind: HOLD_JOB, payload: {}, attempts: 1, owner_id: null });

async function expectInvariants() {
  const r = await checkInvariants(t.ctx.db);
  expect(r.details).toEqual([]);
  expect(r.failed).toBe(0);
}

describe('a ticket priced in 无忧币', () => {
  it('is refused to a user without enough coins, with their balance, and takes no seat', async () => {
    const { activity, ticketId } = await pointsActivity(400, 5);
    const broke = await t.login();
    expect((await signUp(t, broke.token, activity.id, ticketId)).json).toEqual({
      code: 1,
      msg: '无忧币不足：需要 400，当前 0',
      body: { need: 400, balance: 0 },
    });
    const short = await t.login();
    await grant(short.userId, 120);
    expect((await signUp(t, short.token, activity.id, ticketId)).json).toMatchObject({
      code: 1,
      msg: '无忧币不足：需要 400，当前 120',
    });
    expect(await coinsOf(short.token)).toBe(120);
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id: activity.id }));
    expect(summary).toMatchObject({ enrolledCount: 0, waitlistCount: 0 });
    expect(await ledgerTxns(short.userId)).toEqual([]);
  });

  it('is charged once with its seat and refunded once on cancellation, however many cancellations race', async () => {
    const { activity, ticketId } = await pointsActivity(400, 5);
    const u = await t.login();
    await grant(u.userId, 500);
    const enrolment = await ok(signUp(t, u.token, activity.id, ticketId));
    expect(enrolment).toMatchObject({
      status: 'enrolled',
      payment: { method: 'points', paidCoin: 400, refunded: false },
    });
    expect(await coinsOf(u.token)).toBe(100);
    const cancels = await Promise.all(
      Array.from({ length: 8 }, () => t.post(`${E}/cancel`, { id: enrolment.id }, { token: u.token })),
    );
    const done = cancels.filter((c) => c.json.code === 0);
    expect(done).toHaveLength(1);
    expect(done[0]!.json.body).toMatchObject({ status: 'cancelled', refunded: 400 });
    expect(cancels.filter((c) => c.json.code !== 0).map((c) => c.json.msg)).toEqual(Array(7).fill('报名已取消'));
    expect(await coinsOf(u.token)).toBe(500);
    expect(await ledgerTxns(u.userId)).toEqual([
      { kind: 'spend', event_key: `ticket:${enrolment.id}`, coin: -400 },
      { kind: 'refund', event_key: `refund:ticket:${enrolment.id}`, coin: 400 },
    ]);
    await expectInvariants();
  });

  it('is refunded to everyone when the publisher deletes the activity', async () => {
    const { a, activity, ticketId } = await pointsActivity(300, 2);
    const people = [];
    for (let i = 0; i < 3; i++) {
      const u = await t.login();
      await grant(u.userId, 300);
      people.push({ ...u, enrolment: await ok(signUp(t, u.token, activity.id, ticketId)) });
    }
    expect(people.map((p) => p.enrolment.status)).toEqual(['enrolled', 'enrolled', 'waitlisted']);
    expect(await Promise.all(people.map((p) => coinsOf(p.token)))).toEqual([0, 0, 300]);
    await ok(t.post(`${S}/delete`, { id: activity.id }, { token: a.token }));
    expect(await Promise.all(people.map((p) => coinsOf(p.token)))).toEqual([300, 300, 300]);
    const statuses = await t.ctx.db
      .selectFrom('activity_enrolments')
      .select('status')
      .where('activity_id', '=', Number(activity.id))
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    await expectInvariants();
  });

  it('is charged when a held seat is taken, refused while short, and nothing stays charged when a hold lapses', async () => {
    const { activity, ticketId } = await pointsActivity(200, 1);
    const seated = await t.login();
    await grant(seated.userId, 200);
    const first = await ok(signUp(t, seated.token, activity.id, ticketId));
    // Waiting costs nothing: the line is free, the seat is paid.
    const waiter = await t.login();
    await grant(waiter.userId, 50);
    expect(await ok(signUp(t, waiter.token, activity.id, ticketId))).toMatchObject({
      status: 'waitlisted',
      payment: { paidCoin: 0 },
    });
    expect(await coinsOf(waiter.token)).toBe(50);
    await ok(t.post(`${E}/cancel`, { id: first.id }, { token: seated.token }));
    // The hold is theirs; taking it needs the price.
    expect((await signUp(t, waiter.token, activity.id, ticketId)).json.msg).toBe('无忧币不足：需要 200，当前 50');
    await grant(waiter.userId, 150);
    expect(await ok(signUp(t, waiter.token, activity.id, ticketId))).toMatchObject({
      status: 'enrolled',
      payment: { paidCoin: 200 },
    });
    expect(await coinsOf(waiter.token)).toBe(0);

    // A hold that lapses untaken leaves nothing charged and passes on.
    const next = await t.login();
    const nextEnrolment = await ok(signUp(t, next.token, activity.id, ticketId));
    const mine = await t.ctx.db
      .selectFrom('activity_enrolments')
      .select('id')
      .where('activity_id', '=', Number(activity.id))
      .where('status', '=', 'enrolled')
      .executeTakeFirstOrThrow();
    await ok(t.post(`${E}/cancel`, { id: String(mine.id) }, { token: waiter.token }));
    expect(await coinsOf(waiter.token)).toBe(200);
    await t.ctx.db
      .updateTable('activity_enrolments')
      .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', Number(nextEnrolment.id))
      .execute();
    expect(await holdJob()).toMatchObject({ ended: 1 });
    expect(await ledgerTxns(next.userId)).toEqual([]);
    await expectInvariants();
  });

  it('refuses a price that changed after the person confirmed it', async () => {
    const { activity, ticketId } = await pointsActivity(100, 5);
    const u = await t.login();
    await grant(u.userId, 1000);
    const answer = await t.post(
      `${E}/saveActivityEnrollInfo`,
      { activityId: activity.id, ticketId, answers: ANSWERS, price: 50, currency: 'WYB' },
      { token: u.token },
    );
    expect(answer.json).toEqual({
      code: 1,
      msg: '票价已变化，请确认新的价格后再报名',
      body: { price: 100, currency: 'WYB' },
    });
    expect(await coinsOf(u.token)).toBe(1000);
  });
});

describe('a ticket priced in money', () => {
  it('says how it is paid before confirming and on the enrolment, and never touches the ledger', async () => {
    const a = await publisher(t);
    const activity = await publishActivity(t, a.token, {
      tickets: [
        { name: '现场票', price: 12000, currency: 'CNY', capacity: 5 },
        { name: 'App票', price: 9900, currency: 'CNY', capacity: 5, payMethod: 'app' },
        { name: '免费票', price: 0, currency: 'CNY', capacity: 5 },
      ],
    });
    const detail = await ok(t.post('/api/community/v1/activity/findOne', { id: activity.id }));
    expect(detail.tickets.map((x: { payment: unknown }) => x.payment)).toEqual([
      { method: 'onsite', note: '到场支付 ¥120.00：报名不收费，活动当天现场付给主办方' },
      { method: 'app', note: '需在无忧行App内支付 ¥99.00：报名后打开App完成付款' },
      { method: 'free', note: '免费报名' },
    ]);
    const u = await t.login();
    const enrolment = await ok(signUp(t, u.token, activity.id, activity.tickets[0]!.id));
    expect(enrolment.payment).toEqual({
      method: 'onsite',
      note: '到场支付 ¥120.00：报名不收费，活动当天现场付给主办方',
      paidCoin: 0,
      refunded: false,
    });
    expect(await ledgerTxns(u.userId)).toEqual([]);
  });
});

describe('a freed seat', () => {
  it('raised capacity goes to the waitlist in order as holds, before any newcomer', async () => {
    const a = await publisher(t);
    const payload = activityPayload({ tickets: [{ name: '限量票', price: 0, currency: 'CNY', capacity: 2 }] });
    const activity = await publishActivity(t, a.token, payload);
    const ticketId = activity.tickets[0]!.id;
    const people = [];
    for (let i = 0; i < 6; i++) {
      const u = await t.login();
      people.push({ ...u, enrolment: await ok(signUp(t, u.token, activity.id, ticketId)) });
    }
    await ok(
      t.post(
        `${S}/update`,
        {
          ...payload,
          id: activity.id,
          tickets: [{ id: ticketId, name: '限量票', price: 0, currency: 'CNY', capacity: 4 }],
        },
        { token: a.token },
      ),
    );
    const rows = await t.ctx.db
      .selectFrom('activity_enrolments')
      .select(['id', 'status'])
      .where('activity_id', '=', Number(activity.id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual([
      'enrolled',
      'enrolled',
      'offered',
      'offered',
      'waitlisted',
      'waitlisted',
    ]);
    const jobs = await t.ctx.db.selectFrom('jobs').select('payload').where('kind', '=', HOLD_JOB).execute();
    expect(jobs.map((j) => j.payload)).toContainEqual({ enrolmentId: rows[2]!.id });
    const late = await t.login();
    expect(await ok(signUp(t, late.token, activity.id, ticketId))).toMatchObject({ status: 'waitlisted', position: 3 });
    await expectInvariants();
  });
});

describe('60 people for 5 seats paid in 无忧币, at once', () => {
  it('charge exactly the 5 seated, once each; the rest wait uncharged', { timeout: 120_000 }, async () => {
    const { activity, ticketId } = await pointsActivity(400, 5);
    const users = await Promise.all(Array.from({ length: 60 }, () => t.login()));
    for (const u of users) await grant(u.userId, 400);
    const answers = await Promise.all(users.map((u) => signUp(t, u.token, activity.id, ticketId)));
    expect(answers.filter((x) => x.json.code !== 0).map((x) => x.json.msg)).toEqual([]);
    const seated = answers.filter((x) => x.json.body.status === 'enrolled');
    expect(seated).toHaveLength(5);
    const spends = await t.ctx.db
      .selectFrom('points_txns')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(sum(coin), 0)::int`.as('coin')])
      .where('kind', '=', 'spend')
      .where(
        'user_id',
        'in',
        users.map((u) => u.userId),
      )
      .executeTakeFirstOrThrow();
    expect(spends).toEqual({ n: 5, coin: -2000 });
    const balances = await Promise.all(users.map((u) => coinsOf(u.token)));
    expect(balances.filter((b) => b === 0)).toHaveLength(5);
    expect(balances.filter((b) => b === 400)).toHaveLength(55);
    await expectInvariants();
  });
});
