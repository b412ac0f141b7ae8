import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWED_AUTHORS_ASKED_ONE_BY_ONE } from '../src/modules/community/content-repository.ts';
import { followingAhead } from '../src/modules/community/following-look-ahead.ts';
import { createTestApp, type Answer, type TestApp } from './support/test-app.ts';

// The following tab (docs/product/community.md "关注"): the newest published posts of the people one follows, paged
// by a cursor. Its page is first looked for among everyone's newest posts (following-look-ahead.ts), then takes one of
// two forms by how many people one follows (content-repository.ts followedPage): each followed author's newest posts,
// or the newest posts of everyone kept if followed. All must answer the same.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

type Row = { id: string; author: { userId: string } };
type Page = { rows: Row[]; nextCursor: string | null };

/** Every page of one's following tab, in order, through the cursor. */
async function wholeTab(token: string, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const answer: Answer<Page> = await t.post<Page>(
      '/api/content/v1/pub/list',
      { sort: 'following', pageSize, cursor },
      { token },
    );
    expect(answer.json.code).toBe(0);
    ids.push(...answer.json.body!.rows.map((r) => r.id));
    cursor = answer.json.body!.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the following tab never ended');
}

/** Demo authors with published posts, most posts first. */
async function postingAuthors(n: number) {
  const rows = await t.ctx.db
    .selectFrom('contents')
    .select(['author_id', (eb) => eb.fn.countAll<number>().as('posts')])
    .where('status', '=', 'published')
    .groupBy('author_id')
    .orderBy('posts', 'desc')
    .orderBy('author_id')
    .limit(n)
    .execute();
  return rows.map((r) => Number(r.author_id));
}

const follow = (follower: number, followees: number[]) =>
  t.ctx.db
    .insertInto('follows')
    .values(followees.map((followee_id) => ({ follower_id: follower, followee_id })))
    .execute();

