import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md's probe of the request pipeline: docs/product/api-conventions.md's check order and what every answer carries.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT: '4096' } });
});
afterAll(() => t.close());

const LOGIN_PATH = '/api/service/socialcontact/v1/comment/add';

async function postText(path: string, body: string, contentType = 'application/json') {
  const res = await fetch(t.url + path, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string } };
}

describe('the token is checked before the body is read on login paths (docs/reliability.md)', () => {
  it.each([
    ['malformed JSON', '{"targetId":', 'application/json'],
    ['an oversize body', JSON.stringify({ content: 'x'.repeat(10_000) }), 'application/json'],
    ['a foreign content type', 'targetId=1', 'text/plain'],
    ['an empty JSON body', '', 'application/json'],
  ])('%s without a token answers body code 429', async (_label, body, type) => {
    const answer = await postText(LOGIN_PATH, body, type);
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(429);
    expect(answer.json.msg).toBe('未登录或登录已过期');
  });

  it('with a junk token too', async () => {
    const answer = await postText(`${LOGIN_PATH}?h_token=${'a'.repeat(64)}`, '{"targetId":');
    expect(answer.json.code).toBe(429);
  });

  it('a logged-in caller still learns that the body is malformed or oversize', async () => {
    const { token } = await t.login();
    expect((await postText(`${LOGIN_PATH}?h_token=${token}`, '{"targetId":')).status).toBe(400);
    const big = await postText(`${LOGIN_PATH}?h_token=${token}`, JSON.stringify({ content: 'x'.repeat(10_000) }));
    expect(big.status).toBe(413);
  });
});

describe('every answer has the three fields code, msg and body (docs/reliability.md)', () => {
  it.each([
    ['a schema refusal', '/api/log/v1/error', { release: '1' }],
    ['a login path without a token', LOGIN_PATH, {}],
    ['an unknown API path', '/api/nothing/here', {}],
  ])('%s', async (_label, path, body) => {
    const answer = await t.post(path, body);
    expect(Object.keys(answer.json).sort()).toEqual(['body', 'code', 'msg']);
    expect(answer.json.body).toBeNull();
  });

  it('an unreadable body', async () => {
    const answer = await postText('/api/content/v1/pub/list', '{"pageSize":');
    expect(answer.json).toEqual({ code: 400, msg: '请求无法解析', body: null });
  });
});
