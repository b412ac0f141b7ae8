import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md: the limiter decides by the matched route, so an absolute-form request target
// (`POST http://host/api/...`) is counted like any other request that reaches an API handler.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(() => t.close());

/** Sends a request whose target is in absolute form, as a proxy-style client would. */
function postAbsolute(path: string, body: unknown): Promise<{ status: number; json: { code: number } }> {
  const base = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: `http://${base.host}${path}`,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('the general rate limit and the request target', () => {
  it('counts requests whose target is in absolute form', async () => {
    const answers = [];
    // A different page size each time: a cached read's repeated question would be answered before the count.
    for (let i = 0; i < 7; i += 1) answers.push(await postAbsolute('/api/content/v1/pub/list', { pageSize: i + 1 }));
    expect(answers[0]!.json.code).toBe(0);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.json.code).toBe(4290);
  });
});

describe('the general rate limit and image variants (docs/reliability.md)', () => {
  it('counts /media requests that ask for a resized variant', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await t.ctx.media.put('test/limited.png', png);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.get(`/media/test/limited.png?w=${160 + i}`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
