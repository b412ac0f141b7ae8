import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, signInAs, type Member } from './support/community';

// docs/product/places.md's journey in Chromium with no network beyond our server: change destination by typing pinyin
// initials, open the destination's places on the offline map, a POI, its photos, want-to-go, its map and back;
// the travel map shows the POI; a proposed place is held for review, and one beside a same-name place refused.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

let member: Member;
beforeAll(async () => {
  member = await registerMember(baseUrl);
});

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The pictures have loaded and faded in. */
async function imagesShown(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll<HTMLImageElement>(sel)].every(
        (img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1',
      ),
    selector,
  );
}

/** Every request the page makes, so the test can say none left our origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const foreign = (urls: string[]) =>
  urls.filter((u) => !u.startsWith(baseUrl) && !u.startsWith('data:') && !u.startsWith('blob:'));

/** The map has drawn its base map (the offline outlines) and at least `n` markers. */
async function mapShows(page: Page, testId: string, n: number) {
  const map = page.getByTestId(testId);
  await expect.poll(() => map.getAttribute('data-ready'), { timeout: 20_000 }).toBe('true');
  expect(await map.getAttribute('data-provider')).toBe('offline');
  // Natural Earth's outlines are drawn on a canvas (Leaflet's preferCanvas).
  await expect.poll(() => map.locator('canvas').count()).toBeGreaterThan(0);
  await expect.poll(() => map.getByTestId('map-marker').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  await expect.poll(() => map.getByTestId('map-marker').first().isVisible()).toBe(true);
}

describe('destinations and places', () => {
  const session = usePhonePage();

  it('changes destination by initials, opens a POI, its photos, want-to-go, its map, and back', async () => {
    const { page } = session;
    await signInAs(page.context(), member);
    const urls = recordRequests(page);

    await page.goto(`${baseUrl}/changeDestination?redirect=${encodeURIComponent('/poiMap')}`);
    // The two pseudo-entries come first, then the continents.
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(3);
    expect(await tabs.nth(0).textContent()).toBe('推荐城市');
    expect(await tabs.nth(1).textContent()).toBe('中国');
    await expect.poll(() => page.getByTestId('hot-city').count()).toBeGreaterThan(8);
    // China: an A–Z list with the side letter bar; a letter jumps to its group.
    await tabs.nth(1).click();
    await page.getByTestId('letter-bar').waitFor();
    await page.getByTestId('letter-bar').getByRole('button', { name: 'S', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('region-1000001-S')?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(200);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'change-destination');

    // Pinyin initials: dj is 东京.
    await page.getByTestId('destination-search').fill('dj');
    const first = page.getByTestId('destination-results').getByTestId('destination-row').first();
    await expect.poll(() => first.textContent()).toContain('东京');
    await first.click();

    // The destination's places on the offline base map.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/poiMap');
    await mapShows(page, 'map', 3);
    expect(await page.getByTestId('map-card').getAttribute('data-offset')).toBe('48');
    // A marker's card, then its page.
    await page.getByTestId('map-marker').first().click();
    const card = page.getByTestId('map-card');
    await expect.poll(() => card.getAttribute('data-offset')).toBe('118');
    await page.getByTestId('map-card-name').click();
    await expect.poll(() => card.getAttribute('data-offset')).toBe('88');
    const picked = await page.getByTestId('map-card-name').textContent();
    await page.getByTestId('map-card-details').click();

    const details = page.getByTestId('poi-details');
    await details.waitFor();
    expect(await page.getByTestId('poi-name').textContent()).toBe(picked);
    await page.getByTestId('poi-notices').waitFor();
    expect(await page.getByTestId('poi-notices').textContent()).toContain('开放时间');

    // Its photos, and back.
    await page.getByTestId('poi-photos-link').click();
    await expect.poll(() => page.getByTestId('poi-photo').count()).toBeGreaterThanOrEqual(3);
    await imagesShown(page, '[data-testid="poi-photo"] img');
    await shot(page, 'poi-photos');
    await page.goBack();
    await details.waitFor();

    // Want-to-go: counted from rows on the server.
    const want = page.getByTestId('poi-want');
    expect(await want.getAttribute('aria-pressed')).toBe('false');
    const before = Number((await page.getByTestId('poi-want-count').textContent())?.match(/\d+/)?.[0]);
    const liked = page.waitForResponse((r) => r.url().includes('/api/socialcontact/v1/vote/like'));
    await want.click();
    await expect.poll(() => want.getAttribute('aria-pressed')).toBe('true');
    // The server's answer, not just the optimistic mark.
    expect((await liked).status()).toBe(200);
    await expect.poll(() => want.isEnabled()).toBe(true);
    expect(await want.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => Number((await page.getByTestId('poi-want-count').textContent())?.match(/\d+/)?.[0]))
      .toBe(before + 1);
    const poiId = Number(await details.getAttribute('data-poi-id'));
    const server = await api<{ count: number; wanted: boolean }>(
      baseUrl,
      '/api/agenda/v1/travelPoi/wantToGoNum',
      { poiId },
      member.token,
    );
    expect(server).toEqual({ count: before + 1, wanted: true });
    // An evaluation: a score and a few words, shown at once in the list.
    await page.getByTestId('poi-write-review').click();
    await page.getByTestId('review-sheet').waitFor();
    await page.getByTestId('review-star').nth(4).click();
    await page.getByTestId('review-text').fill('清晨去人少，光线很好，值得一去。');
    await page.getByTestId('review-submit').click();
    await page.getByTestId('review-sheet').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('poi-evaluation').first().textContent()).toContain('清晨去人少');

    await page.evaluate(() => window.scrollTo(0, 0));
    await imagesShown(page, '[data-testid="poi-photos-link"] img');
    await shot(page, 'poi-details');

    // Its map: the map card, then /poiMap around it with its card up.
    await page.getByTestId('poi-open-map').scrollIntoViewIfNeeded();
    await mapShows(page, 'poi-card-map', 1);
    await page.getByTestId('poi-open-map').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('poiId')).toBe(String(poiId));
    await mapShows(page, 'map', 2);
    await expect.poll(() => page.getByTestId('map-card').getAttribute('data-offset')).toBe('118');
    expect(await page.getByTestId('map-card-name').textContent()).toBe(picked);
    await shot(page, 'poi-map');
    await page.goBack();
    await details.waitFor();
    expect(await page.getByTestId('poi-name').textContent()).toBe(picked);

    // The travel map holds it, as want-to-go, in one country and one city.
    await page.goto(`${baseUrl}/travelMap`);
    await page.getByTestId('travel-map').waitFor();
    await expect.poll(() => page.getByTestId('travel-row').count()).toBe(1);
    expect(await page.getByTestId('travel-row').textContent()).toContain(picked);
    expect(await page.getByTestId('travel-countries').textContent()).toBe('1');
    expect(await page.getByTestId('travel-cities').textContent()).toBe('1');
    await mapShows(page, 'travel-map-view', 1);
    await shot(page, 'travel-map');

    expect(foreign(urls)).toEqual([]);
  });

  it('proposes a place for review, and is refused one beside a place of the same name', async () => {
    const { page } = session;
    await signInAs(page.context(), member);
    const urls = recordRequests(page);
    // The Bund's own coordinates.
    await page.goto(`${baseUrl}/location/add?lat=31.24&lng=121.49`);
    await page.getByTestId('location-add').waitFor();
    await expect.poll(() => page.getByTestId('location-map').getAttribute('data-ready')).toBe('true');
    await page.getByTestId('location-name').fill('外滩');
    await page.getByTestId('location-submit').click();
    const refusal = page.getByTestId('location-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('已有同名地点');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'location-add');

    const name = `江边观景台${Date.now() % 100_000}`;
    await page.getByTestId('location-name').fill(name);
    await page.getByTestId('location-submit').click();
    await page.getByTestId('location-added').waitFor();
    expect(await page.getByTestId('location-added').textContent()).toContain(name);

    expect(foreign(urls)).toEqual([]);
  });

  it('opens a dynamic’s place chip as its POI page', async () => {
    const { page } = session;
    const { rows } = await api<{ rows: { id: number; name: string }[] }>(
      baseUrl,
      '/api/destination/v1/matchNewDestinations',
      { keyword: 'hangzhou' },
    );
    const hangzhou = rows.find((r) => r.name === '杭州');
    expect(hangzhou).toBeDefined();
    const pois = await api<{ rows: { id: number; name: string }[] }>(
      baseUrl,
      '/api/ls/v1/destination/queryDtasPageList',
      { destinationId: hangzhou!.id, pageSize: 1 },
    );
    const poi = pois.rows[0]!;
    const id = await publishDynamic(baseUrl, member, { text: '湖边走走', poiId: poi.id, placeName: poi.name });
    await page.goto(`${baseUrl}/dynamicDetails?id=${id}`);
    await page.getByTestId('detail-place').click();
    await page.getByTestId('poi-details').waitFor();
    expect(new URL(page.url()).searchParams.get('poiId')).toBe(String(poi.id));
    expect(await page.getByTestId('poi-name').textContent()).toBe(poi.name);
  });
});
