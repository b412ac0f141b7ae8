import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushViews } from '../src/modules/community/view-batch.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/performance.md: anonymous hot reads come from a micro-cache that any write empties at once, and an answer for a
// signed-in user (with their liked / collected / followed marks) is never stored or served to anyone else.
const FEED = '/api/content/v1/pub/list';
const DETAIL = '/api/content/v1/pub/queryDetail';
type Row = { id: string; likeCount: number; liked: boolean; collected: boolean; title: string };

async function publish(t: TestApp, token: string, text: string) {
  return (await ok(t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text }, { token }))) as {
    id: string;
  };
}
const like = (t: TestApp, token: string, id: string, on = true) =>
  t.postSealed('/api/socialcontact/v1/vote/like', { targetType: 'content', targetId: id, like: on }, { token });
const feedRow = async (t: TestApp, id: string, token?: string) =>
  ((await ok(t.post(FEED, { sort: 'new' }, token ? { token } : {}))) as { rows: Row[] }).rows.find((r) => r.id === id);
const detail = async (t: TestApp, id: string, token?: string) =>
  (await ok(t.post(DETAIL, { id }, token ? { token } : {}))) as Row & { viewCount: number };
/** Changes a row behind the API's back: only a cached answer would still show the old text. */
const retitle = (t: TestApp, id: string, title: string) =>
  t.ctx.db.updateTable('contents').set({ title }).where('id', '=', Number(id)).execute();

/** The row's view count, with the views of cached reads (added in a batch at most a second later) flushed first. */
async function viewsOf(t: TestApp, id: string) {
  await flushViews(t.ctx);
  const row = await t.ctx.db
    .selectFrom('contents')
    .select('view_count')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return row.view_count;
}

/**
 * A POST over plain node:http, which (unlike fetch) neither asks for nor undoes a compression: the test sees the bytes
 * a browser would receive, and decodes them as a browser does.
 */
async function raw(t: TestApp, path: string, body: unknown, o: { acceptEncoding?: string; token?: string } = {}) {
  const res = await new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(t.url + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(o.acceptEncoding ? { 'accept-encoding': o.acceptEncoding } : {}),
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        },
      });
      req.on('response', (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ headers: r.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    },
  );
  const encoding = res.headers['content-encoding'];
  const decoded =
    encoding === 'br' ? brotliDecompressSync(res.bytes) : encoding === 'gzip' ? gunzipSync(res.bytes) : res.bytes;
  return { encoding, vary: res.headers.vary, wireBytes: res.bytes.length, json: JSON.parse(decoded.toString('utf8')) };
}
const BROWSER = 'gzip, deflate, br, zstd';

