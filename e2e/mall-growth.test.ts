import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, search } from './support/app';
import { picturesInViewLoaded, usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, signInAs, type Member } from './support/community';
import { newMobile, requestAndTypeSmsCode, trackCaptchas } from './support/identity';

// docs/product/mall.md's journey in Chromium: a coupon claimed on /poimall (an anonymous visitor is sent to sign in and brought
// back), the SKU sheet's prices and stock, buying handed to the brand's app; then a dynamic published, the daily task
// finished on /growth/center, its reward claimed and the balance moved, today's sign-in, a second one refused.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

type ProductRow = { id: string; title: string; poiId: string | null };
type CouponRow = { id: string; title: string; state: string; remaining: number };

let member: Member;
let poiId = '';
let product: ProductRow;

/** The demo POI with the most to show: the Palace Museum's products and coupons (the mall's demo content). */
beforeAll(async () => {
  member = await registerMember(baseUrl);
  const found = await api<{ rows: ProductRow[] }>(baseUrl, '/api/product/search', { keyword: '故宫博物院门票' });
  product = found.rows.find((r) => r.poiId !== null)!;
  expect(product).toBeDefined();
  poiId = product.poiId!;
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** A coupon of the POI that plenty are left of, so other runs and files cannot empty it under this one. */
async function roomyCoupon(): Promise<CouponRow> {
  const { rows } = await api<{ rows: CouponRow[] }>(baseUrl, '/api/ls/v1/destination/poiCoupon', { poiId });
  const coupon = rows.filter((c) => c.state === 'claimable').sort((a, b) => b.remaining - a.remaining)[0];
  if (!coupon) throw new Error(`no claimable coupon at POI ${poiId}`);
  return coupon;
}

const couponOf = (page: Page, id: string) => page.locator(`[data-testid="coupon"][data-coupon-id="${id}"]`);
const points = (page: Page) => page.getByTestId('growth-points').textContent().then(Number);

describe('/poimall', () => {
  const session = usePhonePage();

  it('sends an anonymous visitor who claims a coupon to sign in, and claims it on the way back', async () => {
    const { page } = session;
    const captchas = trackCaptchas(page, baseUrl);
    const coupon = await roomyCoupon();
    await page.goto(`${baseUrl}/poimall?poiId=${poiId}`);
    await couponOf(page, coupon.id).waitFor();
    await couponOf(page, coupon.id).getByTestId('coupon-claim').click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(search(page).get('redirect')).toBe(`/poimall?poiId=${poiId}`);
    const mobile = newMobile();
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    // The captcha's answer is read from its response, which the page may draw before the tracker has opened it.
    await expect.poll(() => captchas.count()).toBeGreaterThan(0);
    await requestAndTypeSmsCode(page, baseUrl, captchas, mobile, 'login');
    await page.getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();

    await page.waitForURL((url) => url.pathname === '/poimall' && url.searchParams.get('poiId') === poiId);
    // The tap is kept across the login: back on the page, the claim is made without a second tap.
    const item = couponOf(page, coupon.id);
    await expect.poll(() => item.getAttribute('data-state')).toBe('claimed');
    expect(await item.getByTestId('coupon-claim').textContent()).toBe('已领取');
  });

  it('claims a coupon once, shows prices in their currency, and opens the SKU sheet with price and stock', async () => {
    const { page } = session;
    await signInAs(page.context(), member);
    const coupon = await roomyCoupon();
    await page.goto(`${baseUrl}/poimall?poiId=${poiId}`);
    await page.getByTestId('poimall-header').getByText('故宫').waitFor();
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('hotel').first().waitFor();
    // Prices carry docs/product/mall.md symbols: this POI sells in CNY.
    expect(await page.getByTestId('product-card').first().textContent()).toMatch(/¥\d+(\.\d\d)?起/);

    const item = couponOf(page, coupon.id);
    await item.getByTestId('coupon-claim').click();
    await expect.poll(() => item.getAttribute('data-state')).toBe('claimed');
    // The server holds it: a second claim through the API is refused with its words.
    await expect(
      api(baseUrl, '/api/service/marketing/v1/getCoupon', { couponId: coupon.id }, member.token),
    ).rejects.toThrow('answered 1 您已领取过该优惠券');
    await page.evaluate(() => window.scrollTo(0, 0));
    await picturesInViewLoaded(page);
    // The claim's toast has gone (it lives 1000 ms), so the picture shows the page.
    await page.waitForFunction(() => !document.querySelector('body > [role="status"]'));
    await page.screenshot({ path: join(SCREENSHOTS, 'poimall.png') });

    await page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`).click();
    const sheet = page.getByTestId('sku-sheet');
    await sheet.getByTestId('sku-option').first().waitFor();
    // The first SKU in stock is chosen: its price and stock show, and the total follows the count.
    await expect.poll(() => sheet.getByTestId('sku-stock').textContent()).toMatch(/库存\d+件|仅剩\d+件/);
    const adult = await sheet.getByTestId('sku-price').textContent();
    await sheet.getByRole('button', { name: '儿童' }).click();
    await expect.poll(() => sheet.getByTestId('sku-price').textContent()).not.toBe(adult);
    const child = (await sheet.getByTestId('sku-unit-price').textContent()) ?? '';
    expect(child).toMatch(/^¥\d+\.\d\d$/);
    await sheet.getByRole('button', { name: '增加' }).click();
    await expect.poll(() => sheet.getByTestId('sku-count').textContent()).toBe('2');
    const unit = Number(child.replace(/[^\d.]/g, ''));
    await expect.poll(() => sheet.getByTestId('sku-total').textContent()).toBe(`¥${(unit * 2).toFixed(2)}`);
    await animationsDone(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'poimall-sku-sheet.png') });

    // Outside the app, buying opens the app through the open-app dialog, which names the product.
    await sheet.getByTestId('sku-buy').click();
    const dialog = page.getByTestId('open-app-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(product.title);
    expect(await dialog.textContent()).toContain('儿童');
  });

  it('shows a coupon none are left of as gone', async () => {
    const { page } = session;
    const { rows } = await api<{ rows: CouponRow[] }>(baseUrl, '/api/ls/v1/destination/poiCoupon', { poiId });
    // The demo's nearly gone coupon: a few more members take what is left.
    const scarce = rows.filter((c) => c.state === 'claimable').sort((a, b) => a.remaining - b.remaining)[0]!;
    expect(scarce.remaining).toBeLessThanOrEqual(3);
    for (let i = 0; i < scarce.remaining; i++) {
      const other = await registerMember(baseUrl);
      await api(baseUrl, '/api/service/marketing/v1/getCoupon', { couponId: scarce.id }, other.token);
    }
    await page.goto(`${baseUrl}/poimall?poiId=${poiId}`);
    const item = couponOf(page, scarce.id);
    await expect.poll(() => item.getAttribute('data-state')).toBe('gone');
    expect(await item.getByTestId('coupon-claim').textContent()).toBe('已抢光');
    expect(await item.getByTestId('coupon-claim').isDisabled()).toBe(true);
  });

  it('inside the app hands the chosen SKU to the bridge', async () => {
    const { page } = session;
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, {
        __opened: opened,
        NativeBridge: { getUserInfo: () => null, login: () => {}, openUrl: (url: string) => opened.push(url) },
      });
    });
    await page.goto(`${baseUrl}/poimall?poiId=${poiId}`);
    await page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`).click();
    const sheet = page.getByTestId('sku-sheet');
    await sheet.getByTestId('sku-option').first().waitFor();
    expect(await sheet.getByTestId('sku-buy').textContent()).toBe('立即购买');
    await sheet.getByTestId('sku-buy').click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.pathname).toBe('/poimall');
    expect(url.searchParams.get('productId')).toBe(product.id);
    expect(url.searchParams.get('skuId')).toMatch(/^\d+$/);
    expect(await page.getByTestId('open-app-dialog').count()).toBe(0);
  });
});

