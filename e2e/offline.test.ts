import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_PATH, PHONE, toastShown, usePhonePage } from './support/browser';
import {
  api,
  gradientPng,
  publishDynamic,
  registerMember,
  signInAs,
  uploadImage,
  type Member,
} from './support/community';

// docs/product/offline.md in Chromium at 375×667: a traveller who has seen the feed and a POI, saved a guide and
// signed up for an activity reads them all with the network cut (context.setOffline), likes and comments offline
// (待发送, then exactly one like and one comment on the server), and an unseen screen says it is offline; Save-Data
// halves the feed's pictures; the app is installable; the offline base map names cities and 导航 offers the map apps.

const baseUrl = inject('baseUrl');
const OFFLINE_COMMENT = '地铁里写的：清晨六点的外滩几乎没人';
const OFFLINE_POST = '飞机上写好的：外滩的清晨，江面上的雾还没散';
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const DAY = 24 * 3600 * 1000;

let author: Member;
let reader: Member;
let articleId = '';
let dynamicId = '';
let unseenId = '';
let poiId = 0;
let enrolmentId = '';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await expect.poll(() => page.getByTestId('route-loading').count()).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The service worker has taken the page over: from now on its reads are kept. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

beforeAll(async () => {
  [author, reader] = await Promise.all([registerMember(baseUrl), registerMember(baseUrl)]);
  const { rows } = await api<{ rows: { id: number; name: string }[] }>(
    baseUrl,
    '/api/destination/v1/matchNewDestinations',
    { keyword: '上海' },
  );
  const shanghai = String(rows.find((r) => r.name === '上海')!.id);
  const cover = await uploadImage(baseUrl, author, gradientPng(600, 400, '#9ecbff', '#2b4c7e'), 'guide.png');
  ({ id: articleId } = await api<{ id: string }>(
    baseUrl,
    '/api/service/content/v1/pvt/publish',
    {
      type: 'article',
      title: '离线也能看的外滩攻略',
      text: '清晨从外滩开始。\n\n中午去豫园吃生煎。',
      images: [cover],
      destinationId: shanghai,
    },
    author.token,
  ));
  dynamicId = await publishDynamic(baseUrl, author, { text: '地铁里没有信号也能点赞' });
  unseenId = await publishDynamic(baseUrl, author, { text: '这一条读者还没看过' });
  const pois = await api<{ rows: { id: number }[] }>(baseUrl, '/api/ls/v1/destination/queryDtasPageList', {
    destinationId: shanghai,
    pageSize: 1,
  });
  poiId = pois.rows[0]!.id;

  // An activity three days on, and the reader's sign-up for it.
  const on = await fetch(`${baseUrl}/dev/api/activity-publisher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: author.userId, allowed: true }),
  });
  expect(((await on.json()) as { code: number }).code).toBe(0);
  const start = new Date(Date.now() + 3 * DAY);
  const saved = await api<{ id: string }>(
    baseUrl,
    '/api/service/community/v1/activity/add',
    {
      title: '外滩清晨摄影散步',
      coverUrl: cover,
      intro: '六点在外滩集合，沿江走到十六铺。',
      city: '上海',
      address: '上海市黄浦区中山东一路',
      latitude: 31.2402,
      longitude: 121.4903,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
      tags: ['摄影'],
      questions: [{ id: 'name', type: 'name', title: '姓名', required: true }],
      tickets: [{ name: '免费票', price: 0, currency: 'CNY', capacity: 10 }],
    },
    author.token,
  );
  const detail = await api<{ tickets: { id: string }[] }>(baseUrl, '/api/community/v1/activity/findOne', {
    id: saved.id,
  });
  ({ id: enrolmentId } = await api<{ id: string }>(
    baseUrl,
    '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo',
    { activityId: saved.id, ticketId: detail.tickets[0]!.id, answers: { name: '王小明' } },
    reader.token,
  ));
});

describe('offline', () => {
  const session = usePhonePage();

  it('reads what was seen and saved with the network cut, and sends an offline like and comment once', async () => {
    const { page } = session;
    // Offline, the browser reports every request it could not make; those are the point of this test.
    session.expectErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await signInAs(page.context(), reader);
    await page.goto(`${baseUrl}/speakTopic`);
    await controlled(page);

    // What the traveller sees while online.
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await page.goto(`${baseUrl}/poiDetails?id=${poiId}`);
    await page.getByTestId('poi-details').waitFor();
    await page.goto(`${baseUrl}/dynamicDetails?id=${dynamicId}`);
    await page.getByTestId('like-button').waitFor();
    await page.goto(`${baseUrl}/registradetail?id=${enrolmentId}`);
    await page.getByTestId('check-in-code').waitFor();
    await page.getByTestId('qr-image').waitFor();
    // Kept without a tap: the screen says so once it has listed the sign-up (leaving earlier would cut the copy).
    await expect.poll(() => page.getByTestId('offline-save').getAttribute('data-state')).toBe('saved');
    await page.goto(`${baseUrl}/articleDetails?id=${articleId}`);
    await page.getByTestId('article').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main img')].every((i) => (i as HTMLImageElement).complete),
    );
    await page.getByTestId('offline-save').click();
    await expect.poll(() => page.getByTestId('offline-save').getAttribute('data-state')).toBe('saved');

    await page.context().setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // The feed, from the device, with the quiet banner.
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toMatch(/^离线 · 更新于 \d\d:\d\d$/);
    // It sits above the screen, which starts below it: nothing on the screen is covered.
    const banner = (await page.getByTestId('offline-banner').boundingBox())!;
    expect((await page.locator('main').boundingBox())!.y).toBeGreaterThanOrEqual(banner.y + banner.height - 0.5);
    await shot(page, 'offline-banner');

    await page.goto(`${baseUrl}/poiDetails?id=${poiId}`);
    await page.getByTestId('poi-details').waitFor();
    await page.getByTestId('offline-banner').waitFor();

    // The saved guide with its pictures.
    await page.goto(`${baseUrl}/articleDetails?id=${articleId}`);
    await expect.poll(() => page.getByTestId('article-title').textContent()).toBe('离线也能看的外滩攻略');
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll('[data-testid="article-body"] img')] as HTMLImageElement[];
      return images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0);
    });
    expect(await page.locator('[data-testid="article-body"] [data-testid="image-fallback"]').count()).toBe(0);

    // The sign-up's code and QR at the door.
    await page.goto(`${baseUrl}/registradetail?id=${enrolmentId}`);
    await expect.poll(() => page.getByTestId('check-in-code').getAttribute('data-code')).toMatch(/\S/);
    expect(await page.getByTestId('qr-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // A like offline waits as 待发送.
    await page.goto(`${baseUrl}/dynamicDetails?id=${dynamicId}`);
    await page.getByTestId('like-button').click();
    await expect.poll(() => page.getByTestId('like-pending').textContent()).toBe('待发送');
    await expect.poll(() => page.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    // So does a comment: the box closes, and the words wait under the comments as 待发送.
    await page.getByTestId('comment-entry').click();
    await page.getByTestId('comment-input').fill(OFFLINE_COMMENT);
    await page.getByTestId('comment-send').click();
    await toastShown(page, '已保存，联网后自动发送');
    const pending = page.getByTestId('comment-pending');
    await expect.poll(() => pending.textContent()).toBe(`${OFFLINE_COMMENT}待发送`);
    await pending.scrollIntoViewIfNeeded();
    await shot(page, 'offline-comment-pending');

    // A screen never seen says it is offline and what can be read.
    await page.goto(`${baseUrl}/dynamicDetails?id=${unseenId}`);
    await page.getByTestId('offline-state').waitFor();
    await expect.poll(() => page.getByTestId('offline-readable').locator('a').count()).toBeGreaterThan(0);

    // 离线内容: the guide and the sign-up (kept on its own), with sizes.
    await page.goto(`${baseUrl}/offline`);
    await expect.poll(() => page.getByTestId('offline-item').count()).toBeGreaterThanOrEqual(2);
    const kinds = await page
      .getByTestId('offline-item')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['article', 'signup']));
    await expect.poll(() => page.getByTestId('offline-total').textContent()).toMatch(/^共 [\d.]+ (B|KB|MB)$/);
    await shot(page, 'offline-content');

    // Back online: the queued like is sent once.
    await page.context().setOffline(false);
    await expect
      .poll(
        async () =>
          await api<{ liked: boolean; likeCount: number }>(
            baseUrl,
            '/api/content/v1/pub/queryDetail',
            { id: dynamicId },
            reader.token,
          ),
      )
      .toMatchObject({ liked: true, likeCount: 1, commentCount: 1 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-writes'))).toBe('[]');
    // A later visit has nothing left to send: still one like.
    await page.reload();
    await page.getByTestId('offline-screen').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-writes'))).toBe('[]');
    const after = await api<{ likeCount: number; commentCount: number }>(baseUrl, '/api/content/v1/pub/queryDetail', {
      id: dynamicId,
    });
    expect(after).toMatchObject({ likeCount: 1, commentCount: 1 });
    // The comment is the reader's, under the dynamic, with the words written offline.
    await page.goto(`${baseUrl}/dynamicDetails?id=${dynamicId}`);
    await expect.poll(() => page.getByTestId('comment-item').filter({ hasText: OFFLINE_COMMENT }).count()).toBe(1);
    expect(await page.getByTestId('comment-pending').count()).toBe(0);
  });

  it('keeps a post written offline with its picture over a reload, and publishes it once, when the writer says yes online', async () => {
    const { page } = session;
    session.expectErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const writer = await registerMember(baseUrl);
    await signInAs(page.context(), writer);
    // The worker keeps the app, so the screen opens again with the network cut.
    await page.goto(`${baseUrl}/speakTopic`);
    await controlled(page);
    await page.goto(`${baseUrl}/releaseDynamic?storeid=91923`);
    await page.getByTestId('release').waitFor();

    await page.context().setOffline(true);
    await page.getByTestId('release-text').fill(OFFLINE_POST);
    await page
      .getByTestId('image-input')
      .setInputFiles([
        { name: 'bund.png', mimeType: 'image/png', buffer: gradientPng(300, 400, '#ffd6a5', '#ff7a59') },
      ]);
    // The picture cannot go up without a network; the wish to publish is kept all the same.
    await expect.poll(() => page.getByTestId('image-tile').getAttribute('data-status')).toBe('failed');
    await page.getByTestId('publish-button').click();
    await toastShown(page, '没有网络，草稿已保存，联网后会请你确认发布');
    await page.getByTestId('release-waiting').waitFor();
    expect(page.url()).toContain('/releaseDynamic');
    // A reload with the network still cut: the words, the picture that has not gone up and the wish all come back.
    await page.reload();
    await page.getByTestId('release').waitFor();
    await expect.poll(() => page.getByTestId('release-text').inputValue()).toBe(OFFLINE_POST);
    await expect.poll(() => page.getByTestId('image-tile').count()).toBe(1);
    await page.getByTestId('release-waiting').waitFor();

    // Back online: the picture goes up again, then the writer is asked; nothing is published before the yes.
    await page.context().setOffline(false);
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toContain('网络已恢复，现在发布吗？');
    expect(await page.getByTestId('image-tile').getAttribute('data-status')).toBe('done');
    const before = await api<{ rows: unknown[] }>(baseUrl, '/api/content/v1/pub/list', {
      userId: writer.userId,
      sort: 'new',
    });
    expect(before.rows).toHaveLength(0);
    await ask.getByRole('button', { name: '发布' }).click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');

    const after = await api<{ rows: { text: string; images: unknown[] }[] }>(baseUrl, '/api/content/v1/pub/list', {
      userId: writer.userId,
      sort: 'new',
    });
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0]).toMatchObject({ text: OFFLINE_POST });
    expect(after.rows[0]!.images).toHaveLength(1);
  });

  it('draws the offline base map with city names, and 导航 offers the map apps', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/poiMap?poiId=${poiId}`);
    await page.getByTestId('offline-base-map').waitFor();
    await expect.poll(() => page.locator('[data-testid="map"][data-ready="true"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('map-city').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('map-city').allTextContents()).toContain('上海');
    await shot(page, 'offline-base-map');

    await page.goto(`${baseUrl}/poiDetails?id=${poiId}`);
    await page.getByTestId('navigate').click();
    const apps = page.getByTestId('navigation-app');
    await expect.poll(() => apps.count()).toBeGreaterThan(0);
    // Shanghai on an Android phone: 高德 first, then 百度, each with its own coordinates.
    expect(await apps.evaluateAll((els) => els.map((e) => e.getAttribute('data-app')))).toEqual(['amap', 'baidu']);
    expect(await apps.first().getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=/);
    await shot(page, 'navigation-sheet');
  });
});

