import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Answer, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const FEED = '/api/content/v1/pub/list';

async function walk(body: Record<string, unknown>, token?: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const answer: Answer<any> = await t.post(FEED, { ...body, cursor }, token ? { token } : {});
    expect(answer.json.code).toBe(0);
    ids.push(...answer.json.body.rows.map((r: { id: string }) => r.id));
    cursor = answer.json.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('/api/content/v1/pub/list', () => {
  it('pages through every published dynamic once, newest first', async () => {
    const { ids, pages } = await walk({ pageSize: 17 });
    const total = await t.ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(ids).toHaveLength(total.n);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(total.n / 17));
    const rows = await t.ctx.db
      .selectFrom('contents')
      .select(['id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ids).toEqual(rows.map((r) => String(r.id)));
  });

  it('keeps pages stable when rows share a timestamp', async () => {
    const at = new Date('2020-01-01T00:00:00.123456Z');
    const author = await t.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('contents')
      .values(
        Array.from({ length: 5 }, () => ({
          author_id: author.id,
          type: 'dynamic' as const,
          body: '同一时刻',
          created_at: at,
        })),
      )
      .execute();
    const { ids } = await walk({ pageSize: 2 });
    expect(new Set(ids).size).toBe(ids.length);
    await t.ctx.db.deleteFrom('contents').where('body', '=', '同一时刻').execute();
  });

  it('orders by hot score with no repeats across pages', async () => {
    const { ids } = await walk({ sort: 'hot', pageSize: 25 });
    const rows = await t.ctx.db
      .selectFrom('contents')
      .select(['id'])
      .orderBy('hot_score', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ids).toEqual(rows.map((r) => String(r.id)));
  });

  it('carries the author, counts equal to the likes behind them, and Chinese text', async () => {
    const answer = await t.post(FEED, { pageSize: 5 });
    for (const row of answer.json.body.rows) {
      expect(row.author.nickname).toMatch(/\p{Script=Han}/u);
      expect(row.text).toMatch(/\p{Script=Han}/u);
      expect(row.images.length).toBeGreaterThan(0);
      const likes = await t.ctx.db
        .selectFrom('likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('target_type', '=', 'content')
        .where('target_id', '=', Number(row.id))
        .executeTakeFirstOrThrow();
      expect(row.likeCount).toBe(likes.n);
      expect(row.liked).toBe(false);
    }
  });

  it("marks the viewer's own likes and collections", async () => {
    const me = await t.login();
    const first = (await t.post(FEED, { pageSize: 1 })).json.body.rows[0];
    await t.ctx.db
      .insertInto('likes')
      .values({ user_id: me.userId, target_type: 'content', target_id: Number(first.id) })
      .execute();
    await t.ctx.db
      .insertInto('collections')
      .values({ user_id: me.userId, item_type: 'content', item_id: Number(first.id) })
      .execute();
    const mine = (await t.post(FEED, { pageSize: 1 }, { token: me.token })).json.body.rows[0];
    expect(mine).toMatchObject({ id: first.id, liked: true, collected: true });
    const anonymous = (await t.post(FEED, { pageSize: 1 })).json.body.rows[0];
    expect(anonymous).toMatchObject({ liked: false, collected: false });
  });

  it('filters by topic and by author', async () => {
    const topic = await t.ctx.db
      .selectFrom('topics')
      .select(['id', 'content_count'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { ids } = await walk({ topicId: topic.id, pageSize: 50 });
    expect(ids).toHaveLength(topic.content_count);
    const author = (await t.post(FEED, { pageSize: 1 })).json.body.rows[0].author.userId;
    const byAuthor = await t.post(FEED, { userId: author, pageSize: 100 });
    expect(byAuthor.json.body.rows.length).toBeGreaterThan(0);
    expect(byAuthor.json.body.rows.every((r: { author: { userId: string } }) => r.author.userId === author)).toBe(true);
  });

  it('shows nothing under "following" to an anonymous visitor, and the followed authors to a user', async () => {
    expect((await t.post(FEED, { sort: 'following' })).json.body).toEqual({ rows: [], nextCursor: null });
    const me = await t.login();
    const author = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'user_code'])
      .where('is_demo', '=', true)
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('follows').values({ follower_id: me.userId, followee_id: author.id }).execute();
    const rows = (await t.post(FEED, { sort: 'following', pageSize: 100 }, { token: me.token })).json.body.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { author: { userId: string } }) => r.author.userId === author.user_code)).toBe(true);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ sort: 'random' }, 'sort'],
    [{ cursor: 'bm9wZQ' }, 'cursor'],
    [{ topicId: -1 }, 'topicId'],
  ])('refuses %j naming the field', async (body, field) => {
    const answer = await t.post(FEED, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 400, msg: `参数错误：${field}`, body: null });
  });
});
