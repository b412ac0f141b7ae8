import { encryptBody, deriveKey, encodeSec, makeTs, seal } from '@app/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { ENC_CLIENTS: 'native_app:abcdefghijklmnop' } });
});
afterAll(() => t.close());

const REFUSAL = { code: 400, msg: '请求无法解析', body: null };
const FEED = '/api/content/v1/pub/list';
const WRITE = '/api/log/v1/error';

async function postRaw(path: string, body: unknown, token?: string) {
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string } };
}

describe('the server opens and answers envelopes', () => {
  it('answers an enveloped request in kind, sealed with the same client', async () => {
    const answer = await t.postSealed(FEED, { pageSize: 3 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // The same four fields, in the same order, as every other answer (the sealed one is put together as bytes).
    expect(Object.keys(answer.json)).toEqual(['code', 'msg', 'sec', 'body']);
    expect(answer.json).toMatchObject({ code: 0, msg: '成功' });
    expect(typeof answer.json.sec).toBe('string');
    expect(answer.opened.rows).toHaveLength(3);
  });

  it('seals a refusal too, its message intact', async () => {
    const answer = await t.postSealed('/api/content/v1/pub/queryDetail', { id: '999999999' });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(answer.json)).toEqual(['code', 'msg', 'sec', 'body']);
    expect(answer.json.code).not.toBe(0);
    expect(answer.json.msg).toMatch(/\p{Script=Han}/u);
  });

  it('answers another configured client with its own app id and salt', async () => {
    const answer = await t.postSealed(FEED, { pageSize: 1 }, { appId: 'native_app', salt: 'abcdefghijklmnop' });
    expect(answer.json.code).toBe(0);
    expect(Buffer.from(answer.json.sec!, 'base64').toString()).toMatch(/^native_app;\d{16};01$/);
    expect(answer.opened.rows).toHaveLength(1);
  });

  it('reads a 16-digit microsecond ts as milliseconds', async () => {
    const ts = `${Date.now()}${'123'}`;
    const answer = await t.postSealed(FEED, { pageSize: 1 }, { ts });
    expect(answer.json.code).toBe(0);
  });

  it('validates the opened payload against the schema', async () => {
    const answer = await t.postSealed(FEED, { pageSize: 1000 });
    expect(answer.status).toBe(400);
    // Answered in kind, as every answer to an enveloped request is (docs/product/api-conventions.md): the failure's body is sealed too.
    expect(answer.json).toEqual({
      code: 400,
      msg: '参数错误：pageSize',
      sec: expect.any(String),
      body: expect.any(String),
    });
    expect(answer.opened).toBeNull();
  });
});

describe('every envelope fault is the same HTTP 400 and message', () => {
  const ts = () => makeTs();
  const cases: [string, () => unknown][] = [
    ['unknown app id', () => seal({}, { appId: 'stranger', salt: 'fedcba9876543210' })],
    ['wrong salt', () => seal({}, { appId: t.config.ENC_APP_ID, salt: 'fedcba9876543210' })],
    [
      'stale ts',
      () => seal({}, { appId: t.config.ENC_APP_ID, salt: t.config.ENC_SALT }, makeTs(Date.now() - 6 * 60_000)),
    ],
    [
      'future ts',
      () => seal({}, { appId: t.config.ENC_APP_ID, salt: t.config.ENC_SALT }, makeTs(Date.now() + 6 * 60_000)),
    ],
    ['sec not base64', () => ({ sec: '***', body: 'AAAA' })],
    ['body not base64', () => ({ sec: encodeSec(t.config.ENC_APP_ID, ts()), body: 'not base64!' })],
    [
      'bad padding',
      () => {
        const stamp = ts();
        const good = encryptBody({ a: 1 }, deriveKey(t.config.ENC_SALT, stamp));
        const bytes = Buffer.from(good, 'base64');
        const last = bytes.length - 1;
        bytes.writeUInt8(bytes.readUInt8(last) ^ 0xff, last);
        return { sec: encodeSec(t.config.ENC_APP_ID, stamp), body: bytes.toString('base64') };
      },
    ],
    ['encrypt type 02', () => ({ sec: encodeSec(t.config.ENC_APP_ID, ts(), '02'), body: 'AAAAAAAAAAAAAAAAAAAAAA==' })],
  ];
  it.each(cases)('%s', async (_label, make) => {
    const answer = await postRaw(FEED, make());
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(REFUSAL);
  });

  it('a replay on a state-changing path', async () => {
    const envelope = seal({ message: 'boom' }, { appId: t.config.ENC_APP_ID, salt: t.config.ENC_SALT });
    const first = await postRaw(WRITE, envelope);
    expect(first.json.code).toBe(0);
    const again = await postRaw(WRITE, envelope);
    expect(again.status).toBe(400);
    expect(again.json).toEqual(REFUSAL);
  });

  it('but the same sealed bytes from two people are two requests, not a replay', async () => {
    // Two clients that seal one payload in the same millisecond send the same bytes (the ts fixes the key).
    const a = await t.login();
    const b = await t.login();
    const envelope = seal({ message: 'same moment' }, { appId: t.config.ENC_APP_ID, salt: t.config.ENC_SALT });
    expect((await postRaw(WRITE, envelope, a.token)).json.code).toBe(0);
    expect((await postRaw(WRITE, envelope, b.token)).json.code).toBe(0);
    // Sent again by the same person, it is the replay it looks like.
    expect((await postRaw(WRITE, envelope, a.token)).json).toEqual(REFUSAL);
  });

  it('but a read may be repeated', async () => {
    const envelope = seal({ pageSize: 1 }, { appId: t.config.ENC_APP_ID, salt: t.config.ENC_SALT });
    expect((await postRaw(FEED, envelope)).json.code).toBe(0);
    expect((await postRaw(FEED, envelope)).json.code).toBe(0);
  });

  it('malformed JSON is refused the same way', async () => {
    const res = await fetch(t.url + FEED, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sec":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSAL);
  });
});
