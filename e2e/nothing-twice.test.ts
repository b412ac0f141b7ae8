import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, signInAs, type Member } from './support/community';

// docs/product/nothing-twice.md: a double tap on 发布, 发送 and 提交报名 makes one post, one comment, one sign-up,
// counted on the server through the API. The two taps are dispatched in one task, before the page can render the
// button disabled: the strongest double tap a finger can make.

const baseUrl = inject('baseUrl');
// The social channel: the release button is shown.
const SOCIAL = 'storeid=91923';

let author: Member;
let reader: Member;
let publisher: Member;
let attendee: Member;

beforeAll(async () => {
  [author, reader, publisher, attendee] = await Promise.all([
    registerMember(baseUrl),
    registerMember(baseUrl),
    registerMember(baseUrl),
    registerMember(baseUrl),
  ]);
});

/** Two clicks in the same task. */
const doubleTap = (button: Locator) =>
  button.evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });

describe('a double tap', () => {
  const session = usePhonePage();

  it('on 发布 publishes one post', async () => {
    const { page } = session;
    await signInAs(page.context(), author);
    await page.goto(`${baseUrl}/releaseDynamic?${SOCIAL}`);
    await page.getByTestId('release').waitFor();
    await page.getByTestId('release-text').fill('双击发布，只发一条。西湖边的早晨很安静。');
    const button = page.getByTestId('publish-button');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await doubleTap(button);
    await page.waitForURL((url) => url.pathname === '/dynamicDetails');
    const feed = await api<{ rows: { id: string }[] }>(baseUrl, '/api/content/v1/pub/list', {
      userId: author.userId,
      pageSize: 20,
    });
    expect(feed.rows).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('id')).toBe(feed.rows[0]!.id);
  });

  it('on 发送 posts one comment', async () => {
    const { page } = session;
    const contentId = await publishDynamic(baseUrl, author, { text: '等一条评论' });
    await signInAs(page.context(), reader);
    await page.goto(`${baseUrl}/dynamicDetails?id=${contentId}&${SOCIAL}`);
    await page.getByTestId('comment-entry').click();
    const input = page.getByTestId('comment-input');
    await input.fill('双击发送只发一次');
    const button = page.getByTestId('comment-send');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await doubleTap(button);
    await page.getByTestId('comment-item').filter({ hasText: '双击发送只发一次' }).first().waitFor();
    await expect.poll(() => page.getByTestId('comment-sheet').count()).toBe(0);
    const comments = await api<{ rows: { text: string }[] }>(baseUrl, '/api/socialcontact/v1/comment/getByTargetId', {
      targetType: 'content',
      targetId: contentId,
    });
    expect(comments.rows.map((c) => c.text)).toEqual(['双击发送只发一次']);
  });

  it('on 提交报名 signs up once', async () => {
    const { page } = session;
    const on = await fetch(`${baseUrl}/dev/api/activity-publisher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: publisher.userId, allowed: true }),
    });
    expect(((await on.json()) as { code: number }).code).toBe(0);
    const start = Date.now() + 5 * 86_400_000;
    const saved = await api<{ id: string }>(
      baseUrl,
      '/api/service/community/v1/activity/add',
      {
        title: '双击报名只报一次',
        intro: '周末一起沿着钱塘江骑行，看江边的日落。',
        city: '杭州',
        address: '浙江省杭州市上城区之江路',
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 3 * 3600_000).toISOString(),
        questions: [
          { id: 'name', type: 'name', title: '姓名', required: true },
          { id: 'mobile', type: 'mobile', title: '手机号', required: true },
        ],
        tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: 10 }],
      },
      publisher.token,
    );
    await signInAs(page.context(), attendee);
    await page.goto(`${baseUrl}/activityH5/apply?id=${saved.id}`);
    await page.getByTestId('apply').waitFor();
    await page.locator('[data-question="name"] input').fill('王小明');
    await page.locator('[data-question="mobile"] input').fill('13812345678');
    await page.getByTestId('agree').check();
    await doubleTap(page.getByTestId('apply-submit'));
    await page.getByTestId('apply-result').waitFor();
    const summary = await api<{ enrolledCount: number }>(baseUrl, '/api/community/v1/activity/findSummary', {
      id: saved.id,
    });
    expect(summary.enrolledCount).toBe(1);
  });
});
