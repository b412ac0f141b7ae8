import { describe, expect, inject, it, beforeAll } from 'vitest';
import { usePhonePage } from './support/browser';
import { registerMember, signInAs, type Member } from './support/community';

// The content filter in Chromium at 375×667 (docs/product/content-filter.md): a member writing on /releaseDynamic
// sees each hidden listed word named and cannot publish it; a post that mentions 台北 and 法国 publishes.

const baseUrl = inject('baseUrl');
let a: Member;

beforeAll(async () => {
  a = await registerMember(baseUrl);
});

describe('the content filter on /releaseDynamic', () => {
  const session = usePhonePage();

  it('names each hidden listed word and keeps the post from being published', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/releaseDynamic`);
    await page.getByTestId('release').waitFor();
    const verdict = page.getByTestId('filter-verdict');
    for (const [text, word] of [
      ['周末聊聊 法 轮 功 吧', '法轮功'],
      ['支持臺獨的朋友请举手', '台独'],
      ['今晚约🔥炮吗', '约炮'],
      ['fa1ungong 的资料谁有', '法轮功'],
    ] as const) {
      await page.getByTestId('release-text').fill(text);
      await expect.poll(() => verdict.getAttribute('data-state'), { timeout: 10_000 }).toBe('fail');
      await expect.poll(() => verdict.locator('mark').allTextContents()).toContain(word);
      expect(await page.getByTestId('publish-button').isDisabled()).toBe(true);
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
    await page.getByText('内容已提交审核').waitFor();
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
});
