import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md: per-minute caps on writes, per user and per address, configurable, answered as HTTP 429 with
// body code 4290 and retryAfter (never body code 429: throttling logs nobody out).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ACTION_LIMITS: 'comment=3,follow=2', ACTION_LIMIT_ADDRESS_FACTOR: '2' } });
});
afterAll(() => t.close());

const comment = (token: string, targetId: string, text: string) =>
  t.post('/api/service/socialcontact/v1/comment/add', { targetType: 'content', targetId, text }, { token });

describe('per-minute caps on writes', () => {
  it('a user over the comment cap gets 429 / 4290 with retryAfter, and stays logged in', async () => {
    const author = await t.login();
    const { id } = await ok(
      t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text: '限流测试' }, { token: author.token }),
    );
    const me = await t.login();
    for (let i = 0; i < 3; i += 1) expect((await comment(me.token, id, `第${i}条`)).json.code).toBe(0);
    const over = await comment(me.token, id, '第四条');
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ code: 4290, msg: '操作太频繁，请稍后再试', body: { retryAfter: expect.any(Number) } });
    const { retryAfter } = over.json.body as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token: me.token })).json.code).toBe(0);
  });

  it('the address has its own cap: a multiple of the user’s, shared by everyone behind it', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => t.login()));
    const target = await t.login();
    const follow = (token: string) => t.post('/api/service/user/v1/follow', { userId: target.userCode }, { token });
    // follow=2 per user, ×2 per address: four follows from this address, then 4290 whoever asks.
    const codes = [];
    for (const u of users) codes.push((await follow(u.token)).json.code, (await follow(u.token)).json.code);
    expect(codes.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(codes.slice(4)).toEqual([4290, 4290]);
  });

  it('a wrong ACTION_LIMITS stops the start naming the variable', () => {
    expect(() => loadConfig({ ACTION_LIMITS: 'comments=abc' })).toThrow(/ACTION_LIMITS/);
  });
});
