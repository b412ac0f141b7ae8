import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recordToasts, toastShown, usePhonePage } from './support/browser';
import { DEFAULT_CHANNELS } from '@app/rules';
import { masked, sandboxPerson, signedInUser } from './support/identity';

const baseUrl = inject('baseUrl');

/** Opens /dev and follows one of its links; the page fetches a fresh sandbox token for the channel first. */
async function openFromDev(page: Page, id: string) {
  await page.goto(`${baseUrl}/dev`);
  await page.getByTestId('dev-screen').waitFor();
  await page.getByTestId(`dev-open-${id}`).click();
  await page.waitForURL((url) => url.pathname !== '/dev');
}

/** Waits until the bootstrap has stored a login, then asks the server whose it is. */
async function loggedInUser(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('USER_ID')), { timeout: 10_000 }).toBeTruthy();
  const user = await signedInUser(page);
  expect(user.code).toBe(0);
  expect(user.stored).toBe(user.userId);
  return user;
}

describe('channel logins from /dev (docs/product/identity.md’s bootstrap against the sandbox)', () => {
  const session = usePhonePage();

  it('a carrier channel exchanges its SSO token and the token leaves the address', async () => {
    const { page } = session;
    await openFromDev(page, 'carrier');
    await page.getByTestId('account-button').waitFor();
    const user = await loggedInUser(page);
    expect(user).toMatchObject({ operator: 'CMCC', mobile: masked(await sandboxPerson(baseUrl, 'source=1')) });
    expect(new URL(page.url()).search).toBe('?source=1');
  });

  it('every row of the channel table opens the app, each with its own way to log in', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/dev`);
    await page.getByTestId('dev-screen').waitFor();
    const links = page.locator('[data-testid^="dev-open-source-"]');
    expect(await links.count()).toBe(DEFAULT_CHANNELS.length);
    // Liaoning reads its token from tt: its link carries it there.
    await page.getByTestId('dev-open-source-9').click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    const user = await loggedInUser(page);
    expect(user.mobile).toBe(masked(await sandboxPerson(baseUrl, 'source=9')));
  });

  it('a Guangdong member logs in and stays', async () => {
    const { page } = session;
    await openFromDev(page, 'gd-member');
    const user = await loggedInUser(page);
    const person = await sandboxPerson(baseUrl, 'source=3&member=1');
    expect(person).toMatch(/^138/);
    expect(user.mobile).toBe(masked(person));
    // The membership check ran after the login and let the member through.
    await page.getByTestId('account-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/speakTopic');
  });

  it('a Guangdong non-member logs in and lands on /gdvip', async () => {
    const { page } = session;
    await openFromDev(page, 'gd-non-member');
    await page.waitForURL((url) => url.pathname === '/gdvip');
    await page.getByTestId('gdvip-screen').waitFor();
    const user = await loggedInUser(page);
    const person = await sandboxPerson(baseUrl, 'source=3&member=0');
    expect(person).toMatch(/^147/);
    expect(user.mobile).toBe(masked(person));
    // Checking again changes nothing for a non-member.
    await page.getByTestId('gdvip-recheck').click();
    await page.getByText('你暂未开通会员，开通后即可畅享').waitFor();
  });

  it('the group channel logs in through its uid check, Beijing and Jiangsu through their auth tokens', async () => {
    const { page } = session;
    const sources = { group: '5', beijing: '16', jiangsu: '18' };
    for (const [id, source] of Object.entries(sources)) {
      await openFromDev(page, id);
      const user = await loggedInUser(page);
      expect(user.mobile, id).toBe(masked(await sandboxPerson(baseUrl, `source=${source}`)));
      expect(user.operator, id).toBe('CMCC');
    }
  });

  it('the wyx app logs in through its bridge: native login, polling, reload', async () => {
    const { page } = session;
    await openFromDev(page, 'wyx');
    await page.getByTestId('account-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('SOCIAL_TOKEN'))).toBeNull();
    // A login-required route inside the app: the app's own login, then its user info polled once a second.
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('native-login').waitFor();
    await page.getByTestId('bridge-sim-sign-in').waitFor();
    // The token arrives within a poll; the page reloads as the app's user, on the route it asked for (the wait
    // starts before the click, so a quick reload is not missed).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '一键登录沙箱账号' }).click();
    await reloaded;
    const user = await loggedInUser(page);
    expect(user.mobile).toBe(masked(await sandboxPerson(baseUrl, 'source=wyx')));
    expect(new URL(page.url()).pathname).toBe('/releaseDynamic');
  });

  it('the wyx app’s /login waits for the app’s own sign-in', async () => {
    const { page } = session;
    await openFromDev(page, 'wyx');
    await page.getByTestId('account-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('native-login').waitFor();
    await page.getByRole('button', { name: '一键登录沙箱账号' }).click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    await loggedInUser(page);
  });

  it('the wyx app already logged in hands its user over at start', async () => {
    const { page } = session;
    await openFromDev(page, 'wyx-in');
    await loggedInUser(page);
    await page.getByTestId('account-button').waitFor();
  });

  it('the mini-program’s h5token is used directly', async () => {
    const { page } = session;
    await openFromDev(page, 'mini');
    const user = await loggedInUser(page);
    expect(user.mobile).toBe(masked(await sandboxPerson(baseUrl, 'source=h5token')));
    expect(new URL(page.url()).search).toBe('?source=h5token');
  });

  it('a store page with only its storeid logs in through the auto-login SDK', async () => {
    const { page } = session;
    await openFromDev(page, 'storeid');
    const user = await loggedInUser(page);
    expect(user.mobile).toBe(masked(await sandboxPerson(baseUrl, 'storeid=91816')));
    expect(user.operator).toBe('');
    // The store's channel flags hold as for any storeid visitor (91816: the inlet card).
    await page.getByTestId('inlet').waitFor();
  });

  it('a used entry token gives no second login: the visitor stays logged out with the reason shown', async () => {
    const { page } = session;
    const answer = await (await fetch(`${baseUrl}/dev/api/sandbox-token?source=6`)).json();
    const href = `${baseUrl}/speakTopic?source=6&h5token=${encodeURIComponent(answer.body.value)}`;
    await page.goto(href);
    await loggedInUser(page);
    const context = page.context();
    const second = await context.browser()!.newContext();
    await recordToasts(second);
    const other = await second.newPage();
    await other.goto(href);
    await toastShown(other, '登录凭证已使用，请重新进入');
    expect(await other.evaluate(() => localStorage.getItem('SOCIAL_TOKEN'))).toBeNull();
    await second.close();
  });
});
