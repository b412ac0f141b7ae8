import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { picturesInViewLoaded, usePhonePage } from './support/browser';
import { api, gradientPng, registerMember, signInAs, uploadImage, type Member } from './support/community';
// The like endpoint (docs/product/api-paths.md), to wait for the server's answer behind an optimistic count.
const LIKE_PATH = '/api/socialcontact/v1/vote/like';

// The attendee's journey in Chromium: a whitelisted publisher's activity (made through the API) is found on
// /activitySquare and /activityCalendar, opened, signed up for on /activityH5/apply with its question set; the code
// and its QR show on the result, /registradetail shows the enrolment; a full activity offers the waitlist; a visitor
// who is not logged in is sent to sign in and back to the form.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const DAY = 24 * 3600 * 1000;
// A city of its own, so the filtered square shows this run's activities whatever the demo content holds.
const CITY = '舟山';

type Created = { id: string; ticketId: string; startAt: string };

let publisher: Member;
let attendee: Member;
let open: Created;
let full: Created;
const title = `东极岛日出徒步 ${Date.now() % 100000}`;

/** 'YYYY-MM-DD' and 'YYYY-MM' of a moment in Shanghai (the calendar's days). */
const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600 * 1000).toISOString().slice(0, 10);

async function publish(body: Record<string, unknown>): Promise<Created> {
  const saved = await api<{ id: string }>(baseUrl, '/api/service/community/v1/activity/add', body, publisher.token);
  const detail = await api<{ tickets: { id: string }[]; startAt: string }>(
    baseUrl,
    '/api/community/v1/activity/findOne',
    { id: saved.id },
  );
  return { id: saved.id, ticketId: detail.tickets[0]!.id, startAt: detail.startAt };
}

