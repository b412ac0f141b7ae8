import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { search } from './support/app';
import { toastShown, usePhonePage } from './support/browser';
import { masked, newMobile, requestAndTypeSmsCode, signedInUser, trackCaptchas } from './support/identity';

const baseUrl = inject('baseUrl');
const PASSWORD = 'trip2025go';

const stored = (page: Page) => page.evaluate(() => ['SOCIAL_TOKEN', 'USER_ID'].map((k) => localStorage.getItem(k)));

/**
 * Logs out through the account sheet: the feed's avatar opens one's own home, whose settings button opens the
 * sheet (loading the feed first unless the visitor is there).
 */
async function logOutFromHome(page: Page) {
  if (new URL(page.url()).pathname !== '/speakTopic') await page.goto(`${baseUrl}/speakTopic`);
  await page.getByTestId('account-button').click();
  await page.waitForURL((url) => url.pathname === '/personHome');
  await page.getByTestId('account-settings').click();
  await page.getByTestId('account-sheet').waitFor();
  // Who is signed in, by nickname and masked phone: never a raw internal id.
  expect(await page.getByTestId('account-sheet').textContent()).not.toMatch(/用户ID/);
  await page.getByTestId('logout').click();
  // The confirm dialog: its confirm button says 退出登录 too.
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await toastShown(page, '已退出登录');
  // Back to the feed inside the app (a reload would lose the kept mobile, which lives in memory).
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL((url) => url.pathname === '/speakTopic');
  await page.getByTestId('account-login').waitFor();
}

describe('phone accounts', () => {
  const session = usePhonePage();

  it('register from a login-required route, land back on it, log out, log in by password and by code', async () => {
    const { page } = session;
    const captchas = trackCaptchas(page, baseUrl);
    const mobile = newMobile();

    await page.goto(`${baseUrl}/releaseDynamic?storeid=91923`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(search(page).get('redirect')).toBe('/releaseDynamic?storeid=91923');
    await page.getByTestId('go-register').click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(search(page).get('redirect')).toBe('/releaseDynamic?storeid=91923');

    await page.getByLabel('手机号').fill(mobile);
    await requestAndTypeSmsCode(page, baseUrl, captchas, mobile, 'register');
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    // The agreement is unticked: registering asks for consent first.
    await page.getByTestId('register-submit').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '同意并继续' }).click();

    await page.waitForURL((url) => url.pathname === '/releaseDynamic');
    expect(search(page).get('storeid')).toBe('91923');
    const registered = await signedInUser(page);
    expect(registered).toMatchObject({ code: 0, mobile: masked(mobile) });
    expect(registered.stored).toBe(registered.userId);

    await logOutFromHome(page);
    expect(await stored(page)).toEqual([null, null]);
    await page.getByTestId('account-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(search(page).get('redirect')).toBe('/speakTopic');

    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    await page.getByTestId('account-button').waitFor();
    expect(await signedInUser(page)).toMatchObject({ code: 0, userId: registered.userId });

    // Logout keeps country and mobile for the next sign-in (docs/product/identity.md).
    await logOutFromHome(page);
    await page.getByTestId('account-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByLabel('手机号').inputValue()).toBe(mobile);

    // Another phone by SMS code: unknown to the server, so it is registered on the spot.
    const other = newMobile();
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号').fill(other);
    await requestAndTypeSmsCode(page, baseUrl, captchas, other, 'login');
    await page.getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    const byCode = await signedInUser(page);
    expect(byCode).toMatchObject({ code: 0, mobile: masked(other) });
    expect(byCode.userId).not.toBe(registered.userId);
  });

  it('resets a password with an SMS code and logs in with the new one', async () => {
    const { page } = session;
    const captchas = trackCaptchas(page, baseUrl);
    const mobile = newMobile();
    await page.goto(`${baseUrl}/login?redirect=%2FpersonHome`);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('reset-screen').waitFor();
    await page.getByLabel('手机号').fill(mobile);
    await requestAndTypeSmsCode(page, baseUrl, captchas, mobile, 'reset');
    await page.getByLabel('密码', { exact: true }).fill('short');
    await page.getByTestId('reset-submit').click();
    await toastShown(page, '密码需为8-64位，并同时包含字母和数字');
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL((url) => url.pathname === '/personHome');
    expect(await signedInUser(page)).toMatchObject({ code: 0, mobile: masked(mobile) });
  });

  it('refuses a wrong SMS code with the server’s reason, keeping the visitor logged out', async () => {
    const { page } = session;
    const captchas = trackCaptchas(page, baseUrl);
    const mobile = newMobile();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('手机号').fill(mobile);
    await requestAndTypeSmsCode(page, baseUrl, captchas, mobile, 'login');
    // The send counts down from the server's resendAfter.
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/^\d+s后重发$/);
    const right = await page.getByLabel('短信验证码').inputValue();
    await page.getByLabel('短信验证码').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await toastShown(page, '验证码错误或已失效');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await stored(page)).toEqual([null, null]);
  });

  it('picks a calling code by pinyin initials and brings it back to the form', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('country-code').click();
    await page.waitForURL((url) => url.pathname === '/countrycode');
    // China first.
    await expect.poll(() => page.getByTestId('country-row').first().textContent()).toContain('中国');
    await page.getByRole('searchbox').fill('xg');
    await page.getByTestId('country-row').filter({ hasText: '香港' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByTestId('country-code').textContent()).toBe('+852');
    // The generic rule now applies: 8 digits are a phone in Hong Kong.
    await page.getByLabel('手机号').fill('61234567');
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel('密码', { exact: true }).fill('whatever1');
    await page.getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await toastShown(page, '手机号或密码错误');
  });
});
