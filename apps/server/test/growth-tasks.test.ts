import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { GROWTH, ledgerOf, publish, seedGrowth, taskId } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { act } from './trust-helpers.ts';

// Tasks complete from the events themselves; rewards pay once, concurrently too; what deleted content earned is
// taken back; the ledger's sum equals every balance.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGrowth(t);
});
afterAll(() => t.close());

type Task = { id: string; title: string; progress: number; finished: boolean; received: boolean; rewardCoin: number };
const tasks = async (path: string, token: string): Promise<Task[]> => (await ok(t.post(path, {}, { token }))).rows;
const find = (rows: Task[], title: string) => rows.find((r) => r.title === title)!;

describe('task progress from real events', () => {
  it('counts a published dynamic, comments, likes and follows, and refuses an unfinished task', async () => {
    const u = await t.login();
    const other = await t.login();
    let daily = await tasks(GROWTH.daily, u.token);
    expect(find(daily, '发布一条动态')).toMatchObject({ progress: 0, finished: false, received: false });
    const id = await taskId(t, 'daily', '发布一条动态');
    const early = await t.post(GROWTH.receive, { taskId: id }, { token: u.token });
    expect(early.json).toMatchObject({ code: 1, msg: '任务还未完成' });

    const contentId = await publish(t, u.token);
    for (const text of ['好美', '想去', '收藏了']) {
      await ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: contentId, text },
          { token: u.token },
        ),
      );
    }
    await ok(
      t.postSealed(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'content', targetId: contentId, like: true },
        { token: u.token },
      ),
    );
    await ok(t.post('/api/service/user/v1/follow', { userId: other.userCode }, { token: u.token }));

    daily = await tasks(GROWTH.daily, u.token);
    expect(find(daily, '发布一条动态')).toMatchObject({ progress: 1, finished: true });
    expect(find(daily, '评论3次')).toMatchObject({ progress: 3, finished: true });
    expect(find(daily, '点赞5次')).toMatchObject({ progress: 1, finished: false });
    expect(find(daily, '关注1位旅友')).toMatchObject({ progress: 1, finished: true });
    const weal = await tasks(GROWTH.weal, u.token);
    expect(find(weal, '首次发布动态').finished).toBe(true);
    // Activities live in another area; without their table the task simply has no progress yet.
    const special = await tasks(GROWTH.special, u.token);
    expect(find(special, '报名参加一场活动')).toMatchObject({ progress: 0, finished: false });

    const paid = await ok(t.post(GROWTH.receive, { taskId: id }, { token: u.token }));
    expect(paid).toMatchObject({ taskId: id, rewardCoin: 10, tripCoins: 10 });
    const again = await t.post(GROWTH.receive, { taskId: id }, { token: u.token });
    expect(again.json).toMatchObject({ code: 1, msg: '奖励已领取' });
    expect(find(await tasks(GROWTH.daily, u.token), '发布一条动态').received).toBe(true);
  });

  it("does not count another user's events or a content item of another kind", async () => {
    const u = await t.login();
    const other = await t.login();
    await publish(t, other.token);
    await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'article', title: '长文', text: '一篇文章' },
        { token: u.token },
      ),
    );
    expect(find(await tasks(GROWTH.daily, u.token), '发布一条动态').progress).toBe(0);
  });
});

describe('signing up for an activity', () => {
  it('counts activity sign-ups that hold a seat, cancelled ones not', async () => {
    const u = await t.login();
    const id = await taskId(t, 'special', '报名参加一场活动');
    expect((await t.post(GROWTH.receive, { taskId: id }, { token: u.token })).json.msg).toBe('任务还未完成');
    const host = await publisher(t);
    const first = await publishActivity(t, host.token);
    const cancelled = await ok(signUp(t, u.token, first.id, first.tickets[0]!.id));
    await ok(t.post('/api/service/community/v1/activityEnroll/cancel', { id: cancelled.id }, { token: u.token }));
    expect(find(await tasks(GROWTH.special, u.token), '报名参加一场活动').progress).toBe(0);
    const second = await publishActivity(t, host.token, { title: '周末灵隐寺徒步' });
    await ok(signUp(t, u.token, second.id, second.tickets[0]!.id));
    expect(find(await tasks(GROWTH.special, u.token), '报名参加一场活动')).toMatchObject({
      progress: 1,
      finished: true,
    });
    expect(await ok(t.post(GROWTH.receive, { taskId: id }, { token: u.token }))).toMatchObject({ rewardCoin: 50 });
  });
});

describe('receiveReward concurrently', () => {
  it('pays a finished task once when 20 claims arrive together', async () => {
    const u = await t.login();
    await publish(t, u.token);
    const id = await taskId(t, 'weal', '首次发布动态');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post(GROWTH.receive, { taskId: id }, { token: u.token })),
    );
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.json.code !== 0).map((a) => a.json.msg))).toEqual(new Set(['奖励已领取']));
    const paid = await sql<{ n: number }>`select count(*)::int as n from points_txns
      where user_id = ${u.userId} and event_key = ${`task:${id}:once`}`.execute(t.ctx.db);
    expect(paid.rows[0]!.n).toBe(1);
    const ledger = await ledgerOf(t, u.userId);
    expect(ledger.entries).toBe(30);
    expect(ledger.account).toBe(30);
  });
});

