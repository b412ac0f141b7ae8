import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { GROWTH, ledgerOf, seedGrowth, taskId } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { post } from '../src/modules/growth/ledger-service.ts';
import { act, post as publish, TRUST } from './trust-helpers.ts';

// A reward rests on what earned it (docs/product/trust.md, "Rewards"): reversed when, and only when, the qualifying
// actions that remain fall below the task's target; once, through the ledger, never below zero.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGrowth(t);
});
afterAll(() => t.close());

const claim = async (token: string, kind: string, title: string) =>
  ok(t.post(GROWTH.receive, { taskId: await taskId(t, kind, title) }, { token }));
const reversals = async (userId: number) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from points_txns
      where user_id = ${userId} and reverses_id is not null`.execute(t.ctx.db)
  ).rows[0]!.n;
const coins = async (token: string) => (await ok(t.post(GROWTH.coins, {}, { token }))).tripCoins as number;
const comment = async (token: string, targetId: number, text: string) =>
  Number((await ok(t.post(TRUST.comment, { targetType: 'content', targetId, text }, { token }))).id);

describe('rewards reversed when their condition no longer holds', () => {
  it('enrol, claim 报名参加一场活动 (+50), cancel: reversed', async () => {
    const u = await t.login();
    const host = await publisher(t);
    const activity = await publishActivity(t, host.token);
    const enrolment = await ok(signUp(t, u.token, activity.id, activity.tickets[0]!.id));
    expect(await claim(u.token, 'special', '报名参加一场活动')).toMatchObject({ rewardCoin: 50 });
    expect(await coins(u.token)).toBe(50);
    await ok(t.post('/api/service/community/v1/activityEnroll/cancel', { id: enrolment.id }, { token: u.token }));
    expect(await reversals(u.userId)).toBe(1);
    expect(await coins(u.token)).toBe(0);
  });

  it('like 5, claim the daily like reward, unlike all 5: reversed once', async () => {
    const u = await t.login();
    const author = await t.login();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await publish(t, author.token, `风景${i}`));
    for (const id of ids)
      await ok(t.postSealed(TRUST.like, { targetType: 'content', targetId: id, like: true }, { token: u.token }));
    const paid = await claim(u.token, 'daily', '点赞5次');
    expect(paid.rewardCoin).toBeGreaterThan(0);
    for (const id of ids) {
      await ok(t.postSealed(TRUST.like, { targetType: 'content', targetId: id, like: false }, { token: u.token }));
    }
    // The first unlike already left 4 of 5: reversed then, and only once however many more go.
    expect(await reversals(u.userId)).toBe(1);
    expect(await coins(u.token)).toBe(0);
  });

  it('comment 3 times, claim 评论3次, delete two: reversed; deleting only the newest of 3 keeps 首次评论', async () => {
    const u = await t.login();
    const author = await t.login();
    const target = await publish(t, author.token, '西湖的日落');
    const c = [
      await comment(u.token, target, '好美'),
      await comment(u.token, target, '想去'),
      await comment(u.token, target, '收藏了'),
    ];
    await claim(u.token, 'weal', '首次评论');
    await claim(u.token, 'daily', '评论3次');
    const before = await coins(u.token);
    // The newest of three goes: 评论3次 no longer holds (2 < 3), 首次评论 still does (2 ≥ 1).
    await ok(t.post(TRUST.deleteComment, { id: c[2] }, { token: u.token }));
    const txns = await t.ctx.db
      .selectFrom('points_txns')
      .select(['reason', 'kind'])
      .where('user_id', '=', u.userId)
      .where('kind', '=', 'reversal')
      .execute();
    expect(txns.map((x) => x.reason)).toEqual(['撤销：完成任务：评论3次（完成条件已不成立）']);
    await ok(t.post(TRUST.deleteComment, { id: c[1] }, { token: u.token }));
    expect(await reversals(u.userId)).toBe(1);
    // Reading the balance re-checks the rest: 首次评论 rests on the one comment left.
    const grow = await ok(t.post(GROWTH.growInfo, {}, { token: u.token }));
    expect(await reversals(u.userId)).toBe(1);
    expect(grow.points).toBeLessThan(before);
    expect(grow.points).toBeGreaterThan(0);
  });

  it('never takes the balance below zero, and records the shortfall', async () => {
    const u = await t.login();
    await publish(t, u.token, '第一条动态');
    const id = await publish(t, u.token, '第二条动态');
    await claim(u.token, 'weal', '首次发布动态');
    // The user spends what they hold: a posting through the ledger empties the account.
    const held = await coins(u.token);
    await post(t.ctx, {
      userId: u.userId,
      kind: 'reversal',
      reason: '兑换',
      eventKey: 'spend:test',
      coin: -held,
      exp: 0,
    });
    expect(await coins(u.token)).toBe(0);
    await ok(t.post(TRUST.del, { id }, { token: u.token }));
    // One dynamic remains: 首次发布动态 still holds.
    expect(await reversals(u.userId)).toBe(0);
    const other = (
      await t.ctx.db
        .selectFrom('contents')
        .select('id')
        .where('author_id', '=', u.userId)
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow()
    ).id;
    await ok(t.post(TRUST.del, { id: other }, { token: u.token }));
    const reversal = await t.ctx.db
      .selectFrom('points_txns')
      .select(['coin', 'shortfall_coin'])
      .where('user_id', '=', u.userId)
      .where('reverses_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(reversal.coin).toBe(0);
    expect(reversal.shortfall_coin).toBeGreaterThan(0);
    expect(await coins(u.token)).toBe(0);
  });
});

describe('a reward reversed once under 20 parallel moderations of one target', () => {
  it('hides the content once, reverses 首次发布动态 once, and the ledger balances', async () => {
    const u = await t.login();
    const id = await publish(t, u.token, '只有一条动态');
    await claim(u.token, 'weal', '首次发布动态');
    const results = await Promise.all(Array.from({ length: 20 }, () => act(t, 'content', id, 'hide')));
    // Called here without a request, whose answer would wait for growth to follow the hide (decision 0019).
    await t.drainOutbox();
    expect(results.every((r) => r.state === 'hidden')).toBe(true);
    expect(results.filter((r) => r.before.status === 'published')).toHaveLength(1);
    expect(await reversals(u.userId)).toBe(1);
    const ledger = await ledgerOf(t, u.userId);
    expect(ledger.entries).toBe(0);
    expect(ledger.account).toBe(0);
    expect(ledger.unbalanced).toBe(0);
    const notices = await t.ctx.db
      .selectFrom('notices')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('kind', '=', 'system')
      // The reward itself is a system notice too (docs/product/notices.md): count the moderation's, about the post.
      .where('target_type', '=', 'content')
      .execute();
    expect(notices).toHaveLength(1);
  });
});
