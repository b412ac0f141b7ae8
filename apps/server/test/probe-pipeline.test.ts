import { connect } from 'node:net';
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

describe('an answer sent before the body was read (docs/reliability.md)', () => {
  /**
   * Sends a request whose declared body is `bytes` long but only its first 1 KB, waits for the answer, then sends the
   * rest and a second request on the same connection: what a client on a slow uplink does when the server answers
   * early. Resolves with the two status lines, or with what broke the connection.
   */
  function earlyAnswerThenMore(path: string, bytes: number): Promise<string[]> {
    const { hostname, port } = new URL(t.url);
    return new Promise((resolve) => {
      const socket = connect(Number(port), hostname);
      let received = '';
      let restSent = false;
      const statusLines = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (!restSent && statusLines().length === 1 && received.includes('\r\n\r\n')) {
          restSent = true;
          socket.write(Buffer.alloc(bytes - 1024, 0x78));
          socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
        }
        if (statusLines().length === 2) {
          socket.destroy();
          resolve(statusLines());
        }
      });
      socket.on('error', (err) => resolve([...statusLines(), (err as NodeJS.ErrnoException).code ?? err.message]));
      socket.on('close', () => resolve([...statusLines(), 'closed']));
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(1024, 0x78));
    });
  }

  it('reads the rest of an oversize body and keeps the connection for the next request', async () => {
    expect(await earlyAnswerThenMore('/api/content/v1/pub/list', 200_000)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
  });

  it('does the same after a login path refused a caller without a token', async () => {
    expect(await earlyAnswerThenMore(LOGIN_PATH, 200_000)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
  });
});
