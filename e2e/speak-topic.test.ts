import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { insideNativeApp, scrollUntil } from './support/app';
import { usePhonePage } from './support/browser';
import { gradientPng, publishDynamic, registerMember, uploadImage } from './support/community';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const CARD = '[data-testid="feed-card"]';
const PAGE_SIZE = 20;
const HAN = /[\u4e00-\u9fff]/;

/** Places for the titles of this file's own page of the feed. */
const PLACES = ['西湖', '鼓浪屿', '洱海', '黄山', '凤凰古城', '乌镇', '稻城亚丁', '张家界', '青海湖', '漓江'];

// The feed's first page is its newest content, whoever published it: this file publishes its own page first,
// Chinese words and real pictures, rather than count on what other files have (or have not yet) published.
beforeAll(async () => {
  const author = await registerMember(baseUrl);
  const pictures = [
    await uploadImage(baseUrl, author, gradientPng(300, 400, '#ffd6a5', '#ff7a59')),
    await uploadImage(baseUrl, author, gradientPng(400, 300, '#a0c4ff', '#1d3557')),
  ];
  for (let i = 0; i < PAGE_SIZE; i++) {
    const place = PLACES[i % PLACES.length]!;
    await publishDynamic(baseUrl, author, {
      title: `${place}${i < PLACES.length ? '一日游' : '慢行记'}`,
      text: `在${place}走了一整天，风景和美食都值得再来。`,
      images: [pictures[i % 2]],
    });
  }
}, 60_000);

describe('/speakTopic, the community feed', () => {
  const session = usePhonePage();

  it('shows its newest cards in Chinese with loaded images, loads more on scroll, and stays in two balanced columns', async () => {
    const { page } = session;
    const feedCalls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      // The page-view tracker does not count (docs/product/budgets.md: "the tracker aside").
      if (path.startsWith('/api/') && path !== '/api/log/v1/track') feedCalls.push(path);
    });

    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();

    // The first view is one API call (docs/product/budgets.md: at most 3, none waiting on another).
    expect(feedCalls).toEqual(['/api/content/v1/pub/list']);

    // The grid commits its first screen's cards, then the rest of the page (ui/waterfall.tsx).
    await expect.poll(() => page.locator(CARD).count()).toBe(PAGE_SIZE);
    const texts = await page.locator(`${CARD} h2`).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(HAN);

    // Every cover in the first screen has really loaded (not a fallback icon, not a broken image).
    await page.waitForFunction(
      (sel) => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)].filter(
          (img) => img.getBoundingClientRect().top < window.innerHeight,
        );
        return imgs.length >= 2 && imgs.every((img) => img.complete && img.naturalWidth > 0);
      },
      CARD,
      { timeout: 15_000 },
    );

    // Two columns of comparable height: the shorter one is never behind by more than one card.
    const columns = await page.evaluate((sel) => {
      const lefts = new Map<number, number>();
      let tallest = 0;
      for (const card of document.querySelectorAll(sel)) {
        const r = card.getBoundingClientRect();
        lefts.set(Math.round(r.left), Math.max(lefts.get(Math.round(r.left)) ?? 0, r.bottom + window.scrollY));
        tallest = Math.max(tallest, r.height);
      }
      return { bottoms: [...lefts.values()], tallest };
    }, CARD);
    expect(columns.bottoms).toHaveLength(2);
    const [a = 0, b = 0] = columns.bottoms;
    expect(Math.abs(a - b)).toBeLessThanOrEqual(columns.tallest);

    // Nothing sticks out sideways at 375 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'speak-topic.png') });

    // Scrolling to the bottom brings the next keyset page.
    await scrollUntil(page, async () => (await page.locator(CARD).count()) > PAGE_SIZE);
    expect(feedCalls.filter((p) => p === '/api/content/v1/pub/list').length).toBeGreaterThanOrEqual(2);
  });

  it('switches to the hot tab and keeps it in the address', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    await page.getByRole('tab', { name: '热门' }).click();
    await page.waitForURL(/[?&]tab=hot/);
    await expect.poll(() => page.getByRole('tab', { name: '热门' }).getAttribute('aria-selected')).toBe('true');
    await page.locator(CARD).first().waitFor();
  });

  it('redirects unknown paths to /speakTopic keeping the query', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/no/such/page?storeid=91816&showTopBar=1`);
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    expect(new URL(page.url()).search).toBe('?storeid=91816&showTopBar=1');
    await page.locator(CARD).first().waitFor();
  });

  it('opens /dynamicDetails?id= from a card', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    const card = page.locator(CARD).first();
    await card.waitFor();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    expect(href).toMatch(/^\/dynamicDetails\?id=\w+/);
    await page.getByTestId('detail').waitFor();
  });

  it('reaches the end of the feed and says so (inside the app, where no page is held back)', async () => {
    const { page } = session;
    await insideNativeApp(page);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    const end = page.getByText('没有更多了');
    await scrollUntil(page, () => end.isVisible(), 45_000);
    const ids = await page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));
    expect(ids.length).toBeGreaterThan(PAGE_SIZE * 5);
    expect(await page.getByTestId('open-app-dialog').count()).toBe(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows an error state whose retry loads the feed', async () => {
    const { page } = session;
    let failing = true;
    await page.route('**/api/content/v1/pub/list', (route) =>
      failing ? route.fulfill({ json: { code: 1, msg: '网络繁忙，请稍后再试' } }) : route.continue(),
    );
    await page.goto(`${baseUrl}/speakTopic`);
    await page.getByText('网络繁忙，请稍后再试').waitFor();
    expect(await page.locator(CARD).count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.locator(CARD).first().waitFor();
  });

  it('shows an empty state when there is nothing yet', async () => {
    const { page } = session;
    await page.route('**/api/content/v1/pub/list', (route) =>
      route.fulfill({ json: { code: 0, msg: '成功', body: { rows: [], nextCursor: null } } }),
    );
    await page.goto(`${baseUrl}/speakTopic`);
    await page.getByText('还没有内容').waitFor();
  });

  it('hides the top bar for channels that bring their own (showTopBar=0)', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?showTopBar=0`);
    await page.locator(CARD).first().waitFor();
    expect(await page.locator('header h1').count()).toBe(0);
    // Nothing of ours sits above the content: the search entry comes first, and once scrolled past it the tabs
    // stick to the very top (not under a bar that is not there).
    expect(await page.getByTestId('search-entry').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(16);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.getByRole('tablist').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });
});
