import { describe, expect, inject, it } from 'vitest';
import { SKELETON_MAX_MS } from '@app/rules';
import { afterQueuedWork, CARD, installClock, pauseClock, search } from './support/app';
import { usePhonePage } from './support/browser';

const baseUrl = inject('baseUrl');

describe('channels on /speakTopic', () => {
  const session = usePhonePage();

  it('storeid 91923 shows the release button and no inlet; it leads to publishing (login first)', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?storeid=91923`);
    await page.locator(CARD).first().waitFor();
    await page.getByTestId('release-button').waitFor();
    expect(await page.getByTestId('inlet').count()).toBe(0);
    await page.getByTestId('release-button').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(search(page).get('redirect')).toBe('/releaseDynamic?storeid=91923');
  });

  it('storeid 91816 shows the inlet card to the mall and no release button', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?storeid=91816`);
    await page.locator(CARD).first().waitFor();
    await page.getByTestId('inlet').waitFor();
    expect(await page.getByTestId('release-button').count()).toBe(0);
    await page.getByTestId('inlet').click();
    await page.waitForURL((url) => url.pathname === '/poimall');
    expect(search(page).get('storeid')).toBe('91816');
  });

  it('no store id shows neither', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    expect(await page.getByTestId('release-button').count()).toBe(0);
    expect(await page.getByTestId('inlet').count()).toBe(0);
  });

  it('the source parameter lends its store id (18 is Jiangsu, 91923)', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/topicSquare?source=18`);
    await page.getByTestId('release-button').waitFor();
  });
});

describe('address parameters', () => {
  const session = usePhonePage();

  it('carries the channel parameters across pages, and not the others', async () => {
    const { page } = session;
    await page.goto(
      `${baseUrl}/speakTopic?storeid=91923&vChannel=spring&vActivityId=a7&h5_sessionid=s1&showTopBar=1&origin=banner&vProject=p1`,
    );
    const card = page.locator(CARD).first();
    await card.waitFor();
    await card.click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    const params = search(page);
    expect(params.get('id')).toMatch(/\w+/);
    for (const [k, v] of Object.entries({
      storeid: '91923',
      vChannel: 'spring',
      vActivityId: 'a7',
      h5_sessionid: 's1',
      showTopBar: '1',
    }))
      expect(params.get(k), k).toBe(v);
    expect(params.has('origin')).toBe(false);
    expect(params.has('vProject')).toBe(false);

    // And on to the next page, now that the address no longer says them.
    await page.getByRole('link', { name: '返回社区' }).click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    expect(search(page).get('vChannel')).toBe('spring');
    expect(search(page).has('id')).toBe(false);
  });

  it('keeps a topicId only for a vChannel, and keeps showTopBar=0 hiding our bar', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?vChannel=spring&topicId=1&showTopBar=0`);
    await page.locator(CARD).first().waitFor();
    expect(await page.locator('header h1').count()).toBe(0);
    await page.locator(CARD).first().click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    expect(search(page).get('topicId')).toBe('1');
    expect(search(page).get('showTopBar')).toBe('0');
    expect(await page.locator('header h1').count()).toBe(0);
  });

  it('does not carry a topicId without a vChannel', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?topicId=1&storeid=91923`);
    await page.locator(CARD).first().click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    expect(search(page).has('topicId')).toBe(false);
    expect(search(page).get('storeid')).toBe('91923');
  });

  it('takes login tokens out of the address bar', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic?storeid=91923&h5token=abc123&source=2&h_token=zz`);
    await page.locator(CARD).first().waitFor();
    expect(new URL(page.url()).search).toBe('?storeid=91923&source=2');
    expect(await page.evaluate(() => window.location.href)).not.toContain('abc123');
  });

  it('tracks page views with the channel parameters (GET /api/log/v1/track, 204)', async () => {
    const { page } = session;
    const tracked: { query: URLSearchParams; status: number }[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname === '/api/log/v1/track') tracked.push({ query: url.searchParams, status: res.status() });
    });
    await page.goto(
      `${baseUrl}/speakTopic?storeid=91923&vChannel=spring&origin=banner&vActivityName=${encodeURIComponent('春游')}`,
    );
    await page.locator(CARD).first().click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    await expect.poll(() => tracked.length).toBe(2);
    const [first, second] = tracked;
    expect(first?.status).toBe(204);
    expect(Object.fromEntries(first!.query)).toMatchObject({
      event: 'pageview',
      page: '/speakTopic',
      storeid: '91923',
      vChannel: 'spring',
      origin: 'banner',
      vActivityName: '春游',
    });
    // origin and vActivityName ride along even where the address no longer has them.
    expect(Object.fromEntries(second!.query)).toMatchObject({
      page: '/dynamicDetails',
      origin: 'banner',
      vActivityName: '春游',
    });
    expect(second?.query.get('visitorId')).toBe(first?.query.get('visitorId'));
  });
});

describe('bank channels on POI detail', () => {
  const session = usePhonePage();

  it('show the skeleton image for at most 5 s', async () => {
    const { page } = session;
    // The page's time stands still from its first script on, and moves only by runFor: the 5 s are exact.
    await installClock(page);
    await pauseClock(page);
    // The POI's answer never comes: the skeleton stays its full time, and not a moment longer.
    await page.route('**/api/ls/v1/destination/poiInfo*', () => new Promise<void>(() => {}));
    await page.goto(`${baseUrl}/poiDetails?id=1&storeid=92349`);
    const skeleton = page.getByTestId('bank-skeleton');
    await skeleton.waitFor();
    // Its timer starts in an effect after the skeleton renders.
    await afterQueuedWork(page);
    await page.clock.runFor(SKELETON_MAX_MS - 1);
    expect(await skeleton.count()).toBe(1);
    await page.clock.runFor(1);
    await skeleton.waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('take the skeleton away as soon as the POI arrives', async () => {
    const { page } = session;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ls/v1/destination/poiInfo*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/poiDetails?poiId=1&storeid=92349`);
    const skeleton = page.getByTestId('bank-skeleton');
    await skeleton.waitFor();
    release();
    await page.getByTestId('poi-details').waitFor();
    expect(await skeleton.count()).toBe(0);
  });

  it('other channels never see it', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/poi/details?id=1&storeid=91923`);
    await page.getByTestId('poi-details').waitFor();
    expect(await page.getByTestId('bank-skeleton').count()).toBe(0);
  });
});
