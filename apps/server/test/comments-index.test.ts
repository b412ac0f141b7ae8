import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentPageQuery } from '../src/modules/community/comment-repository.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

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
    await sql`analyze comments`.execute(t.ctx.db);

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
