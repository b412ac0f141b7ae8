import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushViews } from '../src/modules/community/view-batch.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 14, item 4: anonymous hot reads come from a micro-cache that any write empties at once, and an answer for a
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
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(res.headers.get('x-ratelimit-limit')).not.toBeNull();
    }
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
    const sealed = await t.postSealed(FEED, { sort: 'hot' });
    expect(typeof sealed.json.sec).toBe('string');
    expect(typeof sealed.json.body).toBe('string');
    expect(sealed.opened).toEqual(JSON.parse(first).body);
  });

  it('still counts a view when the detail comes from the cache', async () => {
    const author = await t.login();
    const { id } = await publish(t, author.token, '浏览计数');
    await detail(t, id);
    await detail(t, id);
    // A cached read's view is added to the row in a batch, at most a second later; flushed here rather than waited for.
    await flushViews(t.ctx);
    const row = await t.ctx.db
      .selectFrom('contents')
      .select('view_count')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(2);
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