beforeAll(async () => {
  [publisher, attendee] = await Promise.all([registerMember(baseUrl), registerMember(baseUrl)]);
  // The development server's whitelist switch (what /dev does).
  const on = await fetch(`${baseUrl}/dev/api/activity-publisher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: publisher.userId, allowed: true }),
  });
  expect(((await on.json()) as { code: number }).code).toBe(0);
  // 05:00 in Shanghai, three days from now: the island's sunrise.
  const start = new Date(Date.parse(`${shanghaiDay(new Date(Date.now() + 3 * DAY).toISOString())}T05:00:00+08:00`));
  const cover = await uploadImage(baseUrl, publisher, gradientPng(750, 420, '#ffb88c', '#3a6073'), 'sunrise.png');
  const base = {
    coverUrl: cover,
    intro: '凌晨四点出发，登上东极岛最高处看海上日出，再沿环岛步道走回渔村吃早饭。',
    city: CITY,
    address: '浙江省舟山市普陀区东极镇庙子湖岛',
    latitude: 30.1856,
    longitude: 122.6783,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 5 * 3600 * 1000).toISOString(),
    tags: ['日出', '徒步'],
    questions: [
      { id: 'name', type: 'name', title: '姓名', required: true },
      { id: 'mobile', type: 'mobile', title: '手机号', required: true },
      { id: 'sex', type: 'gender', title: '性别', required: true },
      { id: 'size', type: 'single', title: 'T恤尺码', required: false, options: ['S', 'M', 'L'] },
    ],
  };
  open = await publish({
    ...base,
    title,
    tickets: [
      { name: '早鸟票', price: 0, currency: 'CNY', capacity: 5 },
      { name: '标准票', price: 3900, currency: 'CNY', capacity: 20 },
    ],
  });
  full = await publish({
    ...base,
    title: `${title}（满员）`,
    tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: 1 }],
  });
  // Someone else takes the only seat.
  const other = await registerMember(baseUrl);
  await api(
    baseUrl,
    '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo',
    { activityId: full.id, ticketId: full.ticketId, answers: { name: '李四', mobile: '13900001111', sex: '女' } },
    other.token,
  );
});

/** A screenshot of the page as a person sees it: loading indicator gone, no toast left, pictures in view loaded. */
async function shot(page: Page, name: string) {
  await expect.poll(() => page.getByTestId('route-loading').count()).toBe(0);
  await expect.poll(() => page.locator('body > [role="status"]').count()).toBe(0);
  await imagesSettled(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Waits until every picture in view has loaded (or fallen back), so a screenshot shows the page as seen. */
async function imagesSettled(page: Page) {
  await picturesInViewLoaded(page, 10_000);
}

const card = (page: Page, id: string) => page.locator(`[data-testid="activity-card"][data-id="${id}"]`);

describe('an attendee finds an activity, signs up and sees the code', () => {
  const session = usePhonePage({ acceptDownloads: true });

  it('finds it on /activitySquare by city, with its state', async () => {
    const { page } = session;
    await signInAs(page.context(), attendee);
    await page.goto(`${baseUrl}/activitySquare`);
    await page.getByTestId('activity-list').waitFor();
    await imagesSettled(page);
    await shot(page, 'activity-square');

    await page.getByTestId('filter-city').click();
    await page.getByTestId('city-input').fill(CITY);
    await page.getByTestId('city-input').press('Enter');
    await card(page, open.id).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe(CITY);
    expect(await card(page, open.id).getByTestId('status-badge').textContent()).toBe('报名中');
    expect(await card(page, full.id).getByTestId('status-badge').textContent()).toBe('已满员');
    // Every card of the filtered list is in that city.
    const cities = await page.getByTestId('activity-card').allTextContents();
    expect(cities.every((text) => text.includes(CITY))).toBe(true);
  });

  it('finds it on /activityCalendar on its day', async () => {
    const { page } = session;
    await signInAs(page.context(), attendee);
    const day = shanghaiDay(open.startAt);
    await page.goto(`${baseUrl}/activityCalendar?month=${day.slice(0, 7)}`);
    const cell = page.locator(`[data-day="${day}"]`);
    await expect.poll(() => cell.getAttribute('data-marked')).toBe('true');
    await cell.click();
    await card(page, open.id).waitFor();
    await imagesSettled(page);
    await shot(page, 'activity-calendar');
    await card(page, open.id).click();
    await page.getByTestId('activity-detail').waitFor();
    expect(new URL(page.url()).pathname).toBe('/activityDetails');
  });

  it('opens it, signs up answering the question set, and sees the code and QR, then the enrolment', async () => {
    const { page } = session;
    await signInAs(page.context(), attendee);
    await page.goto(`${baseUrl}/activityDetails?id=${open.id}`);
    await page.getByTestId('activity-detail').waitFor();
    expect(await page.getByTestId('activity-title').textContent()).toBe(title);
    expect(await page.getByTestId('ticket-left').allTextContents()).toEqual(['剩余5', '剩余20']);
    expect(await page.getByTestId('map-link').getAttribute('href')).toContain('122.6783');
    const button = page.getByTestId('enrol-button');
    expect(await button.getAttribute('data-action')).toBe('apply');
    expect(await button.textContent()).toBe('立即报名');
    await imagesSettled(page);
    await shot(page, 'activity-details');

    await button.click();
    await page.getByTestId('apply').waitFor();
    expect(new URL(page.url()).pathname).toBe('/activityH5/apply');
    // The second ticket; the answers are checked as typed, with docs/product/identity.md's patterns.
    await page.getByTestId('ticket-option').nth(1).click();
    const name = page.locator('[data-question="name"] input');
    const mobile = page.locator('[data-question="mobile"] input');
    await name.fill('Li 3');
    await mobile.fill('12345');
    await mobile.blur();
    await expect
      .poll(() => page.getByTestId('question-error').allTextContents())
      .toEqual(['姓名：只能填写中文、字母或空格', '手机号：手机号格式不正确']);
    await page.getByTestId('apply-submit').click();
    // Nothing is sent while answers are wrong; the required gender says so too.
    await expect.poll(() => page.getByTestId('question-error').count()).toBe(3);
    await name.fill('王小明');
    await mobile.fill('13812345678');
    await page.locator('[data-question="sex"]').getByRole('radio', { name: '男' }).click();
    await page.locator('[data-question="size"]').getByRole('radio', { name: 'M' }).click();
    await expect.poll(() => page.getByTestId('question-error').count()).toBe(0);
    await page.getByTestId('agree').check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'activity-apply');
    await page.getByTestId('apply-submit').click();
    // A priced ticket says how it is paid (at the door here) before anything is sent.
    const pay = page.getByRole('alertdialog');
    await expect.poll(() => pay.textContent()).toContain('到场支付 ¥39.00');
    await pay.getByRole('button', { name: '确认报名' }).click();

    await page.getByTestId('apply-result').waitFor();
    expect(await page.getByTestId('apply-result').getAttribute('data-status')).toBe('enrolled');
    const code = (await page.getByTestId('check-in-code').getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await page.getByTestId('qr-image').waitFor();
    expect(await page.getByTestId('qr-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await shot(page, 'activity-applyresult');

    // "Add to calendar" hands over an .ics file with the activity's time and the code.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-calendar').click()]);
    expect(download.suggestedFilename()).toBe(`activity-${open.id}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toContain(`核销码：${code}`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    await page.getByTestId('to-record').click();
    await page.getByTestId('record').waitFor();
    expect(await page.getByTestId('record').getAttribute('data-status')).toBe('enrolled');
    expect(await page.getByTestId('record-status').textContent()).toContain('已报名');
    expect(await page.getByTestId('record-checked-in').textContent()).toContain('未核销');
    await page.getByTestId('qr-image').waitFor();
    expect(await page.getByTestId('record').textContent()).toContain('标准票');
    expect(await page.getByTestId('check-in-code').getAttribute('data-code')).toBe(code);
    // The answers are the owner's own: shown whole.
    expect(await page.getByTestId('record').textContent()).toContain('13812345678');
    await shot(page, 'activity-registradetail');

    // Back on the activity, the button tells it is done, my face is among the enrolled, and the community's like
    // (composed into the screen by the page) counts.
    await page.goto(`${baseUrl}/activityDetails?id=${open.id}`);
    await expect.poll(() => page.getByTestId('enrol-button').getAttribute('data-action')).toBe('view');
    expect(await page.getByTestId('enrol-button').textContent()).toBe('已报名，查看报名详情');
    expect(await page.getByTestId('ticket-left').allTextContents()).toEqual(['剩余5', '剩余19']);
    // The count moves at the tap; the reload waits for the server's answer, or it could read before the like lands.
    const liked = page.waitForResponse((r) => r.url().includes(LIKE_PATH) && r.request().method() === 'POST');
    await page.getByTestId('like-button').click();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');
    expect((await liked).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');
    await page.getByTestId('enrolled-faces').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect.poll(() => page.getByTestId('enrolled-faces').textContent()).toContain('已报名 1 人');
    await shot(page, 'activity-details-enrolled');

    // 我的 → 我的活动 opens on what one joined, with the code at a glance and one tap to its QR.
    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId('mine-activities').click();
    const joined = page.locator(`[data-testid="activity-row"][data-id="${open.id}"]`);
    await expect
      .poll(() => joined.getByTestId('joined-code').textContent())
      .toContain(code.replace(/(.{4})(?=.)/g, '$1 '));
    await shot(page, 'mine-activities');
    await joined.getByTestId('joined-code').click();
    await page.getByTestId('record').waitFor();
    expect(await page.getByTestId('check-in-code').getAttribute('data-code')).toBe(code);
  });

  it('offers the waitlist on a full activity and tells the place in line', async () => {
    const { page } = session;
    await signInAs(page.context(), attendee);
    await page.goto(`${baseUrl}/activityDetails?id=${full.id}`);
    const button = page.getByTestId('enrol-button');
    await button.waitFor();
    expect(await button.textContent()).toBe('名额已满，加入候补');
    await button.click();
    await page.getByTestId('apply').waitFor();
    await page.locator('[data-question="name"] input').fill('王小明');
    await page.locator('[data-question="mobile"] input').fill('13812345678');
    await page.locator('[data-question="sex"]').getByRole('radio', { name: '男' }).click();
    await page.getByTestId('agree').check();
    expect(await page.getByTestId('apply-submit').textContent()).toBe('提交并加入候补');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('apply-result').waitFor();
    expect(await page.getByTestId('apply-result').getAttribute('data-status')).toBe('waitlisted');
    expect(await page.getByTestId('waitlist-position').textContent()).toBe('候补中，第1位');
    // No code to show while waiting.
    expect(await page.getByTestId('enrolment-code').count()).toBe(0);
  });
});

describe('a visitor who is not logged in', () => {
  const session = usePhonePage();

  it('is sent to sign in from the sign-up button, and back to the activity (the intent is kept)', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/activityDetails?id=${open.id}`);
    await page.getByTestId('enrol-button').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/activityDetails?id=${open.id}`);
    expect(await page.evaluate(() => sessionStorage.getItem('LOGIN_INTENT'))).toContain(`signup:activity:${open.id}`);
  });
});
