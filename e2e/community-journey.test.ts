import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD } from './support/app';
import { usePhonePage } from './support/browser';
import { api, gradientPng, registerMember, signInAs, type Member } from './support/community';

// The journey in Chromium: A publishes a dynamic with two pictures from /releaseDynamic (the draft
// surviving a reload on the way), finds it on /speakTopic and on their home, opens it; B likes, comments,
// praises and collects it; A deletes B's comment on A's own dynamic.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
// The social channel (follow and release shown, collect hidden) and no channel (collect shown).
const SOCIAL = 'storeid=91923';

let a: Member;
let b: Member;
let contentId = '';
const title = '西湖晨光｜两天一夜慢游';
const text = '清晨六点的断桥几乎没人，湖面像镜子一样。\n推荐从北山街走到孤山，再去 #杭州美食# 清单里的面馆。';

beforeAll(async () => {
  a = await registerMember(baseUrl);
  b = await registerMember(baseUrl);
});

async function tilesDone(page: Page, n: number) {
  await expect
    .poll(() => page.locator('[data-testid="image-tile"][data-status="done"]').count(), { timeout: 20_000 })
    .toBe(n);
}

describe('a dynamic from /releaseDynamic to another member’s like, comment and collect', () => {
  const session = usePhonePage();

  it('A writes, uploads two pictures with progress, keeps the draft over a reload, and publishes', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic?${SOCIAL}`);
    await page.getByTestId('release').waitFor();

    // The uploads wait until their progress bars have been seen.
    let releaseUploads!: () => void;
    const progressSeen = new Promise<void>((resolve) => (releaseUploads = resolve));
    await page.route('**/upload/updateFile*', async (route) => {
      await progressSeen;
      await route.continue();
    });
    await page.getByTestId('image-input').setInputFiles([
      { name: 'sky.png', mimeType: 'image/png', buffer: gradientPng(300, 400, '#ffd6a5', '#ff7a59') },
      { name: 'lake.png', mimeType: 'image/png', buffer: gradientPng(400, 300, '#a0c4ff', '#1d3557') },
    ]);
    await page.getByRole('progressbar').first().waitFor();
    releaseUploads();
    await tilesDone(page, 2);

    await page.getByTestId('release-title').fill(title);
    await page.getByTestId('release-text').fill(text);
    // A Chinese character counts 2 (docs/product/shell.md).
    const units = [...text].reduce((n, c) => n + (c.codePointAt(0)! <= 0x7f ? 1 : 2), 0);
    await expect.poll(() => page.getByTestId('text-counter').textContent()).toBe(`${units}/2000`);

    await page.getByTestId('release-topic').click();
    const option = page.getByTestId('topic-option').first();
    const topicTitle = (await option.locator('span').nth(1).textContent()) ?? '';
    await option.click();
    await expect.poll(() => page.getByTestId('release-topic').textContent()).toContain(topicTitle);
    // The place is picked on /location/basics (here a typed name) and comes back to the draft.
    await page.getByTestId('release-place').click();
    await page.waitForURL((url) => url.pathname === '/location/basics');
    await page.getByTestId('place-search').fill('杭州西湖');
    await page.getByTestId('place-typed').click();
    await page.waitForURL((url) => url.pathname === '/releaseDynamic');
    await expect.poll(() => page.getByTestId('release-place').textContent()).toContain('杭州西湖');
    await tilesDone(page, 2);

    // The content filter's verdict shows before publishing.
    await expect
      .poll(() => page.getByTestId('filter-verdict').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('pass');

    // A reload keeps everything: words, finished pictures, topic and place (once the draft has them all).
    await page.waitForFunction(
      ([key, want]) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
          title?: string;
          text?: string;
          images?: unknown[];
          topic?: unknown;
          placeName?: string;
        } | null;
        return (
          stored?.title === want.title &&
          stored.text === want.text &&
          stored.images?.length === 2 &&
          !!stored.topic &&
          stored.placeName === '杭州西湖'
        );
      },
      [`community:release-draft:${a.userId}`, { title, text }] as const,
    );
    await page.reload();
    await page.getByTestId('release').waitFor();
    expect(await page.getByTestId('release-title').inputValue()).toBe(title);
    expect(await page.getByTestId('release-text').inputValue()).toBe(text);
    await tilesDone(page, 2);
    expect(await page.getByTestId('release-topic').textContent()).toContain(topicTitle);

    await page.getByTestId('publish-button').click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails', { timeout: 15_000 });
    contentId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(contentId).toMatch(/^\d+$/);

    await page.getByTestId('detail').waitFor();
    expect(await page.getByTestId('detail-title').textContent()).toBe(title);
    // Line breaks kept, the #tag# a link of ours.
    expect(await page.getByTestId('detail-text').evaluate((el) => (el as HTMLElement).innerText)).toContain('\n');
    expect(await page.getByTestId('topic-tag').getAttribute('href')).toBe(
      `/topicSquare?keyword=${encodeURIComponent('杭州美食')}`,
    );
    expect(await page.getByTestId('detail-image').count()).toBe(2);
    expect(await page.getByTestId('detail-topic').textContent()).toBe(topicTitle);
    expect(await page.getByTestId('detail-place').textContent()).toBe('杭州西湖');

    // Published: the draft is gone.
    await page.goto(`${baseUrl}/releaseDynamic?${SOCIAL}`);
    await page.getByTestId('release').waitFor();
    expect(await page.getByTestId('release-text').inputValue()).toBe('');
  });

  it('shows it first on /speakTopic and on A’s home, and opens it from there', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    const first = page.locator(CARD).first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe(`/dynamicDetails?id=${contentId}`);
    expect(await first.locator('h2').textContent()).toBe(title);

    await signInAs(page.context(), a);
    // A's own home (no id): their dynamics, and the collections tab is theirs to see.
    await page.goto(`${baseUrl}/personHome`);
    await page.getByTestId('person-header').waitFor();
    expect(await page.getByTestId('person-name').textContent()).toBe(a.nickname);
    const mine = page.locator(`${CARD}[href="/dynamicDetails?id=${contentId}"]`);
    await mine.waitFor();
    await mine.click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    await page.getByTestId('detail').waitFor();
  });

  it('B likes (once), comments, replies, praises and collects it', async () => {
    const { page } = session;
    await signInAs(page.context(), b);
    const calls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/log/v1/track') calls.push(path);
    });
    await page.goto(`${baseUrl}/dynamicDetails?id=${contentId}`);
    await page.getByTestId('detail').waitFor();
    await page.getByTestId('comment-list').or(page.getByText('还没有评论，快来抢沙发')).waitFor();
    // The first view: the content and its comments, asked together (docs/product/budgets.md).
    expect(calls.filter((p) => !p.startsWith('/b2b/')).sort()).toEqual(
      ['/api/content/v1/pub/queryDetail', '/api/socialcontact/v1/comment/getByTargetId'].sort(),
    );

    const like = page.getByTestId('like-button');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');
    // Idempotent on the server: liking again through the API still counts one.
    await api(
      baseUrl,
      '/api/socialcontact/v1/vote/like',
      { targetType: 'content', targetId: contentId, like: true },
      b.token,
    );
    const detail = await api(baseUrl, '/api/content/v1/pub/queryDetail', { id: contentId }, b.token);
    expect(detail).toMatchObject({ liked: true, likeCount: 1 });

    await page.getByTestId('comment-entry').click();
    const input = page.getByTestId('comment-input');
    const comment = '断桥那个机位太赞了，收藏了！';
    await input.fill(comment);
    await expect.poll(() => page.getByTestId('comment-counter').textContent()).toBe(`${comment.length * 2}/500`);
    await page.getByTestId('comment-send').click();
    const item = page.getByTestId('comment-item').filter({ hasText: '断桥那个机位太赞了' });
    await item.waitFor();
    await expect.poll(() => page.getByTestId('comment-sheet').count()).toBe(0);

    await item.getByTestId('reply-button').first().click();
    await page.getByTestId('comment-input').fill('几点去人最少？');
    await page.getByTestId('comment-send').click();
    await item.getByTestId('comment-reply').filter({ hasText: '几点去人最少？' }).waitFor();

    const praise = item.getByTestId('praise-button').first();
    await praise.click();
    await expect.poll(() => praise.getAttribute('aria-pressed')).toBe('true');

    const collect = page.getByTestId('collect-button');
    await collect.click();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
    const saved = await api<{ rows: { itemId: string }[] }>(
      baseUrl,
      '/api/service/agenda/v1/collectionItem/list',
      {},
      b.token,
    );
    expect(saved.rows.map((r) => r.itemId)).toContain(contentId);

    // B's own home lists it under collections and likes.
    await page.goto(`${baseUrl}/personHome?tab=collections`);
    await page.locator(`${CARD}[href="/dynamicDetails?id=${contentId}"]`).waitFor();
    await page.goto(`${baseUrl}/personHome?id=${b.userId}&tab=likes`);
    await page.locator(`${CARD}[href="/dynamicDetails?id=${contentId}"]`).waitFor();
  });

  it('A deletes B’s comment on A’s own dynamic', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/dynamicDetails?id=${contentId}`);
    const item = page.getByTestId('comment-item').filter({ hasText: '断桥那个机位太赞了' });
    await item.waitFor();
    await item.getByTestId('delete-comment').first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => item.count()).toBe(0);
    const left = await api<{ commentCount: number }>(baseUrl, '/api/content/v1/pub/queryDetail', { id: contentId });
    expect(left.commentCount).toBe(0);
  });
});

