import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, signInAs } from './support/community';

// 消息 (docs/product/notices.md): B likes A's dynamic, comments on it and follows A, through the API as another
// phone would. A sees the unread total on the bell of their own home, opens 消息, finds each notice in its group
// with the groups' red counts, and the counts clear as each group is read.

const baseUrl = inject('baseUrl');
/** The git-ignored folder for screenshots to look at (E2E_SCREENSHOTS chooses another). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? resolve(import.meta.dirname, '../screenshots');

const badgeOf = (page: Page, kind: string) => page.getByTestId(`notice-group-${kind}`).getByTestId('unread-badge');

/** A still screen (no loading indicator, no transition running), saved in SCREENSHOTS. */
async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.getByTestId('route-loading').waitFor({ state: 'detached' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: `${SCREENSHOTS}/notices-${name}.png` });
}

describe('the message centre', () => {
  const session = usePhonePage();

  it('shows B’s like, comment and follow to A in their groups, and clears the counts as A reads', async () => {
    const { page } = session;
    const [a, b] = await Promise.all([registerMember(baseUrl), registerMember(baseUrl)]);
    const post = await publishDynamic(baseUrl, a, { text: '洱海边骑行的一天，风很大但是很开心' });
    await api(
      baseUrl,
      '/api/socialcontact/v1/vote/like',
      { targetType: 'content', targetId: post, like: true },
      b.token,
    );
    await api(
      baseUrl,
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'content', targetId: post, text: '照片拍得真好，求路线' },
      b.token,
    );
    await api(baseUrl, '/api/service/user/v1/follow', { userId: a.userId }, b.token);

    // A's own home: the bell carries the unread total.
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/personHome`);
    const bell = page.getByTestId('notices-entry');
    await expect.poll(() => bell.getByTestId('unread-badge').textContent()).toBe('3');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息，3条未读');
    await shoot(page, 'own-home');
    await bell.click();
    await page.waitForURL((url) => url.pathname === '/messages');

    // 赞和收藏 opens first: B's like, read by opening it; the other groups still count theirs.
    const like = page.getByTestId('notice-list-like').getByTestId('notice-item');
    await expect.poll(() => like.count()).toBe(1);
    await expect.poll(() => like.first().textContent()).toContain(`${b.nickname}赞了你的动态`);
    expect(await like.first().textContent()).toContain('洱海边骑行的一天');
    await expect.poll(() => badgeOf(page, 'comment').textContent()).toBe('1');
    await expect.poll(() => badgeOf(page, 'follow').textContent()).toBe('1');
    expect(await badgeOf(page, 'like').count()).toBe(0);
    expect(await badgeOf(page, 'system').count()).toBe(0);
    expect(await page.title()).toContain('消息');
    await shoot(page, 'messages-like');

    await page.getByTestId('notice-group-comment').click();
    const comment = page.getByTestId('notice-list-comment').getByTestId('notice-item');
    await expect.poll(() => comment.first().textContent()).toContain(`${b.nickname}评论了你的动态`);
    expect(await comment.first().textContent()).toContain('照片拍得真好，求路线');
    expect(await comment.count()).toBe(1);
    await shoot(page, 'messages-comment');

    await page.getByTestId('notice-group-follow').click();
    const follow = page.getByTestId('notice-list-follow').getByTestId('notice-item');
    await expect.poll(() => follow.first().textContent()).toContain(`${b.nickname}关注了你`);

    // Every group read: no count left on the screen, nor on the server.
    await page.getByTestId('notice-group-system').click();
    await expect.poll(() => page.getByText('暂无系统通知').count()).toBe(1);
    await expect.poll(() => page.getByTestId('unread-badge').count()).toBe(0);
    await shoot(page, 'messages-system');
    const unread = await api<{ total: number }>(baseUrl, '/api/service/socialcontact/v1/notice/unread', {}, a.token);
    expect(unread.total).toBe(0);

    // A follower's notice opens their home.
    await page.getByTestId('notice-group-follow').click();
    await follow.first().click();
    await page.waitForURL((url) => url.pathname === '/personHome' && url.searchParams.get('id') === b.userId);

    // Back on A's own home (kept alive behind 消息), the bell has nothing left to count.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/messages');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/personHome' && !url.searchParams.has('id'));
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息');
    expect(await bell.getByTestId('unread-badge').count()).toBe(0);
  });
});