describe('the micro-cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves anonymous reads from the cache, and never a stale count after a write', async () => {
    const author = await t.login();
    const fan = await t.login();
    const { id } = await publish(t, author.token, '缓存测试');
    expect((await feedRow(t, id))?.likeCount).toBe(0);
    expect((await detail(t, id)).likeCount).toBe(0);

    // Cached: a change that did not go through a write is not seen yet.
    await retitle(t, id, '改过的标题');
    expect((await feedRow(t, id))?.title).not.toBe('改过的标题');

    // A like goes through the API: the very next anonymous read has it, on the feed and on the detail.
    expect((await like(t, fan.token, id)).json.code).toBe(0);
    const afterLike = await feedRow(t, id);
    expect(afterLike?.likeCount).toBe(1);
    expect(afterLike?.title).toBe('改过的标题');
    expect((await detail(t, id)).likeCount).toBe(1);

    // A comment and an unlike likewise.
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: id, text: '好看' },
        { token: fan.token },
      ),
    );
    expect(((await detail(t, id)) as unknown as { commentCount: number }).commentCount).toBe(1);
    expect((await like(t, fan.token, id, false)).json.code).toBe(0);
    expect((await feedRow(t, id))?.likeCount).toBe(0);
    expect((await detail(t, id)).likeCount).toBe(0);

    // A publish appears on the next anonymous first page.
    const { id: second } = await publish(t, author.token, '第二条');
    expect(await feedRow(t, second)).toBeDefined();
  });

  it("never serves one user's marks to another or to an anonymous caller", async () => {
    const author = await t.login();
    const [a, b] = [await t.login(), await t.login()];
    const { id } = await publish(t, author.token, '标记测试');
    expect((await like(t, a.token, id)).json.code).toBe(0);
    // a sees its own mark; then b and an anonymous caller ask the same question, in both orders.
    expect((await detail(t, id, a.token)).liked).toBe(true);
    expect((await feedRow(t, id, a.token))?.liked).toBe(true);
    expect((await detail(t, id, b.token)).liked).toBe(false);
    expect((await detail(t, id)).liked).toBe(false);
    expect((await feedRow(t, id))?.liked).toBe(false);
    expect((await feedRow(t, id, b.token))?.liked).toBe(false);
    expect((await detail(t, id, a.token)).liked).toBe(true);
    expect((await feedRow(t, id, a.token))?.liked).toBe(true);
  });

  it('answers a hit with the same bytes and headers as the miss, and a sealed request sealed', async () => {
    const author = await t.login();
    const { id } = await publish(t, author.token, '同样的字节');
    const plain = () =>
      fetch(t.url + DETAIL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
    // The view count moves with each read, so the detail is compared with its view count set aside.
    const withoutViews = (text: string) => ({ ...JSON.parse(text), body: { ...JSON.parse(text).body, viewCount: 0 } });
    const miss = await plain();
    const missText = await miss.text();
    const hit = await plain();
    const hitText = await hit.text();
    expect(withoutViews(hitText)).toEqual(withoutViews(missText));
    expect(JSON.parse(missText).body.id).toBe(id);
    for (const res of [miss, hit]) {
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
    // The miss was counted by the general rate limit; the hit, served before it, was not (decision 0016).
    expect(miss.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(hit.headers.get('x-ratelimit-limit')).toBeNull();
    // The feed's first page: a plain hit is byte for byte the miss, and an enveloped request for the same page is
    // answered sealed for its client (the envelope rules hold on a cache hit).
    const page = async () =>
      (
        await fetch(t.url + FEED, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"sort":"hot"}',
        })
      ).text();
    const first = await page();
    expect(await page()).toBe(first);
    // A browser's Accept-Encoding does not change that: the sealed answer is sealed from the stored body.
    const sealed = await t.postSealed(FEED, { sort: 'hot' }, { headers: { 'accept-encoding': BROWSER } });
    expect(typeof sealed.json.sec).toBe('string');
    expect(typeof sealed.json.body).toBe('string');
    expect(sealed.opened).toEqual(JSON.parse(first).body);
  });

  it('sends a stored answer compressed to a client that accepts it, decoding to the same JSON', async () => {
    const author = await t.login();
    // Enough text that the first page is well over the size worth compressing.
    for (let i = 0; i < 6; i++)
      await publish(t, author.token, `压缩测试 ${i} ${'沿着江边走到外滩，看灯一盏盏亮起来。'.repeat(6)}`);
    const plain = await raw(t, FEED, { sort: 'new' });
    expect(plain.encoding).toBeUndefined();
    expect(plain.json.code).toBe(0);
    for (const [accept, expected] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
    ] as const) {
      const answer = await raw(t, FEED, { sort: 'new' }, { acceptEncoding: accept });
      expect(answer.encoding, accept).toBe(expected);
      expect(answer.vary, accept).toBe('accept-encoding');
      expect(answer.json, accept).toEqual(plain.json);
      if (expected) expect(answer.wireBytes, accept).toBeLessThan(plain.wireBytes / 2);
    }
  });

  it('shows a write to the next reader in every encoding, and no mark to anyone but its owner', async () => {
    const author = await t.login();
    const fan = await t.login();
    const { id } = await publish(t, author.token, `编码与写入 ${'一路向西，云在脚下。'.repeat(12)}`);
    const rowIn = async (acceptEncoding?: string, token?: string) =>
      (
        (await raw(t, FEED, { sort: 'new' }, { acceptEncoding, ...(token ? { token } : {}) })).json.body.rows as Row[]
      ).find((r) => r.id === id);
    const detailIn = async (acceptEncoding?: string) => (await raw(t, DETAIL, { id }, { acceptEncoding })).json.body;
    const encodings = [BROWSER, 'gzip', undefined];
    // Every encoding of the first page and the detail is stored before the writes.
    for (const e of encodings) {
      expect((await rowIn(e))?.likeCount).toBe(0);
      expect((await detailIn(e)).likeCount).toBe(0);
    }
    expect((await like(t, fan.token, id)).json.code).toBe(0);
    for (const e of encodings) {
      expect((await rowIn(e))?.likeCount, e).toBe(1);
      expect((await rowIn(e))?.liked, e).toBe(false);
      expect((await detailIn(e)).likeCount, e).toBe(1);
    }
    // The fan's own page, asked for compressed, carries the fan's mark; the next anonymous reader's never does.
    expect((await rowIn(BROWSER, fan.token))?.liked).toBe(true);
    expect((await rowIn(BROWSER, author.token))?.liked).toBe(false);
    expect((await rowIn(BROWSER))?.liked).toBe(false);
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: id, text: '压缩后也要看到' },
        { token: fan.token },
      ),
    );
    for (const e of encodings) expect((await detailIn(e)).commentCount, e).toBe(1);
    const { id: next } = await publish(t, author.token, '压缩后的新帖');
    for (const e of encodings) {
      const rows = (await raw(t, FEED, { sort: 'new' }, { acceptEncoding: e })).json.body.rows as Row[];
      expect(
        rows.some((r) => r.id === next),
        e,
      ).toBe(true);
    }
  });

  it('still counts a view when the detail comes from the cache', async () => {
    const author = await t.login();
    const { id } = await publish(t, author.token, '浏览计数');
    await detail(t, id);
    await detail(t, id);
    expect(await viewsOf(t, id)).toBe(2);
  });
});

