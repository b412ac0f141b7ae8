import { randomBytes } from 'node:crypto';
import { seal } from '@app/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Two instances sharing one Redis, as behind a load balancer. Runs where TEST_REDIS_URL is set (CI sets it).
const url = process.env.TEST_REDIS_URL;

describe.runIf(url)('several instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: url!,
      REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_PER_MINUTE: '5',
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('refuses on one instance an envelope replayed from another', async () => {
    const envelope = seal({ message: 'once' }, { appId: a.config.ENC_APP_ID, salt: a.config.ENC_SALT });
    const send = (t: TestApp) =>
      fetch(`${t.url}/api/log/v1/error`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(envelope),
      });
    expect(((await (await send(a)).json()) as { code: number }).code).toBe(0);
    const replay = await send(b);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ code: 400, msg: '请求无法解析', body: null });
  });

  it('refuses on every instance a token logged out on one, though each remembers sessions in use', async () => {
    // The instances of a deployment share one database; these two test servers have one each, so b gets a copy of
    // the user and the session row.
    const session = await a.login();
    const user = await a.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const { id: _aId, ...fields } = user;
    const copied = await b.ctx.db.insertInto('users').values(fields).returning('id').executeTakeFirstOrThrow();
    const row = await a.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(session.token))
      .executeTakeFirstOrThrow();
    await b.ctx.db
      .insertInto('sessions')
      .values({ ...row, user_id: copied.id })
      .execute();
    const userInfo = (t: TestApp) => t.post('/b2b/user/login/getUserInfo', {}, { token: session.token });
    expect((await userInfo(a)).json.code).toBe(0);
    expect((await userInfo(b)).json.code).toBe(0);
    expect((await a.post('/api/user/v1/logout', {}, { token: session.token })).json.code).toBe(0);
    // What the shared database would show b; b still remembers the session, unless a's logout reached it.
    await b.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    expect((await userInfo(b)).json.code).toBe(429);
    expect((await userInfo(a)).json.code).toBe(429);
  });

  it('counts rate limits across instances, answering 4290 with retryAfter', async () => {
    // Fresh counters: the limit is per caller across all paths, so earlier tests' requests would count.
    await a.ctx.redis!.del(...(await a.ctx.redis!.keys(`${a.config.REDIS_NAMESPACE}ratelimit:*`)));
    const statuses: number[] = [];
    let last: { code: number; body?: { retryAfter: number } } | undefined;
    for (let i = 0; i < 8; i++) {
      const t = i % 2 === 0 ? a : b;
      const res = await fetch(`${t.url}/api/community/v1/talent/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
      last = (await res.json()) as typeof last;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.at(-1)).toBe(429);
    expect(last?.code).toBe(4290);
    expect(last?.body?.retryAfter).toBeGreaterThan(0);
  });

  it('reports Redis in /readyz', async () => {
    expect(await (await a.get('/readyz')).json()).toMatchObject({ body: { database: 'up', redis: 'up' } });
  });
});

describe.runIf(url)('per-minute caps on writes in Redis (docs/reliability.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REDIS_URL: url!, REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}:`, ACTION_LIMITS: 'follow=2' },
    });
  });
  afterAll(() => t.close());

  it('counts a user’s follows in Redis and answers the third with 4290', async () => {
    const me = await t.login();
    const others = await Promise.all([t.login(), t.login(), t.login()]);
    const codes = [];
    for (const o of others) {
      codes.push((await t.post('/api/service/user/v1/follow', { userId: o.userCode }, { token: me.token })).json.code);
    }
    expect(codes).toEqual([0, 0, 4290]);
    expect(await t.ctx.redis!.get(`${t.config.REDIS_NAMESPACE}action:follow:u:${me.userId}`)).toBe('3');
  });
});