describe('deleting what earned points', () => {
  it('reverses the reward once: a deleted comment and a content item taken down', async () => {
    const u = await t.login();
    const contentId = await publish(t, u.token);
    const { id: commentId } = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: contentId, text: '第一条评论' },
        { token: u.token },
      ),
    );
    await ok(t.post(GROWTH.receive, { taskId: await taskId(t, 'weal', '首次评论') }, { token: u.token }));
    await ok(t.post(GROWTH.receive, { taskId: await taskId(t, 'weal', '首次发布动态') }, { token: u.token }));
    const before = await ok(t.post(GROWTH.growInfo, {}, { token: u.token }));
    expect(before.points).toBe(40);
    expect(before.exp).toBe(70);

    await ok(t.post('/api/service/socialcontact/v1/comment/delete', { id: commentId }, { token: u.token }));
    const afterComment = await ok(t.post(GROWTH.growInfo, {}, { token: u.token }));
    expect(afterComment.points).toBe(30);
    expect(afterComment.recent[0]).toMatchObject({ kind: 'reversal', coin: -10, exp: -20 });

    // A moderator takes it down; called here without a request, whose answer would wait for growth to follow.
    await act(t, 'content', contentId, 'delete');
    await t.drainOutbox();
    const [info, coins, again] = await Promise.all([
      ok(t.post(GROWTH.growInfo, {}, { token: u.token })),
      ok(t.post(GROWTH.coins, {}, { token: u.token })),
      ok(t.post(GROWTH.expire, {}, { token: u.token })),
    ]);
    expect(info.points).toBe(0);
    expect(coins.tripCoins).toBe(0);
    expect(again.tripcoins).toBe(0);
    const reversals = await sql<{ n: number }>`select count(*)::int as n from points_txns
      where user_id = ${u.userId} and kind = 'reversal'`.execute(t.ctx.db);
    expect(reversals.rows[0]!.n).toBe(2);
  });
});

describe('the ledger under a concurrent mix of rewards and reversals', () => {
  it('sums to every balance, and every transaction balances', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => t.login()));
    const ids = {
      daily: await taskId(t, 'daily', '发布一条动态'),
      first: await taskId(t, 'weal', '首次发布动态'),
      comment: await taskId(t, 'weal', '首次评论'),
    };
    const contents = await Promise.all(users.map((u) => publish(t, u.token)));
    await Promise.all(
      users.map((u, i) =>
        ok(
          t.post(
            '/api/service/socialcontact/v1/comment/add',
            { targetType: 'content', targetId: contents[i], text: '并发评论' },
            { token: u.token },
          ),
        ),
      ),
    );
    // Every user claims each reward three times while half of them lose their content and everyone reads.
    const ops = users.flatMap((u, i) => [
      ...[ids.daily, ids.first, ids.comment].flatMap((taskId) =>
        Array.from({ length: 3 }, () => t.post(GROWTH.receive, { taskId }, { token: u.token })),
      ),
      ...(i % 2 === 0
        ? [
            act(t, 'content', contents[i]!, 'hide')
              .then(() => t.drainOutbox())
              .then(() => t.post(GROWTH.growInfo, {}, { token: u.token })),
          ]
        : []),
      t.post(GROWTH.growInfo, {}, { token: u.token }),
      t.post(GROWTH.coins, {}, { token: u.token }),
    ]);
    await Promise.all(ops);
    for (const u of users) {
      const coins = await ok(t.post(GROWTH.coins, {}, { token: u.token }));
      const ledger = await ledgerOf(t, u.userId);
      expect(ledger.entries).toBe(coins.tripCoins);
      expect(ledger.account).toBe(coins.tripCoins);
      expect(coins.tripCoins).toBeGreaterThanOrEqual(0);
    }
    const ledger = await ledgerOf(t, users[0]!.userId);
    expect(ledger.all).toBe(0);
    expect(ledger.unbalanced).toBe(0);
    const twice = await sql<{ n: number }>`select count(*)::int as n from (select reverses_id from points_txns
      where reverses_id is not null group by reverses_id having count(*) > 1) x`.execute(t.ctx.db);
    expect(twice.rows[0]!.n).toBe(0);
    // A user whose content is gone holds what the comment earned and nothing the content earned.
    const gone = await ok(t.post(GROWTH.growInfo, {}, { token: users[0]!.token }));
    expect(gone.points).toBe(10);
    const kept = await ok(t.post(GROWTH.growInfo, {}, { token: users[1]!.token }));
    expect(kept.points).toBe(50);
  });
});