describe('the following tab', () => {
  it('answers the same pages whether one follows a few people or hundreds', async () => {
    const authors = await postingAuthors(4);
    expect(authors).toHaveLength(4);
    const few = await t.login();
    await follow(few.userId, authors);
    // The other follows the same authors and enough people who never posted to pass the bound.
    const many = await t.login();
    const quiet = await sql<{ id: number }>`
      insert into users (user_code, nickname, open_id)
      select 'quiet' || g || '_' || ${many.userId}, '旅人' || g, 'quiet-' || g || '-' || ${many.userId}
      from generate_series(1, ${FOLLOWED_AUTHORS_ASKED_ONE_BY_ONE}) g
      returning id`.execute(t.ctx.db);
    await follow(many.userId, [...authors, ...quiet.rows.map((r) => Number(r.id))]);

    const expected = await t.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('status', '=', 'published')
      .where('author_id', 'in', authors)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(10);
    const want = expected.map((r) => String(r.id));
    for (const pageSize of [3, 7]) {
      expect(await wholeTab(few.token, pageSize)).toEqual(want);
      expect(await wholeTab(many.token, pageSize)).toEqual(want);
    }

    // A blocked author's posts leave both forms at once, with no page short of the rest.
    const [blocked] = authors;
    for (const viewer of [few, many]) {
      await t.ctx.db.insertInto('blocks').values({ blocker_id: viewer.userId, blocked_id: blocked! }).execute();
    }
    const unblocked = await t.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('status', '=', 'published')
      .where('author_id', 'in', authors.slice(1))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const rest = unblocked.map((r) => String(r.id));
    expect(rest.length).toBeLessThan(want.length);
    expect(await wholeTab(few.token, 5)).toEqual(rest);
    expect(await wholeTab(many.token, 5)).toEqual(rest);
  });

  it('shows a newly published post of a followed person first', async () => {
    const [author] = await postingAuthors(1);
    const viewer = await t.login();
    await follow(viewer.userId, [author!]);
    const before = await wholeTab(viewer.token, 20);
    expect(before.length).toBeGreaterThan(0);
    const poster = await t.login(author);
    const published = await t.post<{ id: string }>(
      '/api/service/content/v1/pvt/publish',
      { type: 'dynamic', text: `关注的人刚发的动态 ${Date.now()}` },
      { token: poster.token },
    );
    expect(published.json.code).toBe(0);
    const after = await wholeTab(viewer.token, 20);
    expect(after).toEqual([published.json.body!.id, ...before]);
  });

  it('pages one busy author among quiet ones, ties and a silent one in order, each post once', async () => {
    // The by-author form reads each author's newest few first and only what is at least as new as the page's floor
    // after: a busy author who fills pages alone, authors with one or two posts, a post sharing a time with another
    // author's, and someone who never posted must all come out as the plain order of every followed post.
    const made = await sql<{ id: number }>`
      insert into users (user_code, nickname, open_id)
      select 'skew' || g || '_' || ${Date.now()}, '作者' || g, 'skew-' || g || '-' || ${Date.now()}
      from generate_series(1, 4) g returning id`.execute(t.ctx.db);
    const [busy, one, two, silent] = made.rows.map((r) => Number(r.id));
    const base = Date.parse('2031-01-01T00:00:00Z');
    const at = (minutes: number) => new Date(base - minutes * 60_000);
    const posts = [
      ...Array.from({ length: 14 }, (_, i) => ({ author_id: busy!, created_at: at(i) })),
      { author_id: one!, created_at: at(5) },
      { author_id: two!, created_at: at(30) },
      { author_id: two!, created_at: at(31) },
    ];
    await t.ctx.db
      .insertInto('contents')
      .values(
        posts.map((p, i) => ({ ...p, type: 'dynamic' as const, body: `偏斜 ${i}`, status: 'published' as const })),
      )
      .execute();
    const expected = await t.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('status', '=', 'published')
      .where('author_id', 'in', [busy!, one!, two!])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected).toHaveLength(17);
    for (const pageSize of [1, 2, 3, 5, 20]) {
      // A viewer each: the look-ahead serves the busy author's pages until it first falls short for them.
      const viewer = await t.login();
      await follow(viewer.userId, [busy!, one!, two!, silent!]);
      expect(await wholeTab(viewer.token, pageSize)).toEqual(expected.map((r) => String(r.id)));
    }
  });

  it('tries the newest posts first, and for a while not again for a viewer they fell short for', async () => {
    const made = await sql<{ id: number }>`
      insert into users (user_code, nickname, open_id)
      select 'ahead' || g || '_' || ${Date.now()}, '作者' || g, 'ahead-' || g || '-' || ${Date.now()}
      from generate_series(1, 2) g returning id`.execute(t.ctx.db);
    const [busy, quiet] = made.rows.map((r) => Number(r.id));
    // The newest posts of all: ten of the busy author's, then the quiet one's only post.
    const base = Date.parse('2033-01-01T00:00:00Z');
    await t.ctx.db
      .insertInto('contents')
      .values(
        [
          ...Array.from({ length: 10 }, (_, i) => ({ author_id: busy!, created_at: new Date(base - i * 60_000) })),
          { author_id: quiet!, created_at: new Date(base - 3_600_000) },
        ].map((p, i) => ({ ...p, type: 'dynamic' as const, body: `先看最新 ${i}`, status: 'published' as const })),
      )
      .execute();
    const page = (viewerId: number) => followingAhead(t.ctx.db, { sort: 'following', viewerId, after: null, limit: 5 });

    const dense = await t.login();
    await follow(dense.userId, [busy!]);
    expect((await page(dense.userId))?.map((r) => Number(r.author_id))).toEqual(Array(5).fill(busy));

    const sparse = await t.login();
    await follow(sparse.userId, [quiet!]);
    expect(await page(sparse.userId)).toBeNull();
    // Now following the busy author too, the look-ahead would fill their page; it is not asked again yet.
    await follow(sparse.userId, [busy!]);
    expect(await page(sparse.userId)).toBeNull();
    // The tab is whole all the same, from the authors one by one.
    const expected = await t.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('author_id', 'in', [busy!, quiet!])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected).toHaveLength(11);
    expect(await wholeTab(sparse.token, 5)).toEqual(expected.map((r) => String(r.id)));
  });
});
