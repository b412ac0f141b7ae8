import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD, insideNativeApp } from './support/app';
import { picturesInViewLoaded, usePhonePage } from './support/browser';
import { api, gradientPng, registerMember, signInAs, type Member } from './support/community';

// A way around and one's own hub (docs/product/shell.md "The tab bar" and "我的"; channels.md): from the feed a new
// user reaches 目的地, 活动, 消息 and 我的 by the tab bar, claims a coupon and finds it in 我的券, opens a hotel, finds
// 日本 by riben and rb and 北京 from search; publishing starts from the feed's entry where the channel allows it, and
// the bar and the entries follow the channel table (none of it inside the brand's app).

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

type Row = { id: number | string; name: string };
type CouponRow = { id: string; title: string; state: string; remaining: number };

const destinationId = async (name: string) => {
  const { rows } = await api<{ rows: Row[] }>(baseUrl, '/api/destination/v1/matchNewDestinations', { keyword: name });
  return String(rows.find((r) => r.name === name)!.id);
};
const poiId = async (city: string, name: string) => {
  const { rows } = await api<{ rows: Row[] }>(baseUrl, '/api/ls/v1/destination/queryDtasPageList', {
    destinationId: await destinationId(city),
    pageSize: 50,
  });
  return String(rows.find((r) => r.name === name)!.id);
};

/** Taps a tab and waits for its screen: the address and the lit tab. */
async function tab(page: Page, key: string, path: string) {
  await page.getByTestId(`tab-${key}`).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect.poll(() => page.getByTestId(`tab-${key}`).getAttribute('aria-current')).toBe('page');
}

let member: Member;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  member = await registerMember(baseUrl);
});

