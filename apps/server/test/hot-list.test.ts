import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The hot list's order (docs/product/community.md, "The hot list"): likes against age, a decade of likes worth a week.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FEED = '/api/content/v1/pub/list';
const HOUR = 3_600_000;

/** A post published `hoursAgo` with `likes` real likes (a member each) and its counter equal to them. */
async function post(authorId: number, text: string, hoursAgo: number, likes: number): Promise<string> {
  const row = await t.ctx.db
    .insertInto('contents')
    .values({
      author_id: authorId,
      type: 'dynamic',
      body: text,
      like_count: likes,
      created_at: new Date(Date.now() - hoursAgo * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < likes; i += 1) {
    const { userId } = await t.login();
    await t.ctx.db.insertInto('likes').values({ user_id: userId, target_type: 'content', target_id: row.id }).execute();
  }
  return String(row.id);
}

/** The first page, as a member reads it (an anonymous first page is micro-cached, and these posts skip the API). */
async function hotIds(): Promise<string[]> {
  const { token } = await t.login();
  const body = await ok(t.post(FEED, { sort: 'hot', pageSize: 20 }, { token }));
  return body.rows.map((r: { id: string }) => r.id);
}

describe('the hot list', () => {
  it('weighs ten times the likes as a week, and a post liked long ago sinks without another like', async () => {
    const author = await t.login();
    // Counters only where a post has many likes (their rows would take as many members).
    const counted = async (text: string, hoursAgo: number, likes: number) => {
      const id = await post(author.userId, text, hoursAgo, 0);
      await t.ctx.db.updateTable('contents').set({ like_count: likes }).where('id', '=', Number(id)).execute();
      return id;
    };
    const monthOld = await counted('一个月前的热帖', 30 * 24, 1000);
    const lastWeek = await counted('五天前的帖子', 5 * 24, 100);
    const yesterday = await post(author.userId, '昨天的帖子', 24, 12);
    const thisMorning = await post(author.userId, '今早的帖子', 2, 3);
    const justNow = await post(author.userId, '刚发的帖子', 0, 0);
    // Scores in weeks from now (decades of likes + 1, in twentieths): five days ago 2 - 0.71, yesterday 1.10 - 0.14,
    // this morning 0.60 - 0.01, just now 0, the month-old post 3 - 4.29.
    expect(await hotIds()).toEqual([lastWeek, yesterday, thisMorning, justNow, monthOld]);
  });

  it('moves a post when a like takes it into the next step, through the like itself', async () => {
    const author = await t.login();
    const older = await post(author.userId, '四天半前三个赞', 4.5 * 24, 3);
    const newer = await post(author.userId, '一小时前', 1, 0);
    const before = await hotIds();
    // Three likes are 0.60 (of log10 4), 4.5 days 0.643 of a week: -0.043, under the post of an hour ago (-0.006).
    expect(before.indexOf(older)).toBeGreaterThan(before.indexOf(newer));
    const fan = await t.login();
    const liked = await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType: 'content', targetId: older, like: true },
      { token: fan.token },
    );
    expect(liked.json.code).toBe(0);
    const after = await hotIds();
    // Four likes are 0.65 (of log10 5): +0.007, above it.
    expect(after.indexOf(older)).toBeLessThan(after.indexOf(newer));
    const row = await t.ctx.db
      .selectFrom('contents')
      .select(['like_count', 'hot_score', 'created_at'])
      .where('id', '=', Number(older))
      .executeTakeFirstOrThrow();
    expect(row.like_count).toBe(4);
    expect(row.hot_score).toBeCloseTo(13 / 20 + row.created_at.getTime() / 604_800_000, 9);
  });
});
