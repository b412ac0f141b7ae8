import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD } from './support/app';
import { toastShown, usePhonePage } from './support/browser';
import { api, gradientPng, publishDynamic, registerMember, type Member } from './support/community';
import { newMobile, requestAndTypeSmsCode, trackCaptchas } from './support/identity';

// docs/product/identity.md, the first hour of a real user: a new user registers, reaches their own home in one tap from
// the feed's avatar, changes nickname, avatar (cropped to a square in the browser) and bio, and sees them on
// their posts and comments (old ones too: every cache that shows the author is refreshed); taps the following
// count and sees the list, follows a fan back. A visitor opens the same home without signing in.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
// The social channel: follow and release show (docs/product/channels.md), kept for the session.
const SOCIAL = 'storeid=91923';

/** A still screen: no toast, no loading indicator, every transition finished. */
const shoot = async (page: Page, name: string) => {
  await page.locator('body > [role="status"]').waitFor({ state: 'detached' });
  await page.getByTestId('route-loading').waitFor({ state: 'detached' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
};

/** The signed-in member as the page holds them (token and user code from its local storage). */
async function memberOf(page: Page, nickname: string): Promise<Member> {
  const [token, userId] = await page.evaluate(() => [
    localStorage.getItem('SOCIAL_TOKEN'),
    localStorage.getItem('USER_ID'),
  ]);
  if (!token || !userId) throw new Error('not signed in');
  return { token, userId, nickname };
}

/** The home's cards (the feed, kept alive behind it, has its own, hidden). */
const homeCards = (page: Page) => page.getByTestId('person-home').locator(CARD);

/** A unique nickname of 2–24 units: 6 Chinese characters (12) and 6 Latin letters. */
const uniqueName = () => `山海旅人${Math.random().toString(36).slice(2, 8)}`;

describe('a space of one’s own', () => {
  const session = usePhonePage();

  it('registers, edits the profile from the home, sees it everywhere, and follows a fan back', async () => {
    const { page } = session;
    const captchas = trackCaptchas(page, baseUrl);

    // Register from the feed's top bar.
    await page.goto(`${baseUrl}/speakTopic?${SOCIAL}`);
    await page.getByTestId('account-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('go-register').click();
    await page.waitForURL((url) => url.pathname === '/register');
    const mobile = newMobile();
    await page.getByLabel('手机号').fill(mobile);
    await requestAndTypeSmsCode(page, baseUrl, captchas, mobile, 'register');
    await page.getByRole('checkbox').check();
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');

    const first = await memberOf(page, '');
    const info = await api<{ nickname: string }>(baseUrl, '/b2b/user/login/getUserInfo', {}, first.token);
    const me = { ...first, nickname: info.nickname };
    // A post from before the change, and someone who follows me, and someone I follow.
    const before = await publishDynamic(baseUrl, me, { text: '第一次来乌镇，夜里的水巷灯影很美' });
    const fan = await registerMember(baseUrl);
    const idol = await registerMember(baseUrl);
    await api(baseUrl, '/api/service/user/v1/follow', { userId: me.userId }, fan.token);
    await api(baseUrl, '/api/service/user/v1/follow', { userId: idol.userId }, me.token);

    // One tap on the avatar: one's own home.
    await page.getByTestId('account-button').click();
    await page.waitForURL((url) => url.pathname === '/personHome');
    await page.getByTestId('person-header').waitFor();
    expect(await page.getByTestId('person-name').textContent()).toBe(me.nickname);
    await homeCards(page).first().waitFor();
    expect(await page.getByTestId('count-following').textContent()).toContain('1');
    expect(await page.getByTestId('count-fans').textContent()).toContain('1');

    // The old post, opened from the home, with a comment of mine under it.
    await homeCards(page).first().click();
    await page.waitForURL((url) => url.pathname === '/dynamicDetails' && url.searchParams.get('id') === before);
    await page.getByTestId('detail').waitFor();
    expect(await page.getByTestId('detail-author').textContent()).toContain(me.nickname);
    await page.getByTestId('comment-entry').click();
    await page.getByTestId('comment-input').fill('下次还想来住一晚');
    await page.getByTestId('comment-send').click();
    const comment = page.getByTestId('comment-item').filter({ hasText: '下次还想来住一晚' });
    await comment.waitFor();
    await expect.poll(() => page.getByTestId('comment-sheet').count()).toBe(0);
    await page.goBack();
    await page.getByTestId('person-header').waitFor();
    await shoot(page, 'person-home');

    // Edit: a wide picture cropped to a square, a new nickname and bio.
    await page.getByTestId('edit-profile').click();
    await page.getByTestId('profile-editor').waitFor();
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: gradientPng(600, 400, '#ff9a5a', '#3a4a8c'),
    });
    await page.getByTestId('avatar-cropper').waitFor();
    await expect.poll(() => page.getByTestId('crop-use').isEnabled()).toBe(true);
    // Dragged to the left: the square comes from the right of the picture, still whole.
    const frame = (await page.getByTestId('avatar-cropper').locator('img').boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width / 2 - 60, frame.y + frame.height / 2, { steps: 4 });
    await page.mouse.up();
    await shoot(page, 'avatar-crop');
    await page.getByTestId('crop-use').click();
    await page.getByTestId('profile-editor').waitFor();
    const nickname = uniqueName();
    const bio = '周末就出发，喜欢古镇和海边';
    await page.getByTestId('nickname-input').fill(nickname);
    await page.getByTestId('bio-input').fill(bio);
    // Counted as the server counts: a Chinese character 2.
    expect(await page.getByTestId('profile-editor').textContent()).toContain('14/24');
    await expect.poll(() => page.getByTestId('profile-save').isEnabled(), { timeout: 15_000 }).toBe(true);
    await shoot(page, 'profile-edit');
    await page.getByTestId('profile-save').click();
    await toastShown(page, '资料已更新');
    await expect.poll(() => page.getByTestId('profile-editor').count()).toBe(0);

    // The home shows it at once; the new avatar is our square upload.
    await expect.poll(() => page.getByTestId('person-name').textContent()).toBe(nickname);
    expect(await page.getByTestId('person-bio').textContent()).toBe(bio);
    const saved = await api<{ avatar: string | null }>(baseUrl, '/b2b/user/login/getUserInfo', {}, me.token);
    expect(saved.avatar).toMatch(/^\/media\//);
    const square = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, saved.avatar!);
    expect(square[0]).toBe(square[1]);

    // The old post and my comment under it, reached in the app again: the new name and picture.
    await homeCards(page).first().click();
    await page.getByTestId('detail').waitFor();
    await expect.poll(() => page.getByTestId('detail-author').textContent()).toContain(nickname);
    expect(await page.getByTestId('detail-author').locator('img').getAttribute('src')).toContain(
      saved.avatar!.replace(/\.\w+$/, ''),
    );
    await expect.poll(() => comment.textContent()).toContain(nickname);

    // The next post carries them too, on the feed and on its page.
    const next = await publishDynamic(baseUrl, me, { text: '改了名字以后的第一条：西塘的清晨' });
    await page.goto(`${baseUrl}/dynamicDetails?id=${next}`);
    await page.getByTestId('detail').waitFor();
    expect(await page.getByTestId('detail-author').textContent()).toContain(nickname);
    await page.getByTestId('comment-entry').click();
    await page.getByTestId('comment-input').fill('补一张夜景');
    await page.getByTestId('comment-send').click();
    await page.getByTestId('comment-item').filter({ hasText: '补一张夜景' }).filter({ hasText: nickname }).waitFor();

    // The top bar's avatar is the new picture.
    await page.goto(`${baseUrl}/speakTopic`);
    await expect
      .poll(() => page.getByTestId('account-button').locator('img').getAttribute('src'))
      .toContain(saved.avatar!.replace(/\.\w+$/, ''));

    // Following, then the fans, from the counts; follow a fan back.
    await page.getByTestId('account-button').click();
    await page.getByTestId('person-header').waitFor();
    await page.getByTestId('count-following').click();
    await page.getByTestId('follow-sheet').waitFor();
    await page.getByTestId('following-list').getByText(idol.nickname).waitFor();
    await page.getByTestId('follow-sheet').getByRole('tab', { name: '粉丝' }).click();
    const fanRow = page.getByTestId('fans-list').getByTestId('fan-row').filter({ hasText: fan.nickname });
    await fanRow.waitFor();
    expect(await fanRow.getByTestId('follow-button').textContent()).toBe('回关');
    await shoot(page, 'fans-list');
    await fanRow.getByTestId('follow-button').click();
    await expect.poll(() => fanRow.getByTestId('follow-button').textContent()).toBe('已关注');
    await expect
      .poll(async () => {
        const list = await api<{ rows: { userId: string }[] }>(
          baseUrl,
          '/api/community/v1/userFans/findFansData',
          { list: 'following' },
          me.token,
        );
        return list.rows.map((r) => r.userId).sort();
      })
      .toEqual([fan.userId, idol.userId].sort());
  });

  it('opens someone’s home to a visitor by ?userId= and by ?id=, without a sign-in prompt', async () => {
    const { page } = session;
    const someone = await registerMember(baseUrl);
    await publishDynamic(baseUrl, someone, { text: '黄山的云海，凌晨四点起来等日出' });
    for (const param of ['userId', 'id']) {
      await page.goto(`${baseUrl}/personHome?${param}=${someone.userId}`);
      await page.getByTestId('person-header').waitFor();
      expect(await page.getByTestId('person-name').textContent()).toBe(someone.nickname);
      await homeCards(page).first().waitFor();
      expect(await page.getByText('登录后查看你的主页').count()).toBe(0);
      // Not one's own: no edit, no settings.
      expect(await page.getByTestId('edit-profile').count()).toBe(0);
      expect(await page.getByTestId('account-settings').count()).toBe(0);
    }
    // Their lists open to a visitor too.
    await page.getByTestId('count-fans').click();
    await page.getByTestId('follow-sheet').waitFor();
    await page.getByText('还没有粉丝').waitFor();
  });
});
