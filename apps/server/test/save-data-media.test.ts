import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/product/offline.md#light-on-data: a caller that says Save-Data: on gets the smaller variant the server chooses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  await t.ctx.media.put('test/save-data.png', png);
});
afterAll(() => t.close());

async function variant(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/media/test/save-data.png?${query}`, { headers });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, width: (await sharp(bytes).metadata()).width, vary: res.headers.get('vary') ?? '' };
}

describe('Save-Data on pictures', () => {
  it('answers at most half the width (snapped down), in well under half the bytes, and says the answer varies by the hint', async () => {
    const full = await variant('w=750');
    const light = await variant('w=750', { 'save-data': 'on' });
    expect(full.width).toBe(750);
    expect(light.width).toBe(375);
    expect(light.bytes.length).toBeLessThan(full.bytes.length / 2);
    expect(full.vary).toMatch(/save-data/i);
    expect(light.vary).toMatch(/save-data/i);
  });

  it('keeps to the fixed set of widths, and ignores anything but "on"', async () => {
    expect((await variant('w=240', { 'save-data': 'on' })).width).toBe(80);
    expect((await variant('w=160', { 'save-data': 'on' })).width).toBe(80);
    expect((await variant('w=80', { 'save-data': 'on' })).width).toBe(80);
    expect((await variant('w=750', { 'save-data': 'off' })).width).toBe(750);
  });
});
