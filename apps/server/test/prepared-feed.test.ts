import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFeedPage } from '../src/modules/community/content-repository.ts';
import { statementName } from '../src/platform/db/prepared-statements.ts';
import { oneConnection, preparedStatements } from './support/prepared.ts';
import { createTestApp, testDbKind, type Answer, type TestApp } from './support/test-app.ts';

// The feed's page runs as a named statement (decision 0013): PostgreSQL plans it five times for the values given,
// then may keep one generic plan for every viewer. These prove the answers stay each viewer's own past that point.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const FEED = '/api/content/v1/pub/list';
type Row = { id: string; liked: boolean; collected: boolean; author: { userId: string } };
const page = async (token?: string, body: Record<string, unknown> = {}) => {
  const answer = await t.post(FEED, { pageSize: 10, ...body }, token ? { token } : {});
  expect(answer.json.code).toBe(0);
  return answer.json.body.rows as Row[];
};

describe('the signed-in feed as a prepared statement', () => {
  it('answers each viewer their own marks and blocks, run after run, the same as a fresh plan would', async () => {
    const me = await t.login();
    const other = await t.login();
    // Well past the five custom plans, for two viewers in turn.
    for (let i = 0; i < 8; i++) {
      for (const rows of [await page(me.token), await page(other.token)]) {
        expect(rows).toHaveLength(10);
        expect(rows.some((r) => r.liked || r.collected)).toBe(false);
      }
    }
    const [first, second] = await page(me.token);
    await t.ctx.db
      .insertInto('likes')
      .values({ user_id: me.userId, target_type: 'content', target_id: Number(first!.id) })
      .execute();
    await t.ctx.db
      .insertInto('collections')
      .values({ user_id: other.userId, item_type: 'content', item_id: Number(second!.id) })
      .execute();
    const mine = await page(me.token);
    expect(mine.filter((r) => r.liked).map((r) => r.id)).toEqual([first!.id]);
    expect(mine.some((r) => r.collected)).toBe(false);
    const theirs = await page(other.token);
    expect(theirs.filter((r) => r.collected).map((r) => r.id)).toEqual([second!.id]);
    expect(theirs.some((r) => r.liked)).toBe(false);

    // A block leaves the author out of the blocker's feed only.
    const author = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('user_code', '=', first!.author.userId)
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('blocks').values({ blocker_id: me.userId, blocked_id: author.id }).execute();
    expect((await page(me.token, { pageSize: 50 })).some((r) => r.author.userId === first!.author.userId)).toBe(false);
    expect((await page(other.token)).some((r) => r.author.userId === first!.author.userId)).toBe(true);
  });

  it('fills each request’s own values into a page compiled once per shape: one topic’s page, then another’s', async () => {
    const topics = await t.ctx.db
      .selectFrom('contents')
      .select('topic_id')
      .where('topic_id', 'is not', null)
      .where('status', '=', 'published')
      .groupBy('topic_id')
      .orderBy('topic_id')
      .limit(2)
      .execute();
    expect(topics).toHaveLength(2);
    const me = await t.login();
    for (let i = 0; i < 3; i++) {
      for (const { topic_id } of topics) {
        const rows = (await page(me.token, { topicId: topic_id })) as (Row & { topicId: string })[];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.topicId === String(topic_id))).toBe(true);
      }
    }
    const authors = [...new Set((await page(undefined, { pageSize: 50 })).map((r) => r.author.userId))].slice(0, 2);
    expect(authors).toHaveLength(2);
    for (const author of authors) {
      const rows = await page(me.token, { userId: author });
      expect(rows.every((r) => r.author.userId === author)).toBe(true);
    }
  });

  it('pages on through a cursor and by hot score as the same statements, with no repeats', async () => {
    const me = await t.login();
    for (const sort of ['new', 'hot']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 8; i++) {
        const answer: Answer<{ rows: Row[]; nextCursor: string | null }> = await t.post<{
          rows: Row[];
          nextCursor: string | null;
        }>(FEED, { sort, pageSize: 3, cursor }, { token: me.token });
        const body: { rows: Row[]; nextCursor: string | null } = answer.json.body!;
        seen.push(...body.rows.map((r) => r.id));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      expect(seen.length).toBeGreaterThan(3);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('on PostgreSQL', () => {
  it('prepares the page once on a connection, and plans it generically after five runs', async () => {
    const database = await oneConnection(t);
    try {
      const me = await t.login();
      const query = { sort: 'new' as const, viewerId: me.userId, after: null, limit: 11 };
      const first = await findFeedPage(database.db, query);
      for (let i = 0; i < 7; i++) expect(await findFeedPage(database.db, query)).toEqual(first);
      const statements = await preparedStatements(database.db);
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      expect(statement!.name).toBe(statementName(statement!.statement));
      // The partial indexes are on status = 'published': were it a parameter, every run would be planned afresh.
      expect(statement!.generic_plans).toBeGreaterThan(0);
      // Pages whose best plan depends on their values are planned for them each time: never named.
      await findFeedPage(database.db, { ...query, type: 'article' });
      await findFeedPage(database.db, { ...query, sort: 'hot', topicId: 1 });
      expect(await preparedStatements(database.db)).toHaveLength(1);
      // The following page's two forms are fixed by its text: one statement, planned generically too.
      for (let i = 0; i < 7; i++) await findFeedPage(database.db, { ...query, sort: 'following' });
      const following = (await preparedStatements(database.db)).filter((p) =>
        p.statement.includes('cross join lateral'),
      );
      expect(following).toHaveLength(1);
      expect(following[0]!.generic_plans).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('plans the following page generically for a member who follows two authors', async () => {
    // Planned for their own values, such a viewer's page looked cheaper than the generic plan every time, so
    // PostgreSQL planned it afresh on every request: 2 ms of planning for 0.3 ms of work (docs/performance.md).
    const database = await oneConnection(t);
    try {
      const me = await t.login();
      await sql`insert into follows (follower_id, followee_id)
        select ${me.userId}, u.id from users u
        where u.is_demo and exists (select 1 from contents c where c.author_id = u.id and c.status = 'published')
        order by u.id limit 2`.execute(database.db);
      // Members who follow every author, so that a member follows several on average, as in a community a while old.
      for (let i = 0; i < 3; i++) {
        const fan = await t.login();
        await sql`insert into follows (follower_id, followee_id)
          select ${fan.userId}, u.id from users u where u.is_demo`.execute(database.db);
      }
      await sql`analyze follows`.execute(database.db);
      const query = { sort: 'following' as const, viewerId: me.userId, after: null, limit: 11 };
      const first = await findFeedPage(database.db, query);
      expect(first.length).toBeGreaterThan(0);
      for (let i = 0; i < 7; i++) expect(await findFeedPage(database.db, query)).toEqual(first);
      const [statement, ...others] = await preparedStatements(database.db);
      expect(others).toHaveLength(0);
      expect(statement!.generic_plans).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