describe('the tab bar in the standard channel', () => {
  const session = usePhonePage();

  it('leads from the feed to 目的地, 活动, 消息 and 我的, and back', async () => {
    const { page } = session;
    await signInAs(page.context(), member);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    await page.getByTestId('tab-bar').waitFor();
    expect(await page.getByTestId('tab-home').getAttribute('aria-current')).toBe('page');
    // The standard channel hides publishing (the channel table's defaults): no entry of any kind.
    expect(await page.getByTestId('release-button').count()).toBe(0);
    await picturesInViewLoaded(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'feed-first-screen-tabs.png') });

    await tab(page, 'places', '/destination/information');
    await tab(page, 'activities', '/activitySquare');
    await tab(page, 'messages', '/messages');
    await tab(page, 'mine', '/mine');
    await page.getByTestId('mine-header').waitFor();
    await expect.poll(() => page.getByTestId('mine-header').textContent()).toContain(member.nickname);
    await page.screenshot({ path: join(SCREENSHOTS, 'mine.png') });
    await tab(page, 'home', '/speakTopic');
    await page.locator(CARD).first().waitFor();

    // A detail screen has no tab bar: its own bottom bar stands there.
    await page.locator(CARD).first().click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails' || url.pathname === '/postDetails');
    // The address changes as the navigation starts; the feed stays on screen until the detail screen commits.
    await page.getByTestId('detail').waitFor();
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
  });

  it('shows the unread notices on 消息', async () => {
    const { page } = session;
    const reader = await registerMember(baseUrl);
    const fan = await registerMember(baseUrl);
    await api(baseUrl, '/api/service/user/v1/follow', { userId: reader.userId }, fan.token);
    await signInAs(page.context(), reader);
    await page.goto(`${baseUrl}/speakTopic`);
    const badge = page.getByTestId('tab-messages').getByTestId('unread-badge');
    await expect.poll(() => badge.textContent()).toBe('1');
  });

  it('claims a coupon and finds it again in 我的券 with its state and where to use it', async () => {
    const { page } = session;
    const holder = await registerMember(baseUrl);
    await signInAs(page.context(), holder);
    const palace = await poiId('北京', '故宫');
    const { rows } = await api<{ rows: CouponRow[] }>(baseUrl, '/api/ls/v1/destination/poiCoupon', { poiId: palace });
    const coupon = rows.filter((c) => c.state === 'claimable').sort((a, b) => b.remaining - a.remaining)[0]!;
    await page.goto(`${baseUrl}/poimall?poiId=${palace}`);
    const item = page.locator(`[data-testid="coupon"][data-coupon-id="${coupon.id}"]`);
    await item.getByTestId('coupon-claim').click();
    await expect.poll(() => item.getAttribute('data-state')).toBe('claimed');

    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId('mine-coupons').click();
    await page.waitForURL((url) => url.pathname === '/mine/coupons');
    const mine = page.locator(`[data-testid="my-coupon"][data-coupon-id="${coupon.id}"]`);
    await mine.waitFor();
    expect(await mine.getAttribute('data-state')).toBe('usable');
    expect(await mine.textContent()).toContain(coupon.title);
    expect(await mine.textContent()).toContain('去故宫使用');
    await page.screenshot({ path: join(SCREENSHOTS, 'mine-coupons.png') });
    await mine.getByRole('link', { name: '去故宫使用' }).click();
    await page.waitForURL((url) => url.pathname === '/poimall' && url.searchParams.get('poiId') === palace);
  });

  it('shows a visitor the way to sign in on 我的, and an empty 我的券 its next step', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId('mine-login').waitFor();
    const empty = await registerMember(baseUrl);
    await signInAs(page.context(), empty);
    await page.goto(`${baseUrl}/mine/coupons`);
    await page.getByRole('link', { name: '去目的地看看' }).click();
    await page.waitForURL((url) => url.pathname === '/destination/information');
  });

  it('opens a hotel, finds 日本 by riben and rb, and opens 北京 from search as 北京', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/poimall?poiId=${await poiId('北京', '故宫')}`);
    const hotel = page.getByTestId('hotel').first();
    const name = ((await hotel.getByTestId('hotel-name').textContent()) ?? '').trim();
    await hotel.click();
    await expect.poll(() => page.getByTestId('open-app-dialog').textContent()).toContain(name);

    await page.goto(`${baseUrl}/changeDestination`);
    const first = page.getByTestId('destination-results').getByTestId('destination-row').first();
    for (const keyword of ['riben', 'rb']) {
      await page.getByTestId('destination-search').fill(keyword);
      await expect.poll(() => page.getByTestId('destination-results').getAttribute('aria-busy')).toBe('false');
      await expect.poll(() => first.textContent()).toContain('日本');
    }

    await page.goto(`${baseUrl}/topicSquare`);
    await page.getByTestId('square-search').fill('北京');
    await page.getByRole('tab', { name: '目的地/地点' }).click();
    const row = page.locator('[data-testid="search-row"][data-kind="destination"]').filter({ hasText: '北京' });
    await row.first().click();
    await page.waitForURL((url) => url.pathname === '/destination/information');
    await expect.poll(() => page.getByTestId('destination-heading').textContent()).toBe('北京');
  });
});

describe('the tab bar and the entries per channel', () => {
  const session = usePhonePage();

  it('storeid 91923: publishing from the feed’s entry, and from one’s empty home', async () => {
    const { page } = session;
    const writer = await registerMember(baseUrl);
    await signInAs(page.context(), writer);
    await page.goto(`${baseUrl}/personHome?storeid=91923`);
    await page.getByRole('link', { name: '去发布' }).waitFor();
    await page.goto(`${baseUrl}/speakTopic`);
    await page.getByTestId('tab-bar').waitFor();
    await page.getByTestId('release-button').click();
    await page.waitForURL((url) => url.pathname === '/releaseDynamic');
    await page
      .getByTestId('image-input')
      .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: gradientPng(300, 300, '#ffe29f', '#ff719a') }]);
    await expect
      .poll(() => page.locator('[data-testid="image-tile"][data-status="done"]').count(), { timeout: 20_000 })
      .toBe(1);
    const title = `从首页发布的第一篇${Date.now() % 100000}`;
    await page.getByTestId('release-title').fill(title);
    await page.getByTestId('release-text').fill('沿着湖边走了一圈，傍晚的风很舒服。');
    await page.getByTestId('publish-button').click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(title);
  });

  it('storeid 91816: the tab bar and the inlet, no publishing', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?storeid=91816`);
    await page.locator(CARD).first().waitFor();
    await page.getByTestId('tab-bar').waitFor();
    await page.getByTestId('inlet').waitFor();
    expect(await page.getByTestId('release-button').count()).toBe(0);
  });

  it('inside the brand’s app: its own tab bar serves, ours does not show', async () => {
    const { page } = session;
    await insideNativeApp(page);
    await page.goto(`${baseUrl}/speakTopic?source=wyx`);
    await page.locator(CARD).first().waitFor();
    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId('mine').waitFor();
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
  });
});

describe('the brand’s adverts', () => {
  const session = usePhonePage();

  it('the topic square’s banner leads to its page; one’s own home carries the creator invitation, another’s not', async () => {
    const { page } = session;
    const me = await registerMember(baseUrl);
    const other = await registerMember(baseUrl);
    await signInAs(page.context(), me);
    await page.goto(`${baseUrl}/topicSquare`);
    const banner = page.getByTestId('advert-banner');
    const advert = banner.getByTestId('advert').filter({ hasText: '旅行活动报名中：和旅友一起出发' });
    await advert.waitFor();
    expect(await banner.textContent()).toContain('广告');
    await picturesInViewLoaded(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'advert-banner.png') });
    await advert.click();
    await page.waitForURL((url) => url.pathname === '/activitySquare');

    await page.goto(`${baseUrl}/personHome?id=${me.userId}`);
    await page.getByTestId('person-home').waitFor();
    await expect.poll(() => page.getByTestId('advert-banner').textContent()).toContain('成为认证创作者');
    await page.goto(`${baseUrl}/personHome?id=${other.userId}`);
    await page.getByTestId('person-home').waitFor();
    await page.getByTestId('person-more').waitFor();
    expect(await page.getByTestId('advert-banner').count()).toBe(0);
  });
});