describe('light on data', () => {
  // The server's own choice is measured: no worker in between (it would answer from its cache).
  const plain = usePhonePage({ serviceWorkers: 'block' });
  const saving = usePhonePage({ serviceWorkers: 'block', extraHTTPHeaders: { 'Save-Data': 'on' } });

  async function pictureBytes(page: Page) {
    let bytes = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/'))
        void response.body().then(
          (b) => (bytes += b.length),
          () => undefined,
        );
    });
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The first screen: the pictures in view (those below it load lazily, later).
    await page.waitForFunction(() =>
      [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete),
    );
    return bytes;
  }

  let full = 0;
  it('measures the first feed screen’s pictures', async () => {
    full = await pictureBytes(plain.page);
    expect(full).toBeGreaterThan(0);
  });

  // Half the bytes or less (docs/product/offline.md#light-on-data): the cards' pictures a width step down, the
  // avatars from 160 to 80.
  it('asks fewer picture bytes with Save-Data: on', async () => {
    const light = await pictureBytes(saving.page);
    console.log(`feed pictures: ${full} B, with Save-Data ${light} B (${(light / full).toFixed(2)})`);
    expect(light).toBeGreaterThan(0);
    expect(light).toBeLessThanOrEqual(full * 0.5);
  });
});

describe('installable', () => {
  it('has no installability errors for /speakTopic', async () => {
    // A persistent profile: an incognito one is never installable.
    const dir = mkdtempSync(join(tmpdir(), 'e2e-install-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
      ...PHONE,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}/speakTopic`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
