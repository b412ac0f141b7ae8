import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, ok, upload, uploadImage } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Images are judged by their bytes, re-encoded without metadata, limited per file and per user, deleted only
// by their owner; signed upload forms work for local disk; stored media answers range requests.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { UPLOAD_IMAGE_MAX_BYTES: String(60 * 1024), UPLOAD_QUOTA_BYTES: String(200 * 1024) },
  });
});
afterAll(() => t.close());

/** Every stored object under the user folders. */
async function storedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'media', 'u');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}
const rowsOf = (userId: number) =>
  t.ctx.db.selectFrom('media_files').selectAll().where('owner_id', '=', userId).execute();

/** A photo that compresses badly (noise), to cross size limits. */
const noisy = (size: number) =>
  sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('store a real image as { fileId, url } served with its type', async () => {
    const me = await t.login();
    const body = await uploadImage(t, me.token, '#ff0000');
    expect(body.fileId).toMatch(/^f[\w-]+$/);
    const res = await t.get(body.url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuse a file whose bytes are not an image, whatever its name, and store nothing', async () => {
    const me = await t.login();
    const before = await storedFiles();
    const fake = await upload(t, me.token, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg');
    expect(fake.json).toEqual({ code: 1, msg: '文件不是图片：仅支持 JPG、PNG、WebP、GIF 格式', body: null });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect((await upload(t, me.token, broken, 'broken.jpg')).json).toEqual({
      code: 1,
      msg: '图片已损坏或无法识别，请换一张',
      body: null,
    });
    expect(await rowsOf(me.userId)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('strip EXIF and GPS from a photo that carries them', async () => {
    const me = await t.login();
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#336699' } })
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 15/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '120/1 10/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const input = await sharp(photo).metadata();
    // The GPS IFD pointer (tag 0x8825) is there going in.
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { body } = (await upload(t, me.token, photo)).json;
    const stored = Buffer.from(await (await t.get(body.url)).arrayBuffer());
    const output = await sharp(stored).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    expect([output.width, output.height]).toEqual([120, 90]);
  });

  it('refuse an over-size upload with a clear message and store nothing', async () => {
    const me = await t.login();
    const big = await noisy(200);
    expect(big.length).toBeGreaterThan(60 * 1024);
    const before = await storedFiles();
    const answer = await upload(t, me.token, big);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 413, msg: '文件过大：图片不能超过 60 KB', body: null });
    expect(await rowsOf(me.userId)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuse what would pass the user’s quota, keeping what fits', async () => {
    const me = await t.login();
    const photo = await noisy(100);
    const sizes: number[] = [];
    let refusal = '';
    for (let i = 0; i < 12 && !refusal; i++) {
      const answer = await upload(t, me.token, photo);
      if (answer.json.code === 0) sizes.push(answer.json.body.bytes);
      else refusal = answer.json.msg;
    }
    expect(refusal).toMatch(/^存储空间不足：每位用户最多 200 KB，已用 \d+ KB，请删除不用的文件后再上传$/);
    const rows = await rowsOf(me.userId);
    expect(rows).toHaveLength(sizes.length);
    expect(rows.reduce((n, r) => n + r.bytes, 0)).toBeLessThanOrEqual(200 * 1024);
  });

  it('let only the owner delete a file, and not while published content shows it', async () => {
    const a = await t.login();
    const b = await t.login();
    const first = await uploadImage(t, a.token);
    const second = await uploadImage(t, a.token);
    const del = (token: string, body: Record<string, string>) =>
      t.post('/api/service/socialcontact/v1/upload/delAliOssFile', body, { token });
    expect((await del(b.token, { fileId: first.fileId })).json).toEqual({ code: 403, msg: '无权操作', body: null });
    expect((await del(b.token, { url: first.url })).json).toEqual({ code: 403, msg: '无权操作', body: null });
    expect((await t.get(first.url)).status).toBe(200);
    await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '用了第二张', images: [second.fileId] },
        { token: a.token },
      ),
    );
    expect((await del(a.token, { fileId: second.fileId })).json.code).toBe(1);
    await ok(del(a.token, { url: first.url }));
    expect((await t.get(first.url)).status).toBe(404);
    expect((await del(a.token, { fileId: first.fileId })).json.code).toBe(404);
  });

  it('answer the average colour of our own images only', async () => {
    const me = await t.login();
    const { url } = await uploadImage(t, me.token, '#ff0000');
    const res = await t.get(`/api/ls/service/v1/image/averageColor?url=${encodeURIComponent(url)}`);
    const body = ((await res.json()) as { body: { color: string; rgb: { r: number; g: number; b: number } } }).body;
    expect(body.rgb.r).toBeGreaterThan(240);
    expect(body.rgb.g).toBeLessThan(15);
    for (const other of ['https://evil.example/a.jpg', 'http://127.0.0.1:9/media/u/x.jpg', '/media/nothing/here.jpg']) {
      const answer = (await (
        await t.get(`/api/ls/service/v1/image/averageColor?url=${encodeURIComponent(other)}`)
      ).json()) as { code: number };
      expect(answer.code, other).toBe(404);
    }
  });

  it('serve byte ranges of stored media', async () => {
    const me = await t.login();
    const { url } = await uploadImage(t, me.token);
    const whole = Buffer.from(await (await t.get(url)).arrayBuffer());
    const part = await fetch(`${t.url}${url}`, { headers: { range: 'bytes=2-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-9/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(2, 10));
    const tail = await fetch(`${t.url}${url}`, { headers: { range: 'bytes=-4' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(-4));
    expect((await fetch(`${t.url}${url}`, { headers: { range: `bytes=${whole.length + 5}-` } })).status).toBe(416);
  });
});

describe('signed upload credentials (sts)', () => {
  it('give a 15-minute signed form that this server accepts, and refuse a tampered one', async () => {
    const me = await t.login();
    const grant = (await t.postSealed('/api/service/sec/v1/sts/queryToken', { kind: 'image' }, { token: me.token }))
      .opened;
    expect(grant).toMatchObject({ provider: 'local', uploadUrl: '/media/upload', method: 'POST', expiresIn: 900 });
    expect(new Date(grant.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const post = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(await jpeg())]), 'signed.jpg');
      return (await (await fetch(`${t.url}${grant.uploadUrl}`, { method: 'POST', body: form })).json()) as {
        code: number;
        body?: { fileId: string; url: string };
      };
    };
    const stored = await post(grant.fields);
    expect(stored.code).toBe(0);
    expect((await rowsOf(me.userId)).map((r) => r.public_id)).toEqual([stored.body!.fileId]);
    expect(
      (
        await post({
          ...grant.fields,
          signature: grant.fields.signature.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A')),
        })
      ).code,
    ).toBe(1);
    await t.ctx.db
      .updateTable('upload_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await post(grant.fields)).code).toBe(1);
    const fresh = (await t.postSealed('/api/service/sec/v1/sts/refreshToken', { kind: 'image' }, { token: me.token }))
      .opened;
    expect(fresh.fields.policy).not.toBe(grant.fields.policy);
  });
});
