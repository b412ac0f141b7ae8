import { describe, expect, inject, it, beforeAll } from 'vitest';
import { toastShown, usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, signInAs, type Member } from './support/community';

// The content filter in Chromium at 375×667 (docs/product/content-filter.md): a member writing on /releaseDynamic
// sees each of ten evasions of listed words named and cannot publish it; a contact advert (加V, 加薇) is held for
// review; a post that mentions 台北 and 法国 publishes. A comment held for review shows to its writer alone, 审核中.

const baseUrl = inject('baseUrl');
// The social channel: the comment box is shown.
const SOCIAL = 'storeid=91923';
let a: Member;
let b: Member;

beforeAll(async () => {
  [a, b] = await Promise.all([registerMember(baseUrl), registerMember(baseUrl)]);
});

describe('the content filter on /releaseDynamic', () => {
  const session = usePhonePage();

  it('names each of ten evasions of listed words and keeps the post from being published', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('release').waitFor();
    const verdict = page.getByTestId('filter-verdict');
    const evasions = [
      ['spaced', '周末聊聊 法 轮 功 吧', '法轮功'],
      ['full width', '推荐ｆａｌｕｎｇｏｎｇ相关的书', '法轮功'],
      ['traditional', '支持臺獨的朋友请举手', '台独'],
      ['emoji between', '今晚约🔥炮吗', '约炮'],
      ['digits for letters', 'fa1ungong 的资料谁有', '法轮功'],
      ['zero-width space', '有人懂法\u200b轮功吗', '法轮功'],
      ['punctuation between', '楼下有色。情服务', '色情'],
      ['pinyin', '谁有 falungong 的书', '法轮功'],
      ['look-alike letters (Cyrillic а, о)', 'f\u0430lung\u043eng 的书', '法轮功'],
      ['initials', '我们一起 fldf', '法轮大法'],
    ] as const;
    expect(evasions).toHaveLength(10);
    for (const [, text, word] of evasions) {
      await page.getByTestId('release-text').fill(text);
      await expect.poll(() => verdict.getAttribute('data-state'), { timeout: 10_000 }).toBe('fail');
      await expect.poll(() => verdict.locator('mark').allTextContents()).toContain(word);
      expect(await page.getByTestId('publish-button').isDisabled()).toBe(true);
    }
  });

  it('holds a contact advert (加V, 加薇) for review rather than publishing it to everyone', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('release').waitFor();
    const verdict = page.getByTestId('filter-verdict');
    for (const text of ['想拼车的加V：abc123', '有事加薇 abc123']) {
      await page.getByTestId('release-text').fill(text);
      await expect.poll(() => verdict.getAttribute('data-state'), { timeout: 10_000 }).toBe('review');
      expect(await verdict.textContent()).toContain('审核');
    }
  });

  it('says an advert will be reviewed, publishes it with that notice, and shows it to its author', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('release').waitFor();
    await page.getByTestId('release-text').fill('海外代购，需要的私聊我');
    await expect
      .poll(() => page.getByTestId('filter-verdict').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('review');
    await page.getByTestId('publish-button').click();
    await toastShown(page, '内容已提交审核');
    await page.waitForURL((url) => url.pathname === '/dynamicDetails', { timeout: 15_000 });
    await page.getByTestId('detail').waitFor();
    expect(await page.getByTestId('detail-text').textContent()).toContain('海外代购');
  });

  it('publishes a clean post that mentions 台北 and 法国', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('release').waitFor();
    const text = '从烟台独自出发，先到台北逛夜市，再飞法国看展。';
    await page.getByTestId('release-text').fill(text);
    await expect
      .poll(() => page.getByTestId('filter-verdict').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('pass');
    await page.getByTestId('publish-button').click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails', { timeout: 15_000 });
    await page.getByTestId('detail').waitFor();
    expect(await page.getByTestId('detail-text').textContent()).toContain('台北');
  });

  it('shows a comment held for review to its writer alone, marked 审核中', async () => {
    const { page } = session;
    const post = await publishDynamic(baseUrl, a, { text: '西湖边的早餐店，九点前去不用排队' });
    await signInAs(page.context(), b);
    await page.goto(`${baseUrl}/dynamicDetails?id=${post}&${SOCIAL}`);
    await page.getByTestId('comment-entry').click();
    await page.getByTestId('comment-input').fill('想要优惠券的加微信问我');
    await page.getByTestId('comment-send').click();
    await toastShown(page, '内容已提交审核');
    const mine = page.getByTestId('comment-item').filter({ hasText: '想要优惠券的加微信问我' });
    await mine.getByTestId('comment-held').waitFor();
    expect(await mine.getByTestId('comment-held').textContent()).toBe('审核中');
    // Nobody else sees it: not the post's author in the app, nor anyone through the API; nothing is counted.
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/dynamicDetails?id=${post}&${SOCIAL}`);
    await page.getByTestId('detail').waitFor();
    await page.getByText('还没有评论，快来抢沙发').waitFor();
    expect(await page.getByTestId('comment-item').count()).toBe(0);
    const others = await api<{ rows: unknown[] }>(baseUrl, '/api/socialcontact/v1/comment/getByTargetId', {
      targetType: 'content',
      targetId: post,
    });
    expect(others.rows).toEqual([]);
  });
});
