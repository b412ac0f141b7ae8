import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentPageQuery, findCommentPage } from '../src/modules/community/comment-repository.ts';
import { statementName } from '../src/platform/db/prepared-statements.ts';
import { oneConnection, preparedStatements } from './support/prepared.ts';
import { createTestApp, testDbKind, type TestApp } from './support/test-app.ts';

// A post's comments page (docs/product/community.md) shows what is published and the viewer's own comments held for
// review: a page must be read from the post's own index, newest first, however many comments the post has, never by
// reading them all and sorting (migration 0043).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const planOf = async (viewerId: number | null) =>
  (await commentPageQuery(t.ctx.db, { type: 'content', id: post }, viewerId, null, 21).explain())
    .map((r) => String(Object.values(r)[0]))
    .join('\n');

let post: number;

describe('a post with many comments', () => {
  it('is paged from its index for a visitor and for a member with a comment held for review', async () => {
    const author = await t.login();
    const reader = await t.login();
    const row = await t.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    post = Number(row.id);
    // Enough comments that reading them all costs more than the index; a reply under each of the newest; one of the
    // reader's own held for review. Planner statistics made fresh.
    await sql`insert into comments (target_type, target_id, author_id, body, created_at)
      select 'content', ${post}, ${author.userId}, '评论 ' || g, now() - make_interval(secs => g)
      from generate_series(1, 20000) g`.execute(t.ctx.db);
    await sql`insert into comments (target_type, target_id, author_id, body, root_id, reply_to_id, created_at)
      select 'content', ${post}, ${author.userId}, '回复', c.id, c.id, now()
      from comments c where c.target_id = ${post} and c.root_id is null order by c.id desc limit 50`.execute(t.ctx.db);
    await sql`insert into comments (target_type, target_id, author_id, body, status)
      values ('content', ${post}, ${reader.userId}, '待审的评论', 'review')`.execute(t.ctx.db);
    // And as a community's comments spread: most posts have one or two. A plan kept for every post then expects a
    // post to have a couple of comments (rows / distinct posts), and must still walk the index for the one with many.
    await sql`insert into comments (target_type, target_id, author_id, body)
      select 'content', 1000000 + g / 2, ${author.userId}, '别处的评论' from generate_series(1, 20000) g`.execute(
      t.ctx.db,
    );
    await sql`analyze`.execute(t.ctx.db);

    for (const viewer of [null, reader.userId]) {
      const plan = await planOf(viewer);
      expect(plan).toContain('comments_target');
      expect(plan).not.toMatch(/Seq Scan on comments/);
      expect(plan).not.toMatch(/Sort Key: x\.created_at/);
    }

    // And the page is what it should be: the reader's held comment first for them alone, then the newest.
    const page = async (token?: string) =>
      (
        await t.postSealed<{ rows: { text: string }[] }>(
          '/api/socialcontact/v1/comment/getByTargetId',
          { targetType: 'content', targetId: String(post), pageSize: 5 },
          token ? { token } : {},
        )
      ).opened!.rows.map((r) => r.text);
    expect((await page(reader.token))[0]).toBe('待审的评论');
    expect(await page()).not.toContain('待审的评论');
  });
});

// The page runs as a named statement (decision 0013): after five runs PostgreSQL may keep one generic plan for every
// post and viewer, which must still read the post's own index.
describe.runIf(testDbKind() === 'postgres')('on PostgreSQL', () => {
  it('prepares the page once on a connection and keeps a generic plan that reads the index', async () => {
    const database = await oneConnection(t);
    try {
      const target = { type: 'content' as const, id: post };
      const first = await findCommentPage(database.db, target, null, null, 21);
      expect(first).toHaveLength(21);
      for (let i = 0; i < 7; i++) expect(await findCommentPage(database.db, target, null, null, 21)).toEqual(first);
      const statements = await preparedStatements(database.db);
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      expect(statement!.name).toBe(statementName(statement!.statement));
      expect(statement!.generic_plans).toBeGreaterThan(0);
      // The plan kept for every post: the same text, its values given at run time.
      const compiled = commentPageQuery(database.db, target, null, null, 21).compile();
      expect(compiled.sql).toBe(statement!.statement);
      await sql`set plan_cache_mode = force_generic_plan`.execute(database.db);
      const values = compiled.parameters.map((p) => sql.lit(p as string | number));
      const plan = (
        await sql`explain execute ${sql.id(statement!.name)}(${sql.join(values)})`.execute(database.db)
      ).rows
        .map((r) => String(Object.values(r as object)[0]))
        .join('\n');
      expect(plan).toContain('comments_target');
      expect(plan).not.toMatch(/Seq Scan on comments/);
      expect(plan).not.toMatch(/Sort Key: x\.created_at/);
    } finally {
      await database.close();
    }
  });
});
