import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD } from './support/app';
import { usePhonePage } from './support/browser';
import { api, gradientPng, publishDynamic, registerMember, signInAs, type Member } from './support/community';

// Reports, moderation and one's own posts in Chromium at 375×667 (docs/product/trust.md): every target offers 举报,
// which opens the one sheet (up to 3 pictures); B reports A's clean post; a moderator signed in to the console (name,
// password and a TOTP code worked out here from the operator's secret) finds the report in the queue and hides the
// post through the console's moderation path; it is gone for B from the feed, search and detail, A still sees it
// marked, A's notices say why, and the reward A's post earned is reversed once. C deletes a post of theirs and it is
// gone everywhere, and edits another, which then shows 已编辑 on its detail and its card.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const tag = `漓江竹筏${randomInt(100_000, 999_999)}`;
const REASON = '疑似广告';

let a: Member;
let b: Member;
let c: Member;
let reported = '';
let toDelete = '';
let toEdit = '';
/** What A was paid for publishing (the publish tasks' rewards, how many), and A's balance after. */
let paid = { coin: 0, tasks: 0, balance: 0 };

type Ledger = { recent: { kind: string; coin: number }[] };
const grow = (m: Member) => api<Ledger>(baseUrl, '/api/service/community/v1/grow/info', {}, m.token);
const reversals = async (m: Member) => (await grow(m)).recent.filter((e) => e.kind === 'reversal').length;
const coins = async (m: Member) =>
  (await api<{ tripCoins: number }>(baseUrl, '/api/service/user/v1/getUserTripCoins', {}, m.token)).tripCoins;

/** Claims every finished publishing task of A's (daily, special, welfare): what the post earned. */
async function claimPublishRewards(m: Member) {
  const total = { coin: 0, tasks: 0, balance: 0 };
  for (const list of ['queryEveryDataTask', 'querySpecialTask', 'queryWealTask']) {
    const { rows } = await api<{ rows: { id: string; event: string; finished: boolean; received: boolean }[] }>(
      baseUrl,
      `/api/service/v1/mission/task/${list}`,
      {},
      m.token,
    );
    for (const task of rows.filter((r) => r.event === 'publish_dynamic' && r.finished && !r.received)) {
      const r = await api<{ rewardCoin: number }>(
        baseUrl,
        '/api/service/v1/mission/task/receiveReward',
        { taskId: task.id },
        m.token,
      );
      total.coin += r.rewardCoin;
      total.tasks += 1;
    }
  }
  total.balance = await coins(m);
  return total;
}

/**
 * The console as an operator uses it: an operator made as `npm run console -- create-admin` makes one (the
 * development-only /dev/api/console-operator calls the same function and answers the TOTP secret once), signed in
 * with a code worked out from that secret, as an authenticator app would.
 */
