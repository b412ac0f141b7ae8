import { randomBytes } from 'node:crypto';
import { seal } from '@app/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.runIf(url)('per-minute caps on writes in Redis (issue 9, item 10)', () => {
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
