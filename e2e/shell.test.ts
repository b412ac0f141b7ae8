import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEBUG_TAPS, LOADING_HIDE_MS } from '@app/rules';
import { CARD, installClock, pauseClock, scrollUntil } from './support/app';
import { usePhonePage } from './support/browser';
import { api, registerMember } from './support/community';

const baseUrl = inject('baseUrl');
const CONSOLE = '[data-testid="debug-console"]';
/** The console, or the marker the shell shows while its chunk loads: present as soon as the taps switch it on. */
const SWITCHED_ON = `${CONSOLE}, [data-testid="debug-console-loading"]`;
const FEED = '/api/content/v1/pub/list';

async function tap(page: Page, times: number) {
  for (let i = 0; i < times; i++) await page.mouse.click(180, 400 + (i % 5) * 10);
}

describe('the hidden debug console', () => {
  const session = usePhonePage();

  async function openBlankPage(page: Page) {
    // A page without links under the taps, so tapping never navigates: the publishing rules are plain text.
    await page.goto(`${baseUrl}/content/publishrules`);
    await page.getByRole('heading').first().waitFor();
  }

  it('opens after 20 quick taps and shows logs, network and storage', async () => {
    const { page } = session;
    // The network tab lists what the page had fetched when it opened: the page view's tracker among them.
    const tracked = page.waitForEvent('requestfinished', (req) => req.url().includes('/api/log/v1/track'));
    await openBlankPage(page);
    await tracked;
    await page.evaluate(() => console.info('hello from e2e'));
    // A click returns once the page has handled it, and the trigger switches on in that same turn: after 19
    // taps neither the console nor its loading marker may be there.
    await tap(page, 19);
    expect(await page.locator(SWITCHED_ON).count()).toBe(0);
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
    await installClock(page);
    await openBlankPage(page);
    // The page's time stands still between taps, and moves only as the test says.
    await pauseClock(page);
    await tap(page, 19);
    expect(await page.locator(SWITCHED_ON).count()).toBe(0);
    await page.clock.runFor(DEBUG_TAPS.withinMs + 100);
    await tap(page, 1);
    expect(await page.locator(SWITCHED_ON).count()).toBe(0);
    // The slow tap started a new sequence: 19 more complete it.
    await tap(page, 18);
    expect(await page.locator(SWITCHED_ON).count()).toBe(0);
    await tap(page, 1);
    await page.locator(SWITCHED_ON).first().waitFor({ state: 'attached' });
    // React reveals the loaded console on a timer of its own: time may flow again.
    await page.clock.resume();
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

  /**
   * Whether the feed's load-more sentinel is within the 600 px the list looks ahead, as an observer sees it at
   * the next frame: the list's own observer sees the same frame, so its "near the end" agrees.
   */
  const sentinelInReach = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve, reject) => {
          const sentinel = document.querySelector('[class*="_sentinel_"]');
          if (!sentinel) return reject(new Error('no load-more sentinel on the page'));
          const observer = new IntersectionObserver(
            (entries) => {
              observer.disconnect();
              resolve(entries.some((e) => e.isIntersecting));
            },
            { rootMargin: '0px 0px 600px 0px' },
          );
          observer.observe(sentinel);
        }),
    );

  it('keep their state and scroll position when left and reached again', async () => {
    const { page } = session;
    let feedCalls = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === FEED) feedCalls++;
    });
    // Every page after the first waits for the test's word, so that the list has seen where its end is before a
    // page arrives; else a page landing while the end was near asks for one more, and the feed is never still.
    const rows = new Set<string>();
    const held: (() => void)[] = [];
    let holding = true;
    let asked = 0;
    let answering = 0;
    await page.route(
      (url) => url.pathname === FEED,
      async (route) => {
        answering++;
        try {
          if (++asked > 1 && holding) await new Promise<void>((release) => held.push(release));
          const response = await route.fetch();
          const json = await response.json();
          for (const row of json.body?.rows ?? []) rows.add(row.id);
          await route.fulfill({ response, json });
        } catch (err) {
          // A test that failed early closes the page under a held request.
          if (!page.isClosed()) throw err;
        } finally {
          answering--;
        }
      },
    );
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();

    // Two pages down the feed (or more, while the top of the page still reaches the list's end): the foot asks
    // for the next page, which is let through once the list has seen its end out of reach from the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    let more = true;
    while (more) {
      await expect.poll(() => held.length).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      more = await sentinelInReach(page);
      held.shift()!();
    }
    holding = false;
    await expect.poll(() => answering).toBe(0);
    await expect.poll(() => page.locator(CARD).count()).toBe(rows.size);
    expect(rows.size).toBeGreaterThan(20);

    // Down to 1500 px, or short of where the list would ask for more.
    const y = await page.evaluate(() => {
      const sentinel = document.querySelector('[class*="_sentinel_"]')!;
      const reach = sentinel.getBoundingClientRect().top + window.scrollY - window.innerHeight - 600 - 1;
      window.scrollTo(0, Math.min(1500, reach));
      return window.scrollY;
    });
    expect(y).toBeGreaterThan(0);
    expect(await sentinelInReach(page)).toBe(false);
    const cards = await page.locator(CARD).count();
    const calls = feedCalls;

    // Leave through a card in view, and come back with a fresh navigation (not history back).
    await page.evaluate(() => {
      const card = [...document.querySelectorAll<HTMLElement>('[data-testid="feed-card"]')].find((c) => {
        const r = c.getBoundingClientRect();
        return r.top > 80 && r.bottom < window.innerHeight;
      });
      card?.click();
    });
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    // The address changes before the screen renders; the scroll is reset as it renders.
    await page.getByTestId('detail').waitFor();
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
    await installClock(page);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    const spinner = page.getByTestId('route-loading');
    await spinner.waitFor({ state: 'detached' });
    // From here the page's time moves only by runFor: the 350 ms are the page's, whatever the machine's load.
    await pauseClock(page);
    await page.locator(CARD).first().click();
    // Arrived, with the indicator on: the detail screen (or its skeleton) renders without it, and the arrival
    // turns it on again with the timer that hides it.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            !!document.querySelector('[data-testid="route-loading"]') &&
            !!document.querySelector('[data-testid="detail"], [data-testid="detail-skeleton"]'),
        ),
      )
      .toBe(true);
    await page.clock.runFor(LOADING_HIDE_MS - 1);
    expect(await spinner.count()).toBe(1);
    await page.clock.runFor(1);
    await spinner.waitFor({ state: 'detached' });
  });

  it('never shows on the big picture', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/viewBigPicture?url=/media/demo/lake-22.jpg`);
    await page.getByTestId('image-viewer').waitFor();
    expect(await page.getByTestId('route-loading').count()).toBe(0);
  });
});

describe('the invitation into the app', () => {
  const session = usePhonePage();

  // Five free pages need more than a hundred posts in the feed, whatever the demo holds: this file makes its own,
  // a few members each under the per-minute publishing cap.
  beforeAll(async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember(baseUrl)));
    await Promise.all(
      members.map(async (m, i) => {
        for (let n = 0; n < 18; n++)
          await api(
            baseUrl,
            '/api/service/content/v1/pvt/publish',
            { type: 'dynamic', text: `第${i + 1}组的第${n + 1}条旅行小记` },
            m.token,
          );
      }),
    );
  }, 120_000);

  it('appears at the end of the free pages of a feed outside the app', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    const dialog = page.getByTestId('open-app-dialog');
    await scrollUntil(page, () => dialog.isVisible());
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
