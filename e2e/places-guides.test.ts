import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TREASURE_FORMULA } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { picturesInViewLoaded, usePhonePage } from './support/browser';
import { api, gradientPng, registerMember, signInAs, uploadImage, type Member } from './support/community';

// docs/product/places.md's guides and rankings in Chromium: a member's guide of Shanghai read and liked by another, the
// billboard and the treasure ranking with their rules, the destination's information, and a place picked on
// /location/basics (nearby, from the browser's position at the Bund) coming back to the /releaseDynamic draft.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
/** The Bund, Shanghai (WGS-84). */
const BUND = { latitude: 31.2402, longitude: 121.4903 };

let author: Member;
let reader: Member;
let shanghai = '';
let articleId = '';
const title = '上海两日漫步：外滩、武康路与老城厢';
const text =
  '第一天从外滩开始，清晨的江边人少，适合拍对岸的天际线。\n\n中午去豫园附近的老城厢吃生煎，下午沿武康路慢慢走。\n\n第二天留给博物馆和咖啡馆，晚上再回外滩看灯光。';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The route's loading indicator gone (350 ms after navigating), fonts and pictures settled: what a reader sees.
  await expect.poll(() => page.getByTestId('route-loading').count()).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await picturesInViewLoaded(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

beforeAll(async () => {
  author = await registerMember(baseUrl);
  reader = await registerMember(baseUrl);
  const match = await api<{ rows: { id: number; name: string }[] }>(
    baseUrl,
    '/api/destination/v1/matchNewDestinations',
    { keyword: '上海' },
  );
  shanghai = String(match.rows.find((r) => r.name === '上海')!.id);
  const cover = await uploadImage(baseUrl, author, gradientPng(400, 300, '#9ecbff', '#2b4c7e'), 'bund.png');
  ({ id: articleId } = await api<{ id: string }>(
    baseUrl,
    '/api/service/content/v1/pvt/publish',
    { type: 'article', title, text, images: [cover], destinationId: shanghai },
    author.token,
  ));
});

describe('a destination’s guides, rankings and information', () => {
  const session = usePhonePage();

  it('opens Shanghai’s guides, reads the member’s guide and likes it', async () => {
    const { page } = session;
    await signInAs(page.context(), reader);
    await page.goto(`${baseUrl}/strategyList?destinationId=${shanghai}`);
    const screen = page.getByTestId('strategy-list');
    await expect.poll(() => screen.getByTestId('destination-heading').textContent()).toBe('上海攻略');
    const card = screen.locator(`[data-testid="guide-card"][data-content-id="${articleId}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(title);
    await shot(page, 'strategy-list');

    await card.click();
    await page.waitForURL((url) => url.pathname === '/articleDetails' && url.searchParams.get('id') === articleId);
    await expect.poll(() => page.getByTestId('article-title').textContent()).toBe(title);
    expect(await page.getByTestId('article-destination').textContent()).toBe('上海攻略');
    // The article's paragraphs, and the community's comments and bar under it.
    expect(await page.getByTestId('article-body').locator('p').count()).toBe(3);
    const like = page.getByTestId('like-button');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await shot(page, 'article-details');

    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');
    // The like is the server's: it is there after a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the billboard with its rule, ranked by popularity, and filters it by kind', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/strategyList?destinationId=${shanghai}`);
    await page.getByTestId('destination-nav-billboard').click();
    await page.waitForURL((url) => url.pathname === '/billboardList');
    // Kept-alive screens stay in the page when left: each is read inside its own root.
    const screen = page.getByTestId('billboard');
    await expect.poll(() => screen.getByTestId('destination-heading').textContent()).toBe('上海必去榜');
    expect(await screen.getByTestId('rank-rule').textContent()).toContain('按地点人气值从高到低排列');
    const rows = screen.getByTestId('billboard-row');
    await rows.first().waitFor();
    expect(await rows.first().getAttribute('data-rank')).toBe('1');
    expect(await rows.first().textContent()).toContain('人气');
    const names = await rows.locator('h3').allTextContents();
    expect(names).toContain('外滩');
    await shot(page, 'billboard-list');

    await screen.getByRole('tab', { name: '美食' }).click();
    await expect.poll(async () => (await rows.locator('h3').allTextContents()).includes('外滩')).toBe(false);
  });

  it('shows the treasure ranking with its formula and where the viewer stands', async () => {
    const { page } = session;
    await signInAs(page.context(), author);
    await page.goto(`${baseUrl}/rankList?destinationId=${shanghai}`);
    const screen = page.getByTestId('rank-list');
    await expect.poll(() => screen.getByTestId('destination-heading').textContent()).toBe('上海宝藏达人');
    await expect.poll(() => screen.getByTestId('rank-rule').textContent()).toContain(TREASURE_FORMULA);
    await expect.poll(() => screen.getByTestId('treasure-mine').textContent()).toContain('我的排名');
    await shot(page, 'rank-list');
  });

  it('shows the destination’s information with its newest articles', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/destination/information?destinationId=${shanghai}`);
    const screen = page.getByTestId('destination-information');
    await screen.getByTestId('destination-facts').waitFor();
    expect(await screen.getByTestId('destination-facts').textContent()).toContain('国内');
    await screen.locator(`[data-testid="guide-card"][data-content-id="${articleId}"]`).waitFor();
    await shot(page, 'destination-information');
  });
});

describe('picking a place for a post on /location/basics', () => {
  const session = usePhonePage({ geolocation: BUND, permissions: ['geolocation'] });

  it('offers what is near the Bund, searches as you type, and brings the choice back to the draft', async () => {
    const { page } = session;
    await signInAs(page.context(), author);
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('release-text').fill('外滩的夜景');
    await page.getByTestId('release-place').click();
    await page.waitForURL((url) => url.pathname === '/location/basics');

    // Nearby first: the browser's position is at the Bund, so the city is Shanghai and the nearest place the Bund.
    await expect.poll(() => page.getByTestId('picker-context').textContent()).toBe('当前位置：上海');
    const nearby = page.getByTestId('nearby-places').getByTestId('place-option');
    await nearby.first().waitFor();
    expect(await nearby.first().textContent()).toContain('外滩');
    await shot(page, 'location-basics');

    // Typing searches places around the position and cities by any spelling.
    await page.getByTestId('place-search').fill('豫园');
    const found = page.getByTestId('place-results').getByTestId('place-option');
    await found.first().waitFor();
    expect(await found.first().textContent()).toContain('豫园');
    await shot(page, 'location-basics-search');
    await found.first().click();

    await page.waitForURL((url) => url.pathname === '/releaseDynamic');
    await expect.poll(() => page.getByTestId('release-place').textContent()).toContain('豫园');
    // The draft kept the words and now holds the place with its POI.
    expect(await page.getByTestId('release-text').inputValue()).toBe('外滩的夜景');
    expect(await page.getByText('已恢复上次未发布的草稿').count()).toBe(0);
    await page.waitForFunction((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { placeName?: string; poiId?: string } | null;
      return stored?.placeName?.includes('豫园') === true && /^\d+$/.test(stored.poiId ?? '');
    }, `community:release-draft:${author.userId}`);
    await shot(page, 'release-with-place');

    // Publishing sends the POI: the dynamic's detail names the place.
    await expect
      .poll(() => page.getByTestId('filter-verdict').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('pass');
    await page.getByTestId('publish-button').click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails', { timeout: 15_000 });
    const id = new URL(page.url()).searchParams.get('id')!;
    const detail = await api<{ placeName: string; poiId: string | null }>(
      baseUrl,
      '/api/content/v1/pub/queryDetail',
      { id },
      author.token,
    );
    expect(detail.placeName).toContain('豫园');
    expect(detail.poiId).toMatch(/^\d+$/);
  });
});

describe('the place picker without the browser’s position', () => {
  const session = usePhonePage();

  it('offers the current destination’s popular places, and a pick starts a post about it', async () => {
    const { page } = session;
    await signInAs(page.context(), author);
    // The destination last looked at is the current one.
    await page.goto(`${baseUrl}/billboardList?destinationId=${shanghai}`);
    await page.getByTestId('billboard').getByTestId('billboard-row').first().waitFor();
    await page.goto(`${baseUrl}/location/basics`);
    await expect.poll(() => page.getByTestId('picker-context').textContent()).toBe('未开启定位，为你推荐上海的地点');
    const popular = page.getByTestId('popular-places').getByTestId('place-option');
    await popular.first().waitFor();
    // The most popular first: the Bund, as on the billboard.
    expect(await popular.first().textContent()).toMatch(/^外滩/);
    await shot(page, 'location-basics-no-position');
    await popular.first().click();
    await page.waitForURL((url) => url.pathname === '/releaseDynamic');
    await expect.poll(() => page.getByTestId('release-place').textContent()).toContain('外滩');
  });
});
