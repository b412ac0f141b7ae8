import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantStats } from '../src/platform/http/media-routes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Concurrent first requests for one image variant: the variant is made once (one decode of the original, the others
// wait for it) and stored by a write beside it and a rename, so no answer is ever cut short by a write in place.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

/** One GET on its own connection: status, the length it announced, and every byte it sent (or the error). */
function get(url: string): Promise<{ status: number; length: number; bytes: Buffer; error?: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const finish = (error?: string) =>
        resolve({
          status: res.statusCode ?? 0,
          length: Number(res.headers['content-length'] ?? -1),
          bytes: Buffer.concat(chunks),
          ...(error ? { error } : {}),
        });
      res.on('end', () => finish());
      res.on('error', (err) => finish(err.message));
      res.on('aborted', () => finish('aborted'));
    });
    req.on('error', (err) => resolve({ status: 0, length: -1, bytes: Buffer.alloc(0), error: err.message }));
    req.end();
  });
}

describe('120 parallel first requests for one variant', () => {
  it('all receive complete, identical bytes, and the original is decoded once', { timeout: 60_000 }, async () => {
    // Noise compresses badly: a large variant, so its write overlaps the others' reads.
    const noise = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    await t.ctx.media.put('test/crowd.png', png);
    const before = variantStats.decodes;
    const answers = await Promise.all(Array.from({ length: 120 }, () => get(`${t.url}/media/test/crowd.png?w=1080`)));
    expect(answers.filter((a) => a.error).map((a) => a.error)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(Array(120).fill(200));
    expect(answers.filter((a) => a.bytes.length !== a.length)).toHaveLength(0);
    const first = answers[0]!.bytes;
    expect(first.length).toBeGreaterThan(10_000);
    expect(answers.filter((a) => !a.bytes.equals(first))).toHaveLength(0);
    expect(variantStats.decodes - before).toBe(1);
    // The variant is whole on disk and no temporary file is left beside it.
    const dir = join(t.config.dataDir, 'media', 'variants', 'test', 'crowd');
    expect(await readdir(dir)).toEqual(['1080x0q80fill.webp']);
    // A later request reads the stored variant: the same bytes, no decode.
    const later = await get(`${t.url}/media/test/crowd.png?w=1080`);
    expect(later.bytes.equals(first)).toBe(true);
    expect(variantStats.decodes - before).toBe(1);
  });
});
