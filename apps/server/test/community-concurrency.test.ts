import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

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
