import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_OPEN_FALLBACK_MS } from '@app/rules';
import { afterQueuedWork, insideNativeApp, installClock, pauseClock } from './support/app';
import { usePhonePage } from './support/browser';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN';

/** Three pictures of the demo feed, as the server serves them. */
async function demoPictures(): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/content/v1/pub/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The demo authors' posts: other e2e files publish into the same feed.
    body: JSON.stringify({ sort: 'new', pageSize: 20, userId: 'demo0001' }),
  });
  const { body } = (await res.json()) as { body: { rows: { images: { url: string }[] }[] } };
  const urls = [...new Set(body.rows.flatMap((r) => r.images.map((i) => i.url)))];
  return urls.slice(0, 3);
}

const [ANDROID_FALLBACK_MS] = APP_OPEN_FALLBACK_MS;
const pathname = (page: Page) => page.evaluate(() => window.location.pathname);

const scaleOf = (page: Page) => page.getByTestId('viewer-current').getAttribute('data-scale').then(Number);

async function drag(page: Page, fromX: number, toX: number) {
  await page.mouse.move(fromX, 330);
  await page.mouse.down();
  await page.mouse.move((fromX + toX) / 2, 332, { steps: 4 });
  await page.mouse.move(toX, 334, { steps: 4 });
  await page.mouse.up();
}

describe('/viewBigPicture', () => {
  const session = usePhonePage();
  let pictures: string[] = [];
  beforeAll(async () => {
    pictures = await demoPictures();
    expect(pictures).toHaveLength(3);
  });

  it('shows the pictures of the address, swipes between them and zooms', async () => {
    const { page } = session;
    const query = pictures.map((u) => `url=${encodeURIComponent(u)}`).join('&');
    await page.goto(`${baseUrl}/viewBigPicture?${query}&index=1`);
    const counter = page.getByTestId('viewer-counter');
    await expect.poll(() => counter.textContent()).toBe('2 / 3');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="viewer-current"] img');
      // Loaded and faded in.
      return !!img && img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1';
    });
    expect(await page.locator('header').count()).toBe(0);

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'view-big-picture.png') });

    await drag(page, 300, 60);
    await expect.poll(() => counter.textContent()).toBe('3 / 3');
    // The last picture stays the last.
    await drag(page, 300, 60);
    await expect.poll(() => counter.textContent()).toBe('3 / 3');
    await drag(page, 60, 300);
    await expect.poll(() => counter.textContent()).toBe('2 / 3');

    // Double tap zooms in, and out again.
    await page.mouse.dblclick(187, 333);
    await expect.poll(() => scaleOf(page)).toBe(2.5);
    await page.mouse.dblclick(187, 333);
    await expect.poll(() => scaleOf(page)).toBe(1);

    // Two fingers spreading apart zoom the picture, not the page.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    await touch('touchStart', [
      { x: 160, y: 330 },
      { x: 215, y: 330 },
    ]);
    for (let i = 1; i <= 5; i++)
      await touch('touchMove', [
        { x: 160 - i * 20, y: 330 },
        { x: 215 + i * 20, y: 330 },
      ]);
    await touch('touchEnd', []);
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(2);
    expect(await counter.textContent()).toBe('2 / 3');
  });

  it('takes its list from the navigation state and closes back to where it came from', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await page.evaluate((images) => {
      window.history.pushState({ usr: { images, index: 2 }, key: 'e2e', idx: 1 }, '', '/viewBigPicture');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, pictures);
    await expect.poll(() => page.getByTestId('viewer-counter').textContent()).toBe('3 / 3');
    await page.getByRole('button', { name: '关闭' }).click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
  });
});

describe('/saveImgView and /guidePage', () => {
  const session = usePhonePage();

  it('shows one picture to keep, with a download link', async () => {
    const { page } = session;
    const [picture] = await demoPictures();
    await page.goto(`${baseUrl}/saveImgView?url=${encodeURIComponent(picture!)}`);
    await page.getByText('长按图片保存到相册').waitFor();
    expect(await page.getByRole('link', { name: '保存图片' }).getAttribute('href')).toBe(picture);
    await page.waitForFunction(() => [...document.images].some((i) => i.complete && i.naturalWidth > 0));
  });

  it('/guidePage invites into the app', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/guidePage`);
    await page.getByRole('heading', { name: '在无忧行App中打开' }).waitFor();
    await page.getByRole('button', { name: '打开App' }).waitFor();
    expect(await page.getByTestId('route-loading').count()).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'guide-page.png') });
  });
});

describe('/guideApp', () => {
  const session = usePhonePage();

  it('opens the app by its link and, still here after the fallback time, offers the download page', async () => {
    const { page } = session;
    // Headless Chromium has no app for the scheme and says so on the console.
    session.expectErrors(/jegotrip/);
    // The page's time stands still from its first script on: the fallback timer runs when the test says.
    await installClock(page);
    await pauseClock(page);
    // The page follows the app's link as soon as it renders, and Chromium aborts that navigation (no app) at a
    // moment of its own; Playwright reports the abort to whichever navigation wait is running then. So no wait
    // here is a navigation wait: the load is awaited up to its commit, the rest by what the page shows.
    await page.goto(`${baseUrl}/guideApp?redirect=${encodeURIComponent('/dynamicDetails?id=1')}`, {
      waitUntil: 'commit',
    });
    await page.getByText('正在打开无忧行App…').first().waitFor();
    // The link is followed and the timers started in an effect after the screen renders.
    await afterQueuedWork(page);
    expect(await pathname(page)).toBe('/guideApp');
    // Android: 2 s, then the download page (our /guidePage unless APP_DOWNLOAD_URL says otherwise).
    await page.clock.runFor(ANDROID_FALLBACK_MS);
    await expect.poll(() => pathname(page)).toBe('/guidePage');
    await page.getByRole('heading', { name: '在无忧行App中打开' }).waitFor();
  });

  it('goes straight to the page inside the app', async () => {
    const { page } = session;
    await insideNativeApp(page);
    await page.goto(`${baseUrl}/guideApp?redirect=${encodeURIComponent('/dynamicDetails?id=1')}`);
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    expect(new URL(page.url()).searchParams.get('id')).toBe('1');
  });
});

describe('inside WeChat', () => {
  const session = usePhonePage({ userAgent: WECHAT_UA });

  it('/guideApp shows how to open the page in a browser first', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/guideApp?redirect=%2FspeakTopic`);
    await page.waitForURL((url) => url.pathname === '/guidePage');
    await page.getByTestId('wechat-guide').getByText('选择「在浏览器打开」').waitFor();
  });
});
