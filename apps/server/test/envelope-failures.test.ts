import { seal } from '@app/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/product/api-conventions.md (platform half): every answer to an enveloped request is enveloped, failures included; the
// brand's clients read `sec` from every answer. Only an envelope fault itself (and a body that cannot be read)
// answers plain: there is no client to seal for.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ENC_CLIENTS: 'native_app:abcdefghijklmnop' } });
});
afterAll(() => t.close());

const NATIVE = { appId: 'native_app', salt: 'abcdefghijklmnop' };

function expectSealed(answer: { json: { sec?: string; body?: unknown } }, appId: string) {
  expect(typeof answer.json.sec).toBe('string');
  expect(Buffer.from(answer.json.sec!, 'base64').toString()).toMatch(new RegExp(`^${appId};\\d{16};01$`));
  expect(typeof answer.json.body).toBe('string');
}

describe('failures answer an enveloped request in kind', () => {
  it('a schema refusal (400)', async () => {
    const answer = await t.postSealed('/api/content/v1/pub/list', { pageSize: 1000 });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(400);
    expect(answer.json.msg).toBe('参数错误：pageSize');
    expectSealed(answer, t.config.ENC_APP_ID);
    expect(answer.opened).toBeNull();
  });

  it('a login path without a token (body code 429), with the client’s own app id and salt', async () => {
    const answer = await t.postSealed('/api/service/socialcontact/v1/comment/add', { text: 'x' }, NATIVE);
    expect(answer.json.code).toBe(429);
    expectSealed(answer, 'native_app');
  });

  it('an object that does not exist (404)', async () => {
    const answer = await t.postSealed('/api/content/v1/pub/queryDetail', { id: 987654321 });
    expect(answer.json.code).toBe(404);
    expectSealed(answer, t.config.ENC_APP_ID);
  });

  it('a business refusal (code 1)', async () => {
    const me = await t.login();
    const answer = await t.postSealed('/api/service/user/v1/follow', { userId: me.userCode }, { token: me.token });
    expect(answer.json).toMatchObject({ code: 1, msg: '不能关注自己' });
    expectSealed(answer, t.config.ENC_APP_ID);
  });

  it('a path not built yet (code 1), or whatever it answers once built', async () => {
    const answer = await t.postSealed('/api/ubd/product/v1/getProductSkuDetail', {});
    expectSealed(answer, t.config.ENC_APP_ID);
  });

  it('but an envelope fault answers plain, the same for every fault', async () => {
    const res = await fetch(`${t.url}/api/content/v1/pub/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(seal({}, { appId: t.config.ENC_APP_ID, salt: 'fedcba9876543210' })),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, msg: '请求无法解析', body: null });
  });
});

describe('throttling answers an enveloped request in kind', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => limited.close());

  it('4290 with retryAfter inside the sealed body', async () => {
    let last;
    for (let i = 0; i < 3; i += 1) last = await limited.postSealed('/api/content/v1/pub/list', { pageSize: 1 });
    expect(last!.status).toBe(429);
    expect(last!.json.code).toBe(4290);
    expectSealed(last!, limited.config.ENC_APP_ID);
    expect(last!.opened).toEqual({ retryAfter: expect.any(Number) });
  });
});
