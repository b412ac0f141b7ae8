import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaStore } from '../src/platform/media/s3-store.ts';
import { authorization, EMPTY_SHA256 } from '../src/platform/media/sigv4.ts';
import { jpeg, ok, upload } from './community-helpers.ts';
import { startS3StandIn, type StandIn } from './media-s3-standin.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// S3-compatible storage: our SigV4 against AWS's published example, then the whole media flow against a local
// stand-in that checks every signature and policy.

describe('SigV4', () => {
  it('signs AWS’s documented GET Object example to its published signature', () => {
    const header = authorization(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_SHA256,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: EMPTY_SHA256,
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('media on S3-compatible storage', () => {
  const cred = { accessKeyId: 'test-key', secretAccessKey: 'test-secret-0123456789', region: 'cn-east-1' };
  let s3: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3StandIn(cred, 'media');
    const env = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: s3.url,
      S3_REGION: cred.region,
      S3_ACCESS_KEY_ID: cred.accessKeyId,
      S3_SECRET_ACCESS_KEY: cred.secretAccessKey,
    };
    t = await createTestApp({ env });
    // The test app is built with local storage; swap in the store the server itself would make from S3_*.
    t.ctx.media = s3MediaStore({ endpoint: s3.url, bucket: 'media', pathStyle: true, ...cred });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores uploads in the bucket and serves them (ranges too) under /media', async () => {
    const me = await t.login();
    const { body } = (await upload(t, me.token, await jpeg(90, 60))).json;
    const key = body.url.replace('/media/', '');
    expect(s3.objects.has(key)).toBe(true);
    const served = Buffer.from(await (await t.get(body.url)).arrayBuffer());
    expect(served).toEqual(s3.objects.get(key)!.body);
    const part = await fetch(`${t.url}${body.url}`, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(served.subarray(0, 4));
    expect((await t.get(`${body.url}?w=160`)).headers.get('content-type')).toBe('image/webp');
    await ok(
      t.post('/api/service/socialcontact/v1/upload/delAliOssFile', { fileId: body.fileId }, { token: me.token }),
    );
    expect([...s3.objects.keys()].filter((k) => k.includes(key.replace(/\.\w+$/, '')))).toEqual([]);
    expect(s3.refused).toEqual([]);
  });

  it('hands out a presigned POST; what the browser posts is checked and re-encoded before it is used', async () => {
    const me = await t.login();
    const grant = (await t.postSealed('/api/service/sec/v1/sts/queryToken', { kind: 'image' }, { token: me.token }))
      .opened;
    expect(grant).toMatchObject({ provider: 's3', uploadUrl: `${s3.url}/media`, expiresIn: 900 });
    const form = new FormData();
    for (const [k, v] of Object.entries(grant.fields as Record<string, string>)) form.append(k, v);
    form.append(
      'file',
      new Blob([new Uint8Array(await jpeg(70, 50, '#00aa00'))], { type: 'image/jpeg' }),
      'direct.jpg',
    );
    expect((await fetch(grant.uploadUrl, { method: 'POST', body: form })).status).toBe(204);
    const raw = `${grant.keyPrefix}direct.jpg`;
    expect(s3.objects.has(raw)).toBe(true);
    const { id } = await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '直传', images: [`/media/${raw}`] },
        { token: me.token },
      ),
    );
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id }));
    expect(detail.images[0].url).toMatch(/^\/media\/u\//);
    expect(s3.objects.has(raw)).toBe(false);
    // Another user cannot claim it, and a key outside every grant is refused.
    const other = await t.login();
    const answer = await t.post(
      '/api/service/content/v1/pvt/publish',
      { type: 'dynamic', text: '别人的', images: [detail.images[0].url] },
      { token: other.token },
    );
    expect(answer.json.code).toBe(1);
    const hash = createHash('sha256').update(raw).digest('hex');
    expect(
      (
        await t.post(
          '/api/service/content/v1/pvt/publish',
          { type: 'dynamic', text: 'x', images: [`/media/incoming/${hash}/a.jpg`] },
          { token: me.token },
        )
      ).json.code,
    ).toBe(1);
  });
});
