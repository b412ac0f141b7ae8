import { expect } from 'vitest';
import type { Page } from 'playwright-core';

// What the journeys share about the app: selectors and the ways a test puts the app in a situation.

export const CARD = '[data-testid="feed-card"]';

/** docs/product/shell.md's login routes and those added since: the app's own list, so a new one is tested too. */
export { LOGIN_ROUTES } from '../../apps/web/src/lib/login-routes';

/**
 * Runs the page as if inside the brand's app: the bridge object docs/product/identity.md describes. It never
 * hands out a token, so a native login waits; `window.__bridgeCalls` counts what the page asked of it.
 */
export async function insideNativeApp(page: Page) {
  await page.addInitScript(() => {
    const calls = { login: 0, getUserInfo: 0 };
    Object.assign(window, {
      __bridgeCalls: calls,
      NativeBridge: {
        getUserInfo: () => {
          calls.getUserInfo++;
          return null;
        },
        login: () => {
          calls.login++;
        },
        openUrl: () => {},
      },
    });
  });
}

/** A stored login whose token the server has never issued. */
export async function withStaleLogin(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-stale-login')) return;
    sessionStorage.setItem('e2e-stale-login', '1');
    localStorage.setItem('SOCIAL_TOKEN', 'not-a-token-the-server-issued');
    localStorage.setItem('USER_ID', '424242');
    localStorage.setItem('SOCIAL_OPEN_ID', 'open-id');
  });
}

export const search = (page: Page) => new URL(page.url()).searchParams;

/**
 * Scrolls to the foot of the page until `done` holds: each scroll lets a list's load-more sentinel ask for its
 * next page, and the poll (not a pause) waits for what that brings.
 */
export async function scrollUntil(page: Page, done: () => Promise<boolean>, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return false;
      },
      { timeout, interval: 100, message: 'scrolled to the foot until the condition held' },
    )
    .toBe(true);
}

/**
 * Waits for every finite animation and transition running on the page to end (endless ones, a spinner's, are
 * left alone). Reading the list first brings the page's styles up to date, so a transition just set off counts.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) =>
          a.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ),
  );
}

/**
 * Fakes the page's clock (timers, Date, performance.now) from its next load on; time still flows until
 * `pauseClock`. Timers the test means to step through then run only on page.clock.runFor.
 */
export async function installClock(page: Page) {
  await page.clock.install();
}

/**
 * Returns once the page has run the work queued before this call. A message posted now arrives after every
 * message posted before it, and React runs a render's effects (where a screen starts its timers) from such a
 * message; with the page's clock paused React never yields, so they have all run by then.
 */
export async function afterQueuedWork(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Stops the page's (installed) clock: from now on time moves only by page.clock.runFor. */
export async function pauseClock(page: Page) {
  // A second ahead of the real time: pauseAt may only move the page's clock forward.
  await page.clock.pauseAt(Date.now() + 1000);
}
