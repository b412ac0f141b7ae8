import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The hot list's order (docs/product/community.md, "The hot list"): likes against age, a decade of likes worth a day.

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
  it('weighs ten times the likes as a day, and a post liked long ago sinks without another like', async () => {
    const author = await t.login();
    // A week old with a thousand likes (counter only: its rows would take a thousand members).
    const weekOld = await post(author.userId, '一周前的热帖', 7 * 24, 0);
    await t.ctx.db.updateTable('contents').set({ like_count: 1000 }).where('id', '=', Number(weekOld)).execute();
    const yesterday = await post(author.userId, '昨天的帖子', 24, 12);
    const thisMorning = await post(author.userId, '今早的帖子', 2, 3);
    const justNow = await post(author.userId, '刚发的帖子', 0, 0);
    // Scores in days: yesterday 1.05 - 1 = 0.05, this morning 0.45 - 0.08, just now 0, the week-old 3 - 7.
    expect(await hotIds()).toEqual([thisMorning, yesterday, justNow, weekOld]);
  });

  it('moves a post when a like takes it into the next step, through the like itself', async () => {
    const author = await t.login();
    const older = await post(author.userId, '一天前九个赞', 24, 9);
    const newer = await post(author.userId, '一小时前', 1, 0);
    const before = await hotIds();
    // Nine likes are 0.95 of a decade: a day old, 0.05 of a day under the post of an hour ago.
    expect(before.indexOf(older)).toBeGreaterThan(before.indexOf(newer));
    const fan = await t.login();
    const liked = await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType: 'content', targetId: older, like: true },
      { token: fan.token },
    );
    expect(liked.json.code).toBe(0);
    const after = await hotIds();
    // Ten likes are a whole decade: level with now, above the post of an hour ago.
    expect(after.indexOf(older)).toBeLessThan(after.indexOf(newer));
    const row = await t.ctx.db
      .selectFrom('contents')
      .select(['like_count', 'hot_score'])
      .where('id', '=', Number(older))
      .executeTakeFirstOrThrow();
    expect(row.like_count).toBe(10);
    const published = await t.ctx.db
      .selectFrom('contents')
      .select('created_at')
      .where('id', '=', Number(older))
      .executeTakeFirstOrThrow();
    expect(row.hot_score).toBeCloseTo(1 + published.created_at.getTime() / 86_400_000, 9);
  });
});