// Decision 0016: a plain anonymous hit is answered before the general rate limit (it costs what refusing it would);
// everything else a cached read is asked (a miss, a signed-in caller, a body that fails validation) is still counted.
describe('the micro-cache and the general rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());
  const codes = async (n: number, ask: (i: number) => Promise<{ json: { code: unknown } }>) => {
    const out: unknown[] = [];
    for (let i = 0; i < n; i += 1) out.push((await ask(i)).json.code);
    return out;
  };

  it('does not count repeated anonymous hits, and still counts each as a view', async () => {
    const author = await t.login();
    const { id } = await publish(t, author.token, '限流与缓存');
    expect(await codes(12, () => t.post(DETAIL, { id }))).toEqual(Array(12).fill(0));
    expect(await viewsOf(t, id)).toBe(12);
  });

  it("counts a signed-in caller's repeated reads: their answers are never cached", async () => {
    const reader = await t.login();
    const answers = await codes(7, () => t.post(FEED, { sort: 'new' }, { token: reader.token }));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(0));
    expect(answers.at(-1)).toBe(4290);
  });

  it('counts anonymous misses and bodies that fail validation', async () => {
    // The address has used one request (the detail's miss); four more misses reach the cap of five.
    const answers = await codes(4, (i) => t.post(FEED, { sort: 'new', pageSize: i + 1 }));
    expect(answers).toEqual(Array(4).fill(0));
    expect((await t.post(FEED, { pageSize: 'many' })).json.code).toBe(4290);
    expect((await t.post(FEED, { sort: 'hot', pageSize: 3 })).json.code).toBe(4290);
    // A hit stored before the cap is still served: refusing it would cost as much.
    expect((await t.post(FEED, { sort: 'new', pageSize: 1 })).json.code).toBe(0);
  });
});

// Two instances sharing one Redis, as behind a load balancer. Runs where TEST_REDIS_URL is set (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('the micro-cache shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}:` };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a write on one instance empties the cache of the other', async () => {
    // Each test instance has its own database: b's row is changed behind its API, and only a write through a (which
    // moves the shared generation) makes b read it again.
    const author = await b.login();
    const { id } = await publish(b, author.token, '共享缓存');
    expect((await feedRow(b, id))?.title).not.toBe('另一台改的');
    await retitle(b, id, '另一台改的');
    expect((await feedRow(b, id))?.title).not.toBe('另一台改的');
    const writer = await a.login();
    await publish(a, writer.token, '在 a 上写');
    expect((await feedRow(b, id))?.title).toBe('另一台改的');
  });
});
