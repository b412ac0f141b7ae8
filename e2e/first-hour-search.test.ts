import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, type Member } from './support/community';
import { smsCode } from './support/identity';

// docs/product/community.md first hour: an anonymous tap (like, a comment's draft) kept across the login; search as one types,
// never showing an answer to older words; detail pages that cannot load say so, with a way back.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const PASSWORD = 'travel2026ok';

let author: Member;
let contentId = '';
const text = `莫干山的竹林小路，清晨雾气还没散，骑车上山正好。编号${randomInt(1000, 9999)}`;

/** A member with a password, registered through the API as another device would; answers the phone number. */
async function memberWithPassword(): Promise<string> {
  const mobile = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const { imgCodeToken } = await api<{ imgCodeToken: string }>(baseUrl, '/api/user/v1/getImgCode');
  const captcha = (await (await fetch(`${baseUrl}/dev/api/captcha/${encodeURIComponent(imgCodeToken)}`)).json()) as {
    body: { answer: string };
  };
  await api(baseUrl, '/api/user/v1/getCodeNumber', {
    countryCode: '86',
    mobile,
    imgCodeToken,
    imgCode: captcha.body.answer,
  });
  const code = await smsCode(baseUrl, mobile, 'register');
  await api(baseUrl, '/api/user/v2/phoneRegist', { countryCode: '86', mobile, code, password: PASSWORD });
  return mobile;
}

/** On /login: the password tab, the agreement ticked, and in. */
async function logInByPassword(page: Page, mobile: string) {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByTestId('login-submit').click();
}

/** The shell's loading indicator has gone (it hides 350 ms after a navigation), so a screenshot shows the screen. */
async function settled(page: Page) {
  await expect.poll(() => page.getByTestId('route-loading').count()).toBe(0);
}

beforeAll(async () => {
  author = await registerMember(baseUrl);
  contentId = await publishDynamic(baseUrl, author, { text });
});

describe('an anonymous tap kept across the login', () => {
  const session = usePhonePage();

  it('a like tapped before logging in is there after it', async () => {
    const { page } = session;
    const mobile = await memberWithPassword();
    await page.goto(`${baseUrl}/dynamicDetails?id=${contentId}`);
    const like = page.getByTestId('like-button');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await logInByPassword(page, mobile);
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    expect(new URL(page.url()).searchParams.get('id')).toBe(contentId);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');
    // The server has it, not just the screen.
    const token = await page.evaluate(() => localStorage.getItem('SOCIAL_TOKEN'));
    const detail = await api<{ liked: boolean }>(baseUrl, '/api/content/v1/pub/queryDetail', { id: contentId }, token!);
    expect(detail.liked).toBe(true);
  });

  it('a comment written before logging in comes back in its box, and once sent is scrolled to and lit', async () => {
    const { page } = session;
    const mobile = await memberWithPassword();
    await page.goto(`${baseUrl}/dynamicDetails?id=${contentId}`);
    await page.getByTestId('comment-entry').click();
    const draft = '请问骑车上山大概要多久？';
    await page.getByTestId('comment-input').fill(draft);
    await page.getByTestId('comment-send').click();
    await logInByPassword(page, mobile);
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    await page.getByTestId('comment-sheet').waitFor();
    await expect.poll(() => page.getByTestId('comment-input').inputValue()).toBe(draft);
    await page.getByTestId('comment-send').click();
    const sent = page.locator('[data-testid="comment-item"][data-highlight]');
    await sent.waitFor();
    expect(await sent.getByTestId('comment-text').textContent()).toBe(draft);
    const box = await sent.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 667).toBe(true);
  });
});

