import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api } from './support/community';

// What a traveller can rely on (docs/product/places.md, mall.md, data.md): 切换目的地 finds 日本 by 'riben' and
// 'rb' first and opens its cities; a destination found by global search opens as itself, not the one last
// looked at; a hotel card hands the hotel over to the app; the demo's landmarks wear pictures of their own kind.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

type Row = { id: number; name: string };
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

/** The first picture matching `selector` has loaded (the rest may be lazy, below the fold). */
async function firstPictureShown(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const img = document.querySelector<HTMLImageElement>(sel);
    return img !== null && img.complete && img.naturalWidth > 0;
  }, selector);
}

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

describe('places a traveller can rely on', () => {
  const session = usePhonePage();

  it('finds 日本 first by riben and by rb, and opens its cities', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/changeDestination`);
    const box = page.getByTestId('destination-search');
    const first = page.getByTestId('destination-results').getByTestId('destination-row').first();
    for (const keyword of ['riben', 'rb']) {
      await box.fill(keyword);
      await expect.poll(() => page.getByTestId('destination-results').getAttribute('aria-busy')).toBe('false');
      await expect.poll(() => first.textContent()).toContain('日本');
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'change-destination-rb.png') });
    await first.click();
    const cities = page.getByTestId('country-cities');
    await cities.getByRole('button', { name: /^东京/ }).click();
    await page.waitForURL((url) => url.pathname === '/billboardList');
    expect(new URL(page.url()).searchParams.get('destinationId')).toBe(await destinationId('东京'));
  });

  it('opens 北京 from global search as 北京, not the destination last looked at', async () => {
    const { page } = session;
    // 上海 becomes the current destination.
    await page.goto(`${baseUrl}/destination/information?destinationId=${await destinationId('上海')}`);
    await expect.poll(() => page.getByTestId('destination-heading').textContent()).toBe('上海');

    await page.goto(`${baseUrl}/topicSquare`);
    const box = page.getByTestId('square-search');
    await box.fill('北京');
    await page.getByRole('tab', { name: '目的地/地点' }).click();
    const row = page.locator('[data-testid="search-row"][data-kind="destination"]').filter({ hasText: '北京' });
    await row.first().click();
    await page.waitForURL((url) => url.pathname === '/destination/information');
    await expect.poll(() => page.getByTestId('destination-heading').textContent()).toBe('北京');
    expect(new URL(page.url()).searchParams.get('id')).toBe(await destinationId('北京'));
  });

  it('opens a hotel: outside the app the open-app dialog names it', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/poimall?poiId=${await poiId('北京', '故宫')}`);
    const hotel = page.getByTestId('hotel').first();
    await hotel.waitFor();
    const name = (await hotel.getByTestId('hotel-name').textContent()) ?? '';
    await hotel.click();
    const dialog = page.getByTestId('open-app-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('在无忧行App中预订');
    expect(await dialog.textContent()).toContain(name.trim());
    await page.screenshot({ path: join(SCREENSHOTS, 'hotel-handover.png') });
  });

  it('shows landmarks of five kinds with pictures of their own kind (screenshots)', async () => {
    const { page } = session;
    const places: [string, string, string][] = [
      ['北京', '故宫', 'poi-palace'],
      ['东京', '浅草寺', 'poi-templegate'],
      ['东京', '东京晴空塔', 'poi-tower'],
      ['西安', '西安城墙', 'poi-citywall'],
      ['京都', '清水寺', 'poi-pagoda'],
    ];
    const covers = new Set<string>();
    for (const [city, name, file] of places) {
      await page.goto(`${baseUrl}/poiDetails?poiId=${await poiId(city, name)}`);
      await expect.poll(() => page.getByTestId('poi-name').textContent()).toBe(name);
      const cover = await page.locator('[data-testid="poi-details"] img').first().getAttribute('src');
      covers.add(cover ?? '');
      await firstPictureShown(page, '[data-testid="poi-details"] img');
      await page.screenshot({ path: join(SCREENSHOTS, `${file}.png`) });
    }
    // Five kinds, five different first pictures.
    expect(covers.size).toBe(5);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.getByTestId('feed-card').first().waitFor();
    await firstPictureShown(page, '[data-testid="feed-card"] img');
    await page.screenshot({ path: join(SCREENSHOTS, 'feed-first-screen.png') });
  });
});