async function consoleSession(): Promise<(path: string, body: object) => Promise<any>> {
  const made = await fetch(`${baseUrl}/dev/api/console-operator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `mod-${randomInt(1e9).toString(36)}`, roles: ['moderator'] }),
  });
  const operator = ((await made.json()) as { body: { name: string; password: string; totpSecret: string } }).body;
  const totp = new TOTP({ secret: Secret.fromBase32(operator.totpSecret), digits: 6, period: 30 }).generate();
  const call = async (path: string, body: object, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; body: any };
    if (json.code !== 0) throw new Error(`${path} answered ${json.code} ${json.msg}`);
    return json.body;
  };
  const { token } = await call('/api/console/v1/auth/login', {
    name: operator.name,
    password: operator.password,
    totp,
  });
  return (path, body) => call(path, body, token);
}

beforeAll(async () => {
  [a, b, c] = await Promise.all([registerMember(baseUrl), registerMember(baseUrl), registerMember(baseUrl)]);
  reported = await publishDynamic(baseUrl, a, { text: `${tag}：清晨的山水像一幅水墨画` });
  paid = await claimPublishRewards(a);
  toDelete = await publishDynamic(baseUrl, c, { text: `${tag}：这条稍后会删除` });
  toEdit = await publishDynamic(baseUrl, c, { text: '这条稍后会编辑' });
});

async function openMenu(page: Page, id: string) {
  await page.goto(`${baseUrl}/dynamicDetails?id=${id}`);
  await page.getByTestId('detail').waitFor();
  await page.getByTestId('content-more').click();
}

const feedHrefs = (page: Page) => page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));

/** The search screen's content results for the run's tag, once it has answered. */
async function searchHits(page: Page) {
  await page.goto(`${baseUrl}/topicSquare?keyword=${encodeURIComponent(tag)}`);
  await expect.poll(() => page.getByTestId('search-results').getAttribute('data-answered')).toBe(tag);
  return page
    .locator('[data-testid="search-row"][data-kind="content"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('href')));
}

describe('every target offers 举报', () => {
  const session = usePhonePage();

  it('a dynamic’s "…", a comment, a user’s home, an activity and a review each open the report sheet', async () => {
    const { page } = session;
    // A's comment on C's post, A's evaluation of a POI, an activity of C's: all seen by B.
    const comment = await api<{ id: string }>(
      baseUrl,
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'content', targetId: toEdit, text: '水墨画一样的山水' },
      a.token,
    );
    const { rows: places } = await api<{ rows: { id: number; name: string }[] }>(
      baseUrl,
      '/api/destination/v1/matchNewDestinations',
      { keyword: 'hangzhou' },
    );
    const pois = await api<{ rows: { id: number }[] }>(baseUrl, '/api/ls/v1/destination/queryDtasPageList', {
      destinationId: places.find((r) => r.name === '杭州')!.id,
      pageSize: 1,
    });
    const poiId = String(pois.rows[0]!.id);
    const review = await api<{ id: string }>(
      baseUrl,
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'poi', targetId: poiId, text: '湖边的风很舒服，值得一去', score: 5 },
      a.token,
    );
    await fetch(`${baseUrl}/dev/api/activity-publisher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: c.userId, allowed: true }),
    });
    const start = Date.now() + 7 * 24 * 3600 * 1000;
    const activity = await api<{ id: string }>(
      baseUrl,
      '/api/service/community/v1/activity/add',
      {
        title: `${tag} 骑行`,
        intro: '沿着钱塘江骑行，终点喝一杯龙井。',
        city: '杭州',
        address: '浙江省杭州市上城区钱江新城',
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 4 * 3600 * 1000).toISOString(),
        questions: [],
        tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: 5 }],
      },
      c.token,
    );

    await signInAs(page.context(), b);
    const sheet = page.getByTestId('report-sheet');
    const opens = async (what: string) => {
      await sheet.waitFor();
      await expect.poll(() => sheet.getByTestId('report-reason').count(), { message: what }).toBe(9);
    };

    await openMenu(page, toEdit);
    await page.getByTestId('content-report').click();
    await opens('a dynamic');

    await page.goto(`${baseUrl}/dynamicDetails?id=${toEdit}`);
    const item = page.locator(`[data-testid="comment-item"][data-comment-id="${comment.id}"]`);
    await item.getByTestId('report-comment').click();
    await opens('a comment');

    await page.goto(`${baseUrl}/personHome?id=${encodeURIComponent(a.userId)}`);
    await page.getByTestId('person-more').click();
    await page.getByTestId('report-user').click();
    await opens('a user’s home');

    await page.goto(`${baseUrl}/activityDetails?id=${activity.id}`);
    await page.getByTestId('report-activity').click();
    await opens('an activity');

    await page.goto(`${baseUrl}/poiDetails?poiId=${poiId}`);
    const row = page.getByTestId('poi-evaluation').filter({ hasText: '湖边的风很舒服' });
    await row.getByTestId('report-review').click();
    await opens('a review');
    // Up to three pictures: the way to add one goes once three are in.
    for (let i = 0; i < 3; i++) {
      const input = sheet.getByTestId('report-picture-input');
      await input.setInputFiles({
        name: `proof${i}.png`,
        mimeType: 'image/png',
        buffer: gradientPng(80, 80 + i, '#fde2e4', '#457b9d'),
      });
      await expect.poll(() => sheet.locator('img').count(), { timeout: 15_000 }).toBe(i + 1);
    }
    expect(await sheet.getByTestId('report-picture-input').count()).toBe(0);
    await sheet.getByTestId('report-reason').filter({ hasText: '虚假信息' }).click();
    await sheet.getByTestId('report-submit').click();
    await expect.poll(() => sheet.count()).toBe(0);
    const mine = await api<{ rows: { targetType: string; targetId: string }[] }>(
      baseUrl,
      '/api/service/socialcontact/v1/report/mine',
      {},
      b.token,
    );
    expect(mine.rows[0]).toMatchObject({ targetType: 'review', targetId: review.id });
  });
});