describe('search as one types', () => {
  const session = usePhonePage();

  it('finds a demo post and its author from /speakTopic’s entry, in tabs, never showing older words’ answers', async () => {
    const { page } = session;
    // A demo post about 故宫 and who wrote it, as the server ranks them.
    const found = await api<{ rows: { kind: string; title: string; text: string; author: { nickname: string } }[] }>(
      baseUrl,
      '/api/ls/v1/opensearch/search',
      { keyword: '故宫', type: 'content', pageSize: 1 },
    );
    const post = found.rows[0]!;
    expect(post).toBeDefined();

    await page.goto(`${baseUrl}/speakTopic`);
    await page.getByTestId('search-entry').click();
    await page.waitForURL((url) => url.pathname === '/topicSquare');
    await page.getByTestId('search-hot').waitFor();
    const box = page.getByTestId('square-search');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'search-start.png') });

    const results = page.getByTestId('search-results');
    const header = page.getByTestId('search-header');
    await box.pressSequentially('故');
    await expect.poll(() => results.getAttribute('data-answered')).toBe('故');
    // One more character: the answer to '故' goes at once; the header names what is in the box.
    await box.pressSequentially('宫');
    expect(await results.getAttribute('data-answered')).not.toBe('故');
    expect(await header.textContent()).toBe('“故宫”的搜索结果');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-typing.png') });
    await expect.poll(() => results.getAttribute('data-answered')).toBe('故宫');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('故宫');

    const postRow = page.locator('[data-testid="search-row"][data-kind="content"]').filter({
      hasText: post.title || post.text.slice(0, 20),
    });
    await postRow.first().waitFor();
    expect(await postRow.first().textContent()).toContain(post.author.nickname);
    await page.screenshot({ path: join(SCREENSHOTS, 'search-results.png') });

    // The author, by name, in the users tab.
    await page.getByRole('tab', { name: '用户' }).click();
    await box.fill(post.author.nickname);
    // Enter searches at once and keeps the words among the recent searches.
    await box.press('Enter');
    await expect.poll(() => results.getAttribute('data-answered')).toBe(post.author.nickname);
    await page
      .locator('[data-testid="search-row"][data-kind="user"]')
      .filter({ hasText: post.author.nickname })
      .first()
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'search-users.png') });

    // Places answer in their own tab.
    await page.getByRole('tab', { name: '目的地/地点' }).click();
    await box.fill('杭州');
    await page
      .locator('[data-testid="search-row"][data-kind="destination"]')
      .filter({ hasText: '杭州' })
      .first()
      .waitFor();

    // The words searched are kept on this device.
    await page.getByTestId('search-cancel').click();
    await box.click();
    await page.getByTestId('search-recent').getByText(post.author.nickname).waitFor();
  });
});

describe('detail pages that cannot load', () => {
  const session = usePhonePage();

  it('/dynamicDetails with no id, id=abc or a missing id shows the not-found state with the way back', async () => {
    const { page } = session;
    for (const query of ['', '?id=abc', '?id=987654321']) {
      await page.goto(`${baseUrl}/dynamicDetails${query}`);
      const missing = page.getByTestId('detail-missing');
      await missing.getByText('内容不存在或已被删除').waitFor();
      expect(await page.getByText('参数错误').count()).toBe(0);
      if (query === '?id=abc') await settled(page);
      if (query === '?id=abc') await page.screenshot({ path: join(SCREENSHOTS, 'detail-not-found.png') });
    }
    await page.getByTestId('detail-missing-back').click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
  });

  it('/commentDetails and /comment without a usable id say so too', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/commentDetails?id=abc`);
    await page.getByTestId('detail-missing').getByText('评论不存在或已被删除').waitFor();
    await page.goto(`${baseUrl}/comment`);
    await page.getByTestId('detail-missing').getByText('内容不存在或已被删除').waitFor();
  });
});

describe('/guideApp in a plain mobile browser', () => {
  const session = usePhonePage();

  it('shows the download page after the launch timeout', async () => {
    const { page } = session;
    session.expectErrors(/jegotrip/);
    await page.goto(`${baseUrl}/guideApp?redirect=%2FspeakTopic`, { waitUntil: 'commit' });
    // The app's link is aborted by Chromium (no app) at a moment of its own: no navigation wait, the address is read.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/guidePage');
    await page.getByRole('heading', { name: '在无忧行App中打开' }).waitFor();
  });
});

describe('/guideApp in a plain iPhone browser', () => {
  const session = usePhonePage({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  it('shows the download page after the launch timeout', async () => {
    const { page } = session;
    session.expectErrors(/jegotrip/);
    await page.goto(`${baseUrl}/guideApp?redirect=%2FspeakTopic`, { waitUntil: 'commit' });
    // The app's link is aborted by Chromium (no app) at a moment of its own: no navigation wait, the address is read.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/guidePage');
    await page.getByRole('heading', { name: '在无忧行App中打开' }).waitFor();
  });
});