describe('community screens at 375 × 667', () => {
  const session = usePhonePage();

  async function shoot(page: Page, name: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, name).toBeLessThanOrEqual(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  }

  async function imagesLoaded(page: Page) {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.top < window.innerHeight && r.left < window.innerWidth && r.right > 0;
          })
          // Loaded, and faded in (SafeImage fades pictures in from opacity 0).
          .every((img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1'),
      undefined,
      { timeout: 15_000 },
    );
  }

  it('a topic page, the square, a detail, a home and the publishing screen', async () => {
    const { page } = session;
    const topics = await api<{ rows: { id: string }[] }>(baseUrl, '/api/community/v1/topic/queryByParams', {
      sort: 'hot',
    });
    const topicId = topics.rows[0]!.id;
    await page.goto(`${baseUrl}/speakTopic?topicId=${topicId}&${SOCIAL}`);
    await page.getByTestId('topic-header').waitFor();
    await page.locator(CARD).first().waitFor();
    await imagesLoaded(page);
    await shoot(page, 'community-topic');

    await page.goto(`${baseUrl}/topicSquare?${SOCIAL}`);
    await page.getByTestId('hot-topic').first().waitFor();
    await page.getByTestId('topic-card').first().waitFor();
    await imagesLoaded(page);
    await shoot(page, 'community-square');

    // A demo author's post: other files' content may lead the whole feed, hot or new.
    const feed = await api<{ rows: { id: string; images: unknown[]; author: { userId: string } }[] }>(
      baseUrl,
      '/api/content/v1/pub/list',
      { sort: 'new', pageSize: 20, userId: 'demo0001' },
    );
    const demo = feed.rows.find((r) => r.images.length > 1 && r.author.userId.startsWith('demo'))!;
    await page.goto(`${baseUrl}/dynamicDetails?id=${demo.id}`);
    await page.getByTestId('detail').waitFor();
    await imagesLoaded(page);
    await shoot(page, 'community-detail');

    await page.goto(`${baseUrl}/personHome?id=${demo.author.userId}&${SOCIAL}`);
    await page.getByTestId('person-header').waitFor();
    await page.locator(CARD).first().waitFor();
    await imagesLoaded(page);
    await shoot(page, 'community-person');

    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic?${SOCIAL}`);
    await page.getByTestId('release').waitFor();
    await page.getByTestId('image-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: gradientPng(300, 300, '#ffe29f', '#ff719a') },
      { name: 'b.png', mimeType: 'image/png', buffer: gradientPng(300, 300, '#a1c4fd', '#c2e9fb') },
    ]);
    await tilesDone(page, 2);
    await page.getByTestId('release-title').fill('周末去哪儿｜城市漫步路线');
    await page.getByTestId('release-text').fill('从老城区出发，沿着河边一路走到夜市。\n#城市漫步#');
    await expect
      .poll(() => page.getByTestId('filter-verdict').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('pass');
    await imagesLoaded(page);
    await shoot(page, 'community-release');
  });
});