describe('reporting a post, and a moderator hiding it through the console', () => {
  const session = usePhonePage();

  it('B reports A’s post through the sheet: a reason, words and a picture; 已收到', async () => {
    const { page } = session;
    await signInAs(page.context(), b);
    await openMenu(page, reported);
    await page.getByTestId('content-report').click();
    const sheet = page.getByTestId('report-sheet');
    await sheet.waitFor();
    await sheet.getByRole('button', { name: '广告营销' }).click();
    await page.getByTestId('report-text').fill('评论区留联系方式卖票');
    await page
      .getByTestId('report-picture-input')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: gradientPng(120, 160, '#fde2e4', '#457b9d') });
    await expect.poll(() => sheet.locator('img').count(), { timeout: 15_000 }).toBe(1);
    expect(await sheet.getByRole('button', { name: '广告营销' }).getAttribute('aria-pressed')).toBe('true');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await sheet.screenshot({ path: join(SCREENSHOTS, 'trust-report-sheet.png') });
    await page.getByTestId('report-submit').click();
    await expect.poll(() => page.locator('body > [role="status"]').first().textContent()).toBe('已收到');
    await expect.poll(() => sheet.count()).toBe(0);
    const mine = await api<{ rows: { targetId: string; state: string }[] }>(
      baseUrl,
      '/api/service/socialcontact/v1/report/mine',
      {},
      b.token,
    );
    expect(mine.rows[0]).toMatchObject({ targetId: reported, state: 'open' });
  });

  it('once a moderator hides it in the console, it is gone for B from the feed, search and detail', async () => {
    const { page } = session;
    expect(paid.coin).toBeGreaterThan(0);
    await signInAs(page.context(), b);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).toContain(`/dynamicDetails?id=${reported}`);
    expect(await searchHits(page)).toContain(`/dynamicDetails?id=${reported}`);

    const moderator = await consoleSession();
    const queue = await moderator('/api/console/v1/reports/list', { state: 'open' });
    const report = (queue.rows as { targetType: string; targetId: string }[]).find(
      (r) => r.targetType === 'content' && r.targetId === reported,
    );
    expect(report).toBeDefined();
    const act = { targetType: 'content', targetId: reported, action: 'hide', reason: REASON };
    expect(await moderator('/api/console/v1/moderation/act', act)).toMatchObject({ state: 'hidden' });

    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).not.toContain(`/dynamicDetails?id=${reported}`);
    expect(await searchHits(page)).not.toContain(`/dynamicDetails?id=${reported}`);
    await page.goto(`${baseUrl}/dynamicDetails?id=${reported}`);
    await page.getByTestId('detail-missing').waitFor();

    // Each reward the post earned is reversed once.
    expect(await reversals(a)).toBe(paid.tasks);
    expect(await coins(a)).toBe(paid.balance - paid.coin);
  });

  it('A still opens it, marked as hidden; A’s notices say why, and the ledger shows the reversal once', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/messages`);
    await page.getByTestId('notice-group-system').click();
    const notice = page.getByTestId('notice-list-system').getByTestId('notice-item').first();
    await expect.poll(() => notice.textContent()).toContain('你的内容已被隐藏');
    expect(await notice.textContent()).toContain(REASON);
    await page.goto(`${baseUrl}/growth/center`);
    await page.getByTestId('growth-level').waitFor();
    const reversed = page.locator('[data-testid="ledger-entry"][data-kind="reversal"]');
    await expect.poll(() => reversed.count()).toBe(paid.tasks);
    await page.goto(`${baseUrl}/dynamicDetails?id=${reported}`);
    await page.getByTestId('detail-hidden').waitFor();
    expect(await page.getByTestId('detail-hidden').textContent()).toBe('该内容已被隐藏，仅你自己可见');

    // Only once: the same hide again and a delete after it take nothing more.
    const moderator = await consoleSession();
    const act = { targetType: 'content', targetId: reported, reason: REASON };
    await moderator('/api/console/v1/moderation/act', { ...act, action: 'hide' });
    await moderator('/api/console/v1/moderation/act', { ...act, action: 'delete' });
    expect(await reversals(a)).toBe(paid.tasks);
    expect(await coins(a)).toBe(paid.balance - paid.coin);
  });
});

describe('one’s own posts', () => {
  const session = usePhonePage();

  it('C deletes a post after confirming, and it is gone from the feed, search, their home and detail', async () => {
    const { page } = session;
    await signInAs(page.context(), c);
    expect(await searchHits(page)).toContain(`/dynamicDetails?id=${toDelete}`);
    await openMenu(page, toDelete);
    await page.getByTestId('content-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).not.toContain(`/dynamicDetails?id=${toDelete}`);
    expect(await searchHits(page)).not.toContain(`/dynamicDetails?id=${toDelete}`);
    await page.goto(`${baseUrl}/personHome`);
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).toEqual([`/dynamicDetails?id=${toEdit}`]);
    await page.goto(`${baseUrl}/dynamicDetails?id=${toDelete}`);
    await page.getByTestId('detail-missing').waitFor();
  });

  it('C edits another post and sees 已编辑 on its detail and its card', async () => {
    const { page } = session;
    await signInAs(page.context(), c);
    await openMenu(page, toEdit);
    expect(await page.getByTestId('detail-edited').count()).toBe(0);
    await page.getByTestId('content-edit').click();
    await page.getByTestId('edit-text').fill('编辑过：傍晚的漓江更安静');
    await page.getByTestId('edit-save').click();
    await page.getByTestId('detail-edited').waitFor();
    expect(await page.getByTestId('detail-edited').textContent()).toContain('已编辑');
    await expect.poll(() => page.getByTestId('detail-text').textContent()).toContain('编辑过：傍晚的漓江更安静');
    await page.goto(`${baseUrl}/personHome`);
    const card = page.locator(`${CARD}[href="/dynamicDetails?id=${toEdit}"]`);
    await card.getByTestId('card-edited').waitFor();
    expect(await card.getByTestId('card-edited').textContent()).toBe('已编辑');
  });
});
