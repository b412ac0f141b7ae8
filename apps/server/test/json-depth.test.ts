import { createCipheriv } from 'node:crypto';
import { deriveKey, encodeSec, makeTs } from '@app/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/product/nothing-twice.md, "Deep JSON": a body nested past the limit is refused at parse time, as bad input.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const CACHED_READS = [
  '/api/content/v1/pub/list',
  '/api/content/v1/pub/queryDetail',
  '/api/community/v1/topicSquare/queryColumn',
  '/api/community/v1/topicSquare/queryDataV6A',
  '/api/ls/v1/destination/poiInfo',
];

async function raw(path: string, body: string) {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string } };
}

describe('JSON nested 5,000 deep', () => {
  it.each(CACHED_READS)('%s answers 400 请求无法解析, not 500', async (path) => {
    for (const body of [`{"x":${deep(5000)}}`, deepObject(5000)]) {
      const answer = await raw(path, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: 400, msg: '请求无法解析' });
    }
  });
  it('a cached read served early answers the same for a deep body after a plain hit', async () => {
    await raw('/api/content/v1/pub/list', '{}');
    await raw('/api/content/v1/pub/list', '{}');
    const answer = await raw('/api/content/v1/pub/list', `{"x":${deep(5000)}}`);
    expect(answer.status).toBe(400);
  });
  it('a write path answers the same', async () => {
    const answer = await raw('/api/service/socialcontact/v1/comment/add', `{"content":${deep(5000)}}`);
    // A login path without a token answers body code 429 whatever the body holds (the token is checked first).
    expect(answer.json.code).toBe(429);
    const { token } = await t.login();
    const res = await fetch(`${t.url}/api/service/socialcontact/v1/comment/add?h_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"content":${deep(5000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, msg: '请求无法解析' });
  });
  it('a modest nesting still reaches the schema (参数错误)', async () => {
    const answer = await raw('/api/content/v1/pub/list', `{"pageSize":${deep(20)}}`);
    expect(answer.status).toBe(400);
    expect(answer.json.msg).toMatch(/^参数错误/);
  });
  it('an enveloped body nested deep is refused the same way', async () => {
    // Sealed from the text itself: JSON.stringify cannot write a value this deep.
    const ts = makeTs();
    const key = deriveKey(t.config.ENC_SALT, ts);
    const cipher = createCipheriv('aes-128-ecb', key, null);
    const body = Buffer.concat([cipher.update(`{"x":${deepObject(5000)}}`, 'utf8'), cipher.final()]).toString('base64');
    const envelope = JSON.stringify({ sec: encodeSec(t.config.ENC_APP_ID, ts), body });
    const answer = await raw('/api/content/v1/pub/list', envelope);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 400, msg: '请求无法解析' });
  });
});
