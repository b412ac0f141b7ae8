import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VARIANTS_PER_IMAGE } from '../src/platform/http/media-routes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md: image variants come from a small fixed set (every parameter snapped), so one image has a
// bounded number of variants, and an image over the pixel count a phone ever needs is never decoded.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedVariants(key: string): Promise<string[]> {
  const dir = join(t.config.dataDir, 'media', 'variants', key.replace(/\.\w+$/, ''));
  return readdir(dir).catch(() => []);
}

/** A PNG whose header claims `size`×`size` pixels (1-bit grey) with almost no data: cheap to send, costly to decode. */
function claimedPng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image variants', () => {
  it('snaps every parameter to a small fixed set, so an image keeps a bounded number of variants', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await t.ctx.media.put('test/probe.png', png);
    const asks: string[] = [];
    for (let w = 100; w <= 1300; w += 37) asks.push(`w=${w}`);
    for (const h of [1, 99, 333, 500, 777, 2000]) asks.push(`w=750&h=${h}`);
    for (const q of [30, 31, 55, 79, 81, 95]) asks.push(`w=480&q=${q}`);
    for (const fit of ['fill', 'cover', 'contain', 'inside', 'outside']) asks.push(`w=375&h=211&fit=${fit}`);
    for (const ask of asks) {
      const res = await t.get(`/media/test/probe.png?${ask}`);
      expect(res.status, ask).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      await res.arrayBuffer();
    }
    const kept = await storedVariants('test/probe.png');
    expect(kept.length).toBeLessThanOrEqual(MAX_VARIANTS_PER_IMAGE);
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(MAX_VARIANTS_PER_IMAGE).toBeLessThanOrEqual(70);
  });

  it('answers the snapped size: width from the fixed set, quality 80 whatever is asked', async () => {
    const res = await t.get('/media/test/probe.png?w=700&q=31');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(750);
  });

  it('refuses to decode an image over the pixel count a phone ever needs', async () => {
    await t.ctx.media.put('test/huge.png', claimedPng(20_000));
    const res = await t.get('/media/test/huge.png?w=750');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 1, msg: '图片尺寸过大，无法生成缩略图', body: null });
    expect(await storedVariants('test/huge.png')).toEqual([]);
  });
});
