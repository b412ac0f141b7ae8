import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md: a block holds for replies and notices too. A blocks B; C owns the content they meet under.
let t: TestApp;
type User = { token: string; userId: number; userCode: string };
let a: User;
let b: User;
let c: User;
let cContent: string;
let aContent: string;
let aComment: string;
beforeAll(async () => {
  t = await createTestApp();
  [a, b, c] = [await t.login(), await t.login(), await t.login()];
  const publish = (u: User, text: string) =>
    ok(t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text }, { token: u.token }));
  cContent = (await publish(c, 'C 的动态')).id;
  aContent = (await publish(a, 'A 的动态')).id;
  aComment = (await comment(a, cContent, 'A 在 C 的动态下评论')).id;
  await ok(
    t.post(
      '/api/service/socialcontact/v1/contentblack/blackOperator',
      { userId: b.userCode, block: true },
      { token: a.token },
    ),
  );
});
afterAll(() => t.close());

function comment(u: User, targetId: string, text: string, parentId?: string) {
  return ok(
    t.post(
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'content', targetId, text, ...(parentId ? { parentId } : {}) },
      { token: u.token },
    ),
  );
}

const noticesOf = (u: User) =>
  t.ctx.db.selectFrom('notices').select(['actor_id', 'kind']).where('user_id', '=', u.userId).execute();

describe('a block holds for replies and notices', () => {
  it('B cannot reply to A’s comment under C’s content', async () => {
    const answer = await t.post(
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'content', targetId: cContent, text: 'B 回复 A', parentId: aComment },
      { token: b.token },
    );
    expect(answer.json).toEqual({ code: 1, msg: '对方已设置不接收你的回复', body: null });
  });

  it('B may still comment on C’s content, and C may still reply to A', async () => {
    const own = await comment(b, cContent, 'B 评论 C');
    expect(own.id).toBeTruthy();
    await comment(c, cContent, 'C 回复 A', aComment);
  });

  it('A gets no notice from B: likes of A’s content or comments', async () => {
    const like = (targetType: string, targetId: string) =>
      t.postSealed('/api/socialcontact/v1/vote/like', { targetType, targetId, like: true }, { token: b.token });
    expect((await like('content', aContent)).json.code).toBe(0);
    expect((await like('comment', aComment)).json.code).toBe(0);
    const fromB = (await noticesOf(a)).filter((n) => n.actor_id === b.userId);
    expect(fromB).toEqual([]);
    // Others still reach A.
    expect((await noticesOf(a)).some((n) => n.actor_id === c.userId)).toBe(true);
  });

  it('and B, who did not block anyone, still hears from A', async () => {
    const bComment = await comment(b, cContent, 'B 的第二条评论');
    await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType: 'comment', targetId: bComment.id, like: true },
      { token: a.token },
    );
    expect((await noticesOf(b)).some((n) => n.actor_id === a.userId)).toBe(true);
  });
});
