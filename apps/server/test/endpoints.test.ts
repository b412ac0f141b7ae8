import { CODES, ENDPOINTS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = ENDPOINTS.filter((e) => e.method !== 'GET');
const login = ENDPOINTS.filter((e) => e.auth === 'login');
// Sub-paths of docs/product/api-paths.md answered specially by design (docs/product/api-conventions.md).
const SPECIAL_GET = new Set(['/api/log/v1/track', '/healthz', '/readyz']);

describe('the contract', () => {
  it('lists the 181 paths of docs/product/api-paths.md, the 3 added for activity management (export, import and its progress), the channel config, the travel map footprint and the trust, privacy, notice and console paths and the whitelist application, each once', () => {
    expect(ENDPOINTS).toHaveLength(280);
    expect(new Set(ENDPOINTS.map((e) => e.path)).size).toBe(280);
  });
});

describe('every path answers', () => {
  it.each(post.map((e) => [e.path, e] as const))('%s answers an envelope, never 404', async (path, endpoint) => {
    const { token } = await t.login();
    const answer = endpoint.enc ? await t.postSealed(path, {}, { token }) : await t.post(path, {}, { token });
    expect(answer.status).not.toBe(404);
    expect(answer.json).toHaveProperty('code');
    expect(typeof answer.json.msg).toBe('string');
  });

  it.each(ENDPOINTS.filter((e) => e.method === 'GET' && !SPECIAL_GET.has(e.path)).map((e) => [e.path]))(
    'GET %s answers',
    async (path) => {
      const res = await t.get(path);
      expect(res.status).not.toBe(404);
    },
  );
});

describe('login paths without a valid token', () => {
  const tokens = { none: undefined, junk: 'not-a-real-token', long: 'x'.repeat(500) };
  for (const [label, token] of Object.entries(tokens)) {
    it(`answer body code 429 with ${label} token on all ${login.length} login paths`, async () => {
      for (const endpoint of login) {
        const answer = endpoint.enc
          ? await t.postSealed(endpoint.path, {}, token ? { token } : {})
          : await t.post(endpoint.path, {}, token ? { token } : {});
        expect.soft(answer.status, endpoint.path).toBe(200);
        // An enc path answers in kind, failures too (docs/product/api-conventions.md): the body is sealed.
        expect
          .soft(answer.json, endpoint.path)
          .toEqual(
            endpoint.enc
              ? { code: 429, msg: CODES.notLoggedIn.msg, sec: expect.any(String), body: expect.any(String) }
              : { code: 429, msg: CODES.notLoggedIn.msg, body: null },
          );
      }
    });
  }

  it('answers 429 before looking at the payload, so nothing leaks about it', async () => {
    const answer = await t.post('/api/service/user/v1/follow', 'garbage');
    expect(answer.json.code).toBe(429);
  });

  it('accepts the token as h_token, token or a Bearer header', async () => {
    const { token } = await t.login();
    const path = '/api/service/v1/mission/task/querySpecialTask';
    const viaQuery = await t.post(`${path}?token=${token}`, {});
    const viaHeader = await t.post(path, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(viaQuery.json.code).not.toBe(429);
    expect(viaHeader.json.code).not.toBe(429);
  });

  it('treats a revoked session as logged out', async () => {
    const { token } = await t.login();
    await t.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
    const answer = await t.post('/api/service/user/v1/follow', {}, { token });
    expect(answer.json.code).toBe(429);
  });
});

describe('paths not built yet', () => {
  it('answer body code 1 功能暂未开放', async () => {
    const { modules } = await import('../src/modules/index.ts');
    const built = new Set(modules.flatMap((m) => m.routes.map((r) => r.path)));
    const unbuilt = ENDPOINTS.find((e) => e.method === 'POST' && e.auth === 'none' && !e.enc && !built.has(e.path));
    if (!unbuilt) return;
    const answer = await t.post(unbuilt.path, {});
    expect(answer.json).toEqual({ code: 1, msg: '功能暂未开放', body: null });
  });
});

describe('enc paths', () => {
  it('refuse a plain JSON body with HTTP 400', async () => {
    const answer = await t.post('/api/user/v1/getImgCode', {});
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 400, msg: '请求无法解析', body: null });
  });

  it('accept a plain body in development only when ENC_REQUIRED=0', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development', ENC_REQUIRED: '0' } });
    try {
      const answer = await dev.post('/api/user/v1/getImgCode', {});
      expect(answer.status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('multipart upload paths', () => {
  it('answer 429 to an anonymous multipart upload before reading the file', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${t.url}/api/service/socialcontact/v1/upload/updateFile`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 429, msg: '未登录或登录已过期', body: null });
  });
});
