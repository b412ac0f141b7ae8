import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../harden/invariants.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, testDbKind, type TestApp } from './support/test-app.ts';

// Counters equal the rows behind them however requests interleave: 200 likes and unlikes at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (type: string, id: number) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from likes where target_type = ${type} and target_id = ${id}`.execute(t.ctx.db)
  ).rows[0]!.n;

describe('200 concurrent likes and unlikes', () => {
  it('leave like_count and praise_count equal to the likes behind them', async () => {
    const author = await t.login();
    const { id } = await ok(
      t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text: '并发测试' }, { token: author.token }),
    );
    const { id: commentId } = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: id, text: '并发评论' },
        { token: author.token },
      ),
    );
    const users = await Promise.all(Array.from({ length: 40 }, () => t.login()));
    const base = Date.now();
    let seq = 0;
    // Each user likes, unlikes, likes, likes, unlikes, in no guaranteed order: 200 requests in flight together.
    const ops = users.flatMap((u, i) =>
      [true, false, true, true, i % 2 === 0].map((on, j) => {
        seq += 1;
        const ts = `${base + seq}${String(seq % 1000).padStart(3, '0')}`;
        const target =
          j % 2 === 0 ? { targetType: 'content', targetId: id } : { targetType: 'comment', targetId: commentId };
        return t.postSealed('/api/socialcontact/v1/vote/like', { ...target, like: on }, { token: u.token, ts });
      }),
    );
    expect(ops).toHaveLength(200);
    const answers = await Promise.all(ops);
    expect(answers.filter((a) => a.json.code !== 0).map((a) => a.json.msg)).toEqual([]);

    const content = await t.ctx.db
      .selectFrom('contents')
      .select('like_count')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const comment = await t.ctx.db
      .selectFrom('comments')
      .select('praise_count')
      .where('id', '=', Number(commentId))
      .executeTakeFirstOrThrow();
    expect(content.like_count).toBe(await count('content', Number(id)));
    expect(comment.praise_count).toBe(await count('comment', Number(commentId)));
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id }));
    expect(detail.likeCount).toBe(content.like_count);
    const everywhere = await sql<{ n: number }>`
      select count(*)::int as n from contents c
      where c.like_count <> (select count(*) from likes l where l.target_type = 'content' and l.target_id = c.id)`.execute(
      t.ctx.db,
    );
    expect(everywhere.rows[0]!.n).toBe(0);
  });
});

