import type { Page } from 'playwright-core';

// What the journeys share about the app: selectors and the ways a test puts the app in a situation.

export const CARD = '[data-testid="feed-card"]';

/** SPEC.md section 2's login routes. */
export const LOGIN_ROUTES = [
  '/activityEdit',
  '/activitypublisheditsucces',
  '/setactivityticket',
  '/activitycharacteristictag',
  '/editactivitydetail',
  '/releaseDynamic',
  '/location/add',
  '/growth/center',
] as const;

/**
 * Runs the page as if inside the brand's app: the bridge object BRIEF.md section 5a describes. It never
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
