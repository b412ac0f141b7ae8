import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePost, consoleSession } from './console-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The dashboard's figures, each recomputed here from the rows themselves, with the day boundaries worked out in
// JavaScript (China keeps UTC+8 all year): today since midnight in China, the last 30 days since 29 midnights before.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

function chinaMidnight(daysBack: number): Date {
  const china = new Date(Date.now() + 8 * HOUR);
  china.setUTCHours(0, 0, 0, 0);
  return new Date(china.getTime() - 8 * HOUR - daysBack * 24 * HOUR);
}

async function seed() {
  const db = t.ctx.db;
  const times = [ago(60_000), ago(3 * 24 * HOUR), ago(20 * 24 * HOUR), ago(45 * 24 * HOUR)];
  const users: number[] = [];
  for (const [i, at] of times.entries()) {
    const { userId } = await t.login();
    users.push(userId);
    await db.updateTable('users').set({ created_at: at }).where('id', '=', userId).execute();
    await db.updateTable('sessions').set({ last_used_at: at }).where('user_id', '=', userId).execute();
    const content = await db
      .insertInto('contents')
      .values({ author_id: userId, type: 'dynamic', body: `第${i}条`, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('comments')
      .values({ target_type: 'content', target_id: content.id, author_id: userId, body: '好', created_at: at })
      .execute();
  }
  const config = await db
    .insertInto('sign_configs')
    .values({ group_id: 977, day_no: 1, describe: '第1天' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const coupon = await db
    .insertInto('coupons')
    .values({
      kind: 'shop',
      title: '测试券',
      discount_amount: 5,
      total_stock: 100,
      starts_at: ago(60 * 24 * HOUR),
      ends_at: new Date(Date.now() + 24 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, at] of times.entries()) {
    const user = users[i]!;
    await db
      .insertInto('sign_ins')
      .values({
        user_id: user,
        sign_date: at.toISOString().slice(0, 10),
        sign_config_id: config.id,
        streak: 1,
        created_at: at,
      })
      .execute();
    // A report made at that time on the user's post, closed a minute later for every other one.
    const post = await db.selectFrom('contents').select('id').where('author_id', '=', user).executeTakeFirstOrThrow();
    await db
      .insertInto('reports')
      .values({
        reporter_id: users[0]!,
        target_type: 'content',
        target_id: post.id,
        reason: 'spam',
        created_at: at,
        ...(i % 2 === 1 ? { state: 'closed' as const, closed_at: new Date(at.getTime() + 60_000) } : {}),
      })
      .execute();
    await db
      .insertInto('coupon_claims')
      .values({ coupon_id: coupon.id, user_id: user, seq: 1, claimed_at: at })
      .execute();
    // A reward of 10 + i coins, and a spend of 3.
    for (const [key, amount] of [
      [`grant-${i}`, 10 + i],
      [`spend-${i}`, -3],
    ] as const) {
      const txn = await db
        .insertInto('points_txns')
        .values({ user_id: user, kind: 'reward', reason: 'test', event_key: key, coin: amount, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('points_entries')
        .values([
          { txn_id: txn.id, user_id: user, unit: 'coin', amount },
          { txn_id: txn.id, user_id: null, unit: 'coin', amount: -amount },
        ])
        .execute();
    }
  }
}

/** The rows' times, figure by figure (all but active users), read back from the database. */
async function times() {
  const db = t.ctx.db;
  const created = async (table: 'users' | 'contents' | 'comments' | 'sign_ins' | 'activity_enrolments') =>
    (await db.selectFrom(table).select('created_at').execute()).map((r) => new Date(r.created_at));
  const reports = await db.selectFrom('reports').select(['created_at', 'closed_at']).execute();
  const entries = await db
    .selectFrom('points_entries as e')
    .innerJoin('points_txns as t', 't.id', 'e.txn_id')
    .select(['e.amount', 'e.user_id', 'e.unit', 't.created_at'])
    .execute();
  const coins = entries.filter((e) => e.user_id !== null && e.unit === 'coin');
  return {
    newUsers: await created('users'),
    posts: await created('contents'),
    comments: await created('comments'),
    reportsOpened: reports.map((r) => new Date(r.created_at)),
    reportsClosed: reports.flatMap((r) => (r.closed_at ? [new Date(r.closed_at)] : [])),
    signUps: await created('activity_enrolments'),
    signIns: await created('sign_ins'),
    couponsClaimed: (await db.selectFrom('coupon_claims').select('claimed_at').execute()).map(
      (r) => new Date(r.claimed_at),
    ),
    granted: coins.filter((e) => e.amount > 0).map((e) => ({ at: new Date(e.created_at), amount: e.amount })),
    spent: coins.filter((e) => e.amount < 0).map((e) => ({ at: new Date(e.created_at), amount: -e.amount })),
  };
}

/** The figures with a history, counted over the rows whose time passes `keep`. */
function counted(all: Awaited<ReturnType<typeof times>>, keep: (at: Date) => boolean) {
  const n = (list: Date[]) => list.filter(keep).length;
  const sum = (list: Array<{ at: Date; amount: number }>) =>
    list.filter((e) => keep(e.at)).reduce((s, e) => s + e.amount, 0);
  return {
    newUsers: n(all.newUsers),
    posts: n(all.posts),
    comments: n(all.comments),
    reportsOpened: n(all.reportsOpened),
    reportsClosed: n(all.reportsClosed),
    signUps: n(all.signUps),
    signIns: n(all.signIns),
    couponsClaimed: n(all.couponsClaimed),
    pointsGranted: sum(all.granted),
    pointsSpent: sum(all.spent),
  };
}

/** A moment's day in China, YYYY-MM-DD. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);

async function expected(since: Date) {
  const db = t.ctx.db;
  const after = (at: Date | string) => new Date(at) >= since;
  const sessions = await db.selectFrom('sessions').select(['user_id', 'last_used_at']).execute();
  return {
    activeUsers: new Set(sessions.filter((s) => after(s.last_used_at)).map((s) => s.user_id)).size,
    ...counted(await times(), after),
  };
}

describe('the dashboard', () => {
  it('counts today and the last 30 days, each figure as the rows say', async () => {
    await seed();
    const operator = await consoleSession(t, ['operator']);
    const answer = await consolePost(t, '/api/console/v1/dashboard/summary', {}, operator.token);
    expect(answer.json.code).toBe(0);
    const { today, last30Days } = answer.json.body;
    expect(today).toEqual(await expected(chinaMidnight(0)));
    expect(last30Days).toEqual(await expected(chinaMidnight(29)));
    // The seeded rows 3 and 20 days old are in the month and not today; the one 45 days old is in neither.
    expect(last30Days.posts - today.posts).toBe(2);
    expect(last30Days.pointsGranted).toBeGreaterThan(today.pointsGranted);
    expect(last30Days.reportsClosed).toBeGreaterThan(0);

    // Each of the 30 days, oldest first, counted on its day in China.
    const all = await times();
    const days = Array.from({ length: 30 }, (_, i) => chinaDay(new Date(chinaMidnight(29 - i).getTime() + HOUR)));
    expect(answer.json.body.daily).toEqual(days.map((day) => ({ day, ...counted(all, (at) => chinaDay(at) === day) })));
    expect(answer.json.body.daily.at(-1)).toEqual({
      day: days.at(-1),
      ...counted(all, (at) => at >= chinaMidnight(0)),
    });
  });
});