// docs/performance.md: the counts profiles, lists and topics show are kept on their rows by the writes; however follows,
// unfollows and publishes interleave, they equal the rows behind them (checked by the harness's C1 as well).
describe('concurrent follows, unfollows and publishes', () => {
  it('leave follower, following, post and participant counts equal to their rows', async () => {
    const [a, b] = [await t.login(), await t.login()];
    const users = await Promise.all(Array.from({ length: 30 }, () => t.login()));
    const topic = await t.ctx.db
      .insertInto('topics')
      .values({ title: `计数话题${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const follow = (path: 'follow' | 'unFollow', who: { token: string }, whom: { userCode: string }) =>
      t.post(`/api/service/user/v1/${path}`, { userId: whom.userCode }, { token: who.token });
    const publish = (who: { token: string }, i: number) =>
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: `计数 ${i}`, topicId: String(topic.id) },
        { token: who.token },
      );
    // Everyone follows a and b, a and b follow each other at once (locks taken both ways), every third unfollows a
    // again, and half of them publish twice into one topic: all in flight together.
    const ops = [
      follow('follow', a, b),
      follow('follow', b, a),
      ...users.flatMap((u, i) => [
        follow('follow', u, a),
        follow('follow', u, b),
        ...(i % 3 === 0 ? [follow('unFollow', u, a)] : []),
        ...(i % 2 === 0 ? [publish(u, i), publish(u, i + 100)] : []),
      ]),
    ];
    const answers = await Promise.all(ops);
    expect(answers.filter((r) => r.json.code !== 0).map((r) => r.json.msg)).toEqual([]);

    const fans = async (user: { userCode: string; token: string }) =>
      ok(t.post('/api/community/v1/userFans/findFansData', { userId: user.userCode, list: 'fans' }, user));
    const rows = async (column: 'followee_id' | 'follower_id', id: number) =>
      (
        await t.ctx.db
          .selectFrom('follows')
          .select(sql<number>`count(*)::int`.as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow()
      ).n;
    for (const user of [a, b]) {
      const answer = await fans(user);
      expect(answer.followerCount).toBe(await rows('followee_id', user.userId));
      expect(answer.followingCount).toBe(await rows('follower_id', user.userId));
    }
    const topicRow = await t.ctx.db
      .selectFrom('topics')
      .select('participant_count')
      .where('id', '=', topic.id)
      .executeTakeFirstOrThrow();
    expect(topicRow.participant_count).toBe(15);
    const invariants = await checkInvariants(t.ctx.db);
    expect(invariants.details).toEqual([]);
    expect(invariants.violations).toBe(0);
  });
});

// docs/performance.md: a like moves its counter by one under the post's row lock instead of recounting, so on a post
// that already has a million likes 200 likes and unlikes in flight together still leave the count equal to the rows.
// PostgreSQL only: the million rows go in set-based (generate_series), which takes PGlite minutes.
describe.runIf(testDbKind() === 'postgres')('200 concurrent likes and unlikes on a post with 1,000,000 likes', () => {
  it('leave like_count equal to its rows', { timeout: 300_000 }, async () => {
    const author = await t.login();
    const { id } = await ok(
      t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text: '百万赞' }, { token: author.token }),
    );
    await t.ctx.database.runScript(`
      insert into users (user_code, nickname, open_id)
        select 'million' || g, 'million' || g, 'million' || g from generate_series(1, 1000000) g;
      insert into likes (user_id, target_type, target_id)
        select id, 'content', ${Number(id)} from users where open_id like 'million%';
      update contents set like_count = 1000000 where id = ${Number(id)};`);
    // Fresh statistics, so the likes below are planned for a million rows (and autovacuum has less to catch up on).
    await t.ctx.database.runScript('analyze users, likes');
    expect(await count('content', Number(id))).toBe(1_000_000);

    // 50 users who have not liked it like and unlike it, 50 of the million unlike and like it again: 200 requests in
    // flight together, in no guaranteed order.
    const fresh = await Promise.all(Array.from({ length: 50 }, () => t.login()));
    const million = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where(
        'user_code',
        'in',
        Array.from({ length: 50 }, (_, i) => `million${i * 997 + 1}`),
      )
      .execute();
    const old = await Promise.all(million.map((u) => t.login(u.id)));
    const base = Date.now();
    let seq = 0;
    const steps = [
      ...fresh.flatMap((u) => [true, false].map((on) => ({ u, on }))),
      ...old.flatMap((u) => [false, true].map((on) => ({ u, on }))),
    ];
    const ops = steps.map(({ u, on }) => {
      seq += 1;
      const ts = `${base + seq}${String(seq % 1000).padStart(3, '0')}`;
      return t.postSealed(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'content', targetId: id, like: on },
        { token: u.token, ts },
      );
    });
    expect(ops).toHaveLength(200);
    const answers = await Promise.all(ops);
    expect(answers.filter((a) => a.json.code !== 0).map((a) => a.json.msg)).toEqual([]);

    const row = await t.ctx.db
      .selectFrom('contents')
      .select('like_count')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const rows = await count('content', Number(id));
    expect(row.like_count).toBe(rows);
    // One user's two requests may run in either order, so each of the 100 ends liked or not: at most 50 either way.
    expect(Math.abs(rows - 1_000_000)).toBeLessThanOrEqual(50);
  });
});
