import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD } from './support/app';
import { usePhonePage } from './support/browser';

const baseUrl = inject('baseUrl');
const CONSOLE = '[data-testid="debug-console"]';

async function tap(page: Page, times: number) {
  for (let i = 0; i < times; i++) await page.mouse.click(180, 400 + (i % 5) * 10);
}

describe('the hidden debug console', () => {
  const session = usePhonePage();

  async function openBlankPage(page: Page) {
    // A page without links under the taps, so tapping never navigates.
    await page.goto(`${baseUrl}/activityCalendar`);
    await page.getByText('即将开放').waitFor();
  }

  it('opens after 20 quick taps and shows logs, network and storage', async () => {
    const { page } = session;
    await openBlankPage(page);
    await page.evaluate(() => console.info('hello from e2e'));
    await tap(page, 19);
    await page.waitForTimeout(300);
    expect(await page.locator(CONSOLE).count()).toBe(0);
    await tap(page, 1);
    const panel = page.locator(CONSOLE);
    await panel.waitFor();
    await panel.getByText('hello from e2e').waitFor();
    await panel.getByRole('tab', { name: '网络' }).click();
    await panel.getByText('/api/log/v1/track').first().waitFor();
    await panel.getByRole('tab', { name: '存储' }).click();
    await panel.getByText('TRACK_VISITOR_ID').waitFor();
    await panel.getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('debug-reopen').waitFor();
    expect(await panel.count()).toBe(0);
  });

  it('stays off after 19 taps, and when a tap comes 2.1 s after the previous', async () => {
    const { page } = session;
    await openBlankPage(page);
    await tap(page, 19);
    await page.waitForTimeout(2100);
    await tap(page, 1);
    await page.waitForTimeout(300);
    expect(await page.locator(CONSOLE).count()).toBe(0);
    // The slow tap started a new sequence: 19 more complete it.
    await tap(page, 19);
    await page.locator(CONSOLE).waitFor();
  });
});

describe('images', () => {
  const session = usePhonePage();

  it('a broken image shows the default icon', async () => {
    const { page } = session;
    session.expectErrors(/status of 404/);
    await page.goto(`${baseUrl}/saveImgView?url=${encodeURIComponent('/media/demo/no-such-picture.jpg')}`);
    const fallback = page.getByTestId('image-fallback');
    await fallback.waitFor();
    expect(await fallback.locator('svg').count()).toBe(1);
    expect(await page.locator('img').count()).toBe(0);
  });
});

describe('kept screens', () => {
  const session = usePhonePage();

  it('keep their state and scroll position when left and reached again', async () => {
    const { page } = session;
    let feedCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/content/v1/pub/list')) feedCalls++;
    });
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    // Two pages down the feed.
    for (let i = 0; i < 20 && (await page.locator(CARD).count()) <= 20; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
    }
    await expect.poll(() => page.locator(CARD).count()).toBeGreaterThan(20);
    await page.evaluate(() => window.scrollTo(0, 1500));
    // Let any page in flight arrive, so what is measured is what was left.
    let last = -1;
    await expect
      .poll(
        async () => {
          const n = await page.locator(CARD).count();
          const settled = n === last;
          last = n;
          return settled;
        },
        { interval: 600 },
      )
      .toBe(true);
    const cards = await page.locator(CARD).count();
    const calls = feedCalls;
    const y = await page.evaluate(() => window.scrollY);

    // Leave through a card in view, and come back with a fresh navigation (not history back).
    await page.evaluate(() => {
      const card = [...document.querySelectorAll<HTMLElement>('[data-testid="feed-card"]')].find((c) => {
        const r = c.getBoundingClientRect();
        return r.top > 80 && r.bottom < window.innerHeight;
      });
      card?.click();
    });
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: '返回社区' }).click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    expect(await page.locator(CARD).count()).toBe(cards);
    expect(await page.getByTestId('feed-skeleton').count()).toBe(0);
    expect(feedCalls).toBe(calls);
  });
});

describe('the loading indicator', () => {
  const session = usePhonePage();

  it('shows on arrival and hides 350 ms after', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    await page.getByTestId('route-loading').waitFor({ state: 'detached' });
    await page.locator(CARD).first().click();
    const spinner = page.getByTestId('route-loading');
    await spinner.waitFor();
    const seen = Date.now();
    await spinner.waitFor({ state: 'detached' });
    expect(Date.now() - seen).toBeLessThan(1000);
  });

  it('never shows on the big picture', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/viewBigPicture?url=/media/demo/landscape-1.jpg`);
    await page.getByTestId('image-viewer').waitFor();
    expect(await page.getByTestId('route-loading').count()).toBe(0);
  });
});

describe('the invitation into the app', () => {
  const session = usePhonePage();

  it('appears at the end of the free pages of a feed outside the app', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    const dialog = page.getByTestId('open-app-dialog');
    for (let i = 0; i < 40 && !(await dialog.isVisible()); i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(250);
    }
    await dialog.waitFor();
    await dialog.getByText('查看更多精彩').waitFor();
    await dialog.getByRole('button', { name: '进入App' }).waitFor();
    // Five free pages of twenty.
    expect(await page.locator(CARD).count()).toBe(100);
    await dialog.getByRole('button', { name: '以后再说' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('open-app-more').click();
    await dialog.waitFor();
  });
});

describe('error reporting', () => {
  const session = usePhonePage();

  it('sends uncaught errors and rejections to /api/log/v1/error with release and environment', async () => {
    const { page } = session;
    session.expectErrors(/e2e: (thrown|rejected) on purpose/);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    const reports: { body: Record<string, string>; answer: unknown }[] = [];
    page.on('response', async (res) => {
      if (new URL(res.url()).pathname === '/api/log/v1/error')
        reports.push({ body: JSON.parse(res.request().postData() ?? '{}'), answer: await res.json() });
    });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: thrown on purpose');
      });
      void Promise.reject(new Error('e2e: rejected on purpose'));
    });
    await expect.poll(() => reports.length).toBe(2);
    for (const r of reports) {
      expect(r.answer).toMatchObject({ code: 0 });
      expect(r.body).toMatchObject({ environment: 'production', page: '/speakTopic' });
      expect(r.body.release).toMatch(/^web@/);
    }
    expect(reports.map((r) => r.body.message).sort()).toEqual([
      'Error: e2e: rejected on purpose',
      'Error: e2e: thrown on purpose',
    ]);
  });
});
