import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/platform/http/logger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT: '4096' } });
});
afterAll(() => t.close());

describe('platform', () => {
  it('/healthz and /readyz answer plain GETs', async () => {
    expect(await (await t.get('/healthz')).json()).toMatchObject({ code: 0 });
    const ready = await t.get('/readyz');
    expect(ready.status).toBe(200);
  });

  it('refuses a body over the limit with 413', async () => {
    const answer = await t.post('/api/content/v1/pub/list', { filler: 'x'.repeat(10_000) });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 413, msg: '请求内容过大', body: null });
  });

  it('stores tracker events and answers 204', async () => {
    const res = await t.get('/api/log/v1/track?event=pageview&page=%2FspeakTopic&vChannel=abc&storeid=91923');
    expect(res.status).toBe(204);
    const row = await t.ctx.db.selectFrom('track_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event: 'pageview',
      page: '/speakTopic',
      params: { vChannel: 'abc', storeid: '91923' },
    });
  });

  it('stores client error reports', async () => {
    const answer = await t.post('/api/log/v1/error', {
      release: '1.0.0',
      environment: 'test',
      message: 'TypeError: x is undefined',
    });
    expect(answer.json).toEqual({ code: 0, msg: '成功', body: {} });
    const row = await t.ctx.db.selectFrom('error_reports').selectAll().executeTakeFirstOrThrow();
    expect(row.message).toBe('TypeError: x is undefined');
  });

  it('refuses an error report without a message, naming the field', async () => {
    const answer = await t.post('/api/log/v1/error', { release: '1' });
    expect(answer.json).toEqual({ code: 400, msg: '参数错误：message', body: null });
  });

  it('answers an unknown API path with an envelope 404', async () => {
    const answer = await t.post('/api/nothing/here', {});
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ code: 404, msg: '内容不存在', body: null });
  });

  it('sends a request id and security headers: the API its own short set, the app its page policy', async () => {
    for (const { headers } of [await t.get('/healthz'), await t.post('/api/nothing/here', {})]) {
      expect(headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      // A JSON answer loads nothing and is framed by nothing; the page's script policy is not sent with it.
      expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('x-xss-protection')).toBeNull();
    }
    const page = await t.get('/speakTopic');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never logs tokens', () => {
    expect(redactUrl('/api/x?token=abc&h_token=def&keep=1&t=zzz')).toBe(
      '/api/x?token=[redacted]&h_token=[redacted]&keep=1&t=[redacted]',
    );
  });

  it('serves stored images resized on demand', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await t.ctx.media.put('test/big.png', png);
    const original = await t.get('/media/test/big.png');
    expect(original.headers.get('content-type')).toBe('image/png');
    const small = await t.get('/media/test/big.png?w=750&q=80');
    expect(small.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect(meta.width).toBe(750);
    expect((await t.get('/media/../secret.png')).status).toBe(404);
  });

  it('publishes the OpenAPI description at /docs from the contract', async () => {
    const spec = (await (await t.get('/docs/json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const { ENDPOINTS } = await import('@app/contract');
    for (const e of ENDPOINTS) expect(spec.paths, e.path).toHaveProperty([e.path]);
    const feed = spec.paths['/api/content/v1/pub/list']!.post!;
    expect(JSON.stringify(feed.requestBody)).toContain('pageSize');
    expect((await t.get('/docs')).status).toBeLessThan(400);
  });
});
