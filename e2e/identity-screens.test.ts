import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { animationsDone } from './support/app';
import { usePhonePage } from './support/browser';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

/** Nothing may stick out sideways at 375 px, and the page's fonts are in before the picture is taken. */
async function shoot(page: Page, name: string) {
  // The shell's loading indicator goes 350 ms after an arrival; tabs underline with a 0.2 s transition.
  await page.getByTestId('route-loading').waitFor({ state: 'detached' });
  await animationsDone(page);
  await page.evaluate(() => document.fonts.ready);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} overflows`).toBeLessThanOrEqual(375);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

describe('the sign-in screens at 375 × 667', () => {
  const session = usePhonePage();

  it('/login, both tabs', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/login?redirect=%2FspeakTopic`);
    await page.getByRole('heading', { name: '欢迎来到旅行社区' }).waitFor();
    await page.getByTestId('captcha-image').locator('img').waitFor();
    await page.getByLabel('手机号').fill('13812345678');
    await shoot(page, 'login-code');
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel('密码', { exact: true }).waitFor();
    await shoot(page, 'login-password');
  });

  it('/register', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/register`);
    await page.getByRole('heading', { name: '注册账号' }).waitFor();
    await page.getByTestId('captcha-image').locator('img').waitFor();
    await shoot(page, 'register');
  });

  it('/countrycode', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/countrycode`);
    await page.getByTestId('country-row').first().waitFor();
    await shoot(page, 'countrycode');
  });

  it('/gdvip', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/gdvip?redirect=%2FspeakTopic`);
    await page.getByRole('heading', { name: '广东移动会员专享' }).waitFor();
    await shoot(page, 'gdvip');
  });

  it('/dev', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/dev`);
    await page.getByTestId('dev-screen').waitFor();
    await shoot(page, 'dev');
  });
});