describe('/growth/center', () => {
  const session = usePhonePage();

  it('counts a published dynamic, pays its reward once, and signs in once a day', async () => {
    const { page } = session;
    await signInAs(page.context(), member);
    await publishDynamic(baseUrl, member, { text: '第一次在成长中心完成任务，去故宫看雪。' });

    await page.goto(`${baseUrl}/growth/center`);
    await page.getByTestId('growth-level').waitFor();
    const before = await points(page);
    const task = page.locator('[data-testid="task"][data-event="publish_dynamic"]').first();
    await expect.poll(() => task.getAttribute('data-state')).toBe('finished');
    expect(await task.getByTestId('task-progress').textContent()).toBe('1/1');
    const reward = Number(((await task.textContent()) ?? '').match(/\+(\d+)币/)?.[1]);
    expect(reward).toBeGreaterThan(0);

    await task.getByTestId('task-action').click();
    await expect.poll(() => task.getAttribute('data-state')).toBe('received');
    await expect.poll(() => points(page)).toBe(before + reward);
    await expect.poll(() => page.getByTestId('ledger-entry').first().textContent()).toContain('完成任务：发布一条动态');

    const afterTask = await points(page);
    const button = page.getByTestId('sign-button');
    expect(await button.textContent()).toBe('立即签到');
    await button.click();
    const result = page.getByRole('alertdialog');
    await result.getByText('签到成功', { exact: true }).waitFor();
    expect(await result.textContent()).toContain('已连续签到1天');
    await result.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => button.textContent()).toBe('今日已签到');
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('sign-streak').textContent()).toBe('已连续签到1天');
    await expect.poll(() => points(page)).toBeGreaterThan(afterTask);

    // A second sign-in the same day is refused (through the API: the page no longer offers one).
    const calendar = await api<{ id: number; isSign: number }[]>(
      baseUrl,
      '/api/service/v1/mission/sign/querySign',
      {},
      member.token,
    );
    const today = calendar.find((d) => d.isSign === 3)!;
    await expect(
      api(baseUrl, '/api/service/v1/mission/sign/userSign', { signConfigId: today.id }, member.token),
    ).rejects.toThrow('answered 1 今日已签到');

    await page.evaluate(() => window.scrollTo(0, 0));
    await animationsDone(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'growth-center.png') });
  });
});
