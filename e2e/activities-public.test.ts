import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { picturesInViewLoaded, usePhonePage } from './support/browser';
import { api, registerMember, signInAs, type Member } from './support/community';

// What the public sees of activities beyond the square, in Chromium: a publisher's online activities on their
// /personHome (never the drafts or offline ones, which only the publisher's own tab shows, marked); the calendar
// narrowed to a city, kept in the address through back and forward; and a freed seat held for the first in line,
// who sees the hold on the activity and confirms it.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const DAY = 24 * 3600 * 1000;
const S = '/api/service/community/v1/activity';
const E = '/api/service/community/v1/activityEnroll';
// Cities of their own, so what the filtered calendar shows is this run's whatever the demo content holds.
const CITY = '衢州';
const OTHER_CITY = '丽水';
const run = Date.now() % 100000;

/** 'YYYY-MM-DD' in Shanghai (the calendar's days). */
const shanghaiDay = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);
const at = (day: string, hm: string) => new Date(`${day}T${hm}:00+08:00`).toISOString();

let publisher: Member;
const ids: Record<'online' | 'draft' | 'offline' | 'cityA' | 'cityB' | 'cityBNext' | 'held', string> = {
  online: '',
  draft: '',
  offline: '',
  cityA: '',
  cityB: '',
  cityBNext: '',
  held: '',
};
let heldTicket = '';
// The calendar's two days: the same day in both cities, and the next only in the other one.
const day = shanghaiDay(Date.now() + 12 * DAY);
const nextDay = shanghaiDay(Date.now() + 13 * DAY);

const QUESTIONS = [{ id: 'name', type: 'name', title: '姓名', required: true }];

async function publish(body: Record<string, unknown>) {
  const saved = await api<{ id: string }>(
    baseUrl,
    `${S}/add`,
    {
      intro: '一起出发，路上见。',
      address: '市中心广场集合',
      questions: QUESTIONS,
      tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: 20 }],
      ...body,
    },
    publisher.token,
  );
  return saved.id;
}

beforeAll(async () => {
  publisher = await registerMember(baseUrl);
  const on = await fetch(`${baseUrl}/dev/api/activity-publisher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: publisher.userId, allowed: true }),
  });
  expect(((await on.json()) as { code: number }).code).toBe(0);
  ids.online = await publish({
    title: `江郎山登高 ${run}`,
    city: CITY,
    startAt: at(day, '08:00'),
    endAt: at(day, '16:00'),
  });
  ids.cityA = ids.online;
  ids.cityB = await publish({
    title: `古堰画乡写生 ${run}`,
    city: OTHER_CITY,
    startAt: at(day, '09:00'),
    endAt: at(day, '12:00'),
  });
  ids.cityBNext = await publish({
    title: `云和梯田日落 ${run}`,
    city: OTHER_CITY,
    startAt: at(nextDay, '16:00'),
    endAt: at(nextDay, '19:00'),
  });
  ids.offline = await publish({
    title: `已下架的夜游 ${run}`,
    city: CITY,
    startAt: at(day, '19:00'),
    endAt: at(day, '21:00'),
  });
  await api(baseUrl, `${S}/down`, { id: ids.offline }, publisher.token);
  ids.draft = (
    await api<{ id: string }>(baseUrl, `${S}/saveDraft`, { title: `没写完的草稿 ${run}`, city: CITY }, publisher.token)
  ).id;
  ids.held = await publish({
    title: `仅一个名额的夜跑 ${run}`,
    city: CITY,
    startAt: at(nextDay, '19:00'),
    endAt: at(nextDay, '21:00'),
    tickets: [{ name: '唯一名额', price: 0, currency: 'CNY', capacity: 1 }],
  });
  heldTicket = (
    await api<{ tickets: { id: string }[] }>(baseUrl, '/api/community/v1/activity/findOne', { id: ids.held })
  ).tickets[0]!.id;
});

async function shot(page: Page, name: string) {
  await expect.poll(() => page.getByTestId('route-loading').count()).toBe(0);
  await expect.poll(() => page.locator('body > [role="status"]').count()).toBe(0);
  await picturesInViewLoaded(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `activities-public-${name}.png`) });
}

const cardIds = (page: Page, scope: string) =>
  page
    .locator(`[data-testid="${scope}"] [data-testid="activity-card"]`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));

describe("a publisher's activities on /personHome", () => {
  const session = usePhonePage();

  it('shows someone else only their online activities, as the square does, with an empty ended tab', async () => {
    const { page } = session;
    const visitor = await registerMember(baseUrl);
    await signInAs(page.context(), visitor);
    await page.goto(`${baseUrl}/personHome?id=${publisher.userId}&tab=activities`);
    await page.getByTestId('publisher-activities-list').waitFor();
    // Soonest to end first: the day's two, then the next day's two (the other city's included: a home is not a city).
    await expect
      .poll(() => cardIds(page, 'publisher-activities'))
      .toEqual([ids.cityB, ids.online, ids.cityBNext, ids.held]);
    const text = await page.getByTestId('publisher-activities').textContent();
    expect(text).not.toContain('草稿');
    expect(text).not.toContain('已下架的夜游');
    expect(
      await page
        .locator(`[data-testid="activity-card"][data-id="${ids.held}"] [data-testid="status-badge"]`)
        .textContent(),
    ).toBe('报名中');
    await shot(page, 'person-home-others');

    await page.getByRole('tab', { name: '已结束' }).click();
    await expect.poll(() => page.getByTestId('publisher-activities').getAttribute('data-tab')).toBe('ended');
    await expect.poll(() => page.getByTestId('publisher-activities').textContent()).toContain('TA 还没有已结束的活动');

    // A card opens the activity.
    await page.getByRole('tab', { name: '进行中' }).click();
    await page.locator(`[data-testid="activity-card"][data-id="${ids.online}"]`).click();
    await page.getByTestId('activity-detail').waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(ids.online);
  });

  it('shows a user who has published nothing that they have not, in Chinese', async () => {
    const { page } = session;
    const nobody = await registerMember(baseUrl);
    await page.goto(`${baseUrl}/personHome?id=${nobody.userId}&tab=activities`);
    await expect.poll(() => page.getByTestId('publisher-activities').textContent()).toContain('TA 还没有进行中的活动');
  });

  it('shows the publisher their own, every state marked', async () => {
    const { page } = session;
    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/personHome?tab=activities`);
    await page.getByTestId('user-activities').waitFor();
    const rows = page.getByTestId('user-activities').getByTestId('activity-row');
    await expect.poll(() => rows.count()).toBe(6);
    const status = (id: string) =>
      page.locator(`[data-testid="activity-row"][data-id="${id}"]`).getAttribute('data-status');
    expect(await status(ids.draft)).toBe('draft');
    expect(await status(ids.offline)).toBe('offline');
    expect(await status(ids.online)).toBe('online');
    expect(await page.locator(`[data-testid="activity-row"][data-id="${ids.draft}"]`).textContent()).toContain('草稿');
    expect(await page.locator(`[data-testid="activity-row"][data-id="${ids.offline}"]`).textContent()).toContain(
      '已下架',
    );
    await shot(page, 'person-home-own');
  });
});

describe('/activityCalendar by city', () => {
  const session = usePhonePage();
  const cell = (page: Page, d: string) => page.locator(`[data-day="${d}"]`);

  it('narrows the marked days and the day list to the chosen city, kept in the address through back and forward', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/activityCalendar?month=${day.slice(0, 7)}&date=${day}`);
    await page.getByTestId('day-activities').waitFor();
    // All cities: both of the day's activities.
    await expect.poll(() => cardIds(page, 'day-activities')).toEqual(expect.arrayContaining([ids.cityA, ids.cityB]));

    await page.getByTestId('filter-city').click();
    await page.getByTestId('city-input').fill(CITY);
    await page.getByTestId('city-input').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe(CITY);
    await expect.poll(() => cardIds(page, 'day-activities')).toEqual([ids.cityA]);
    expect(await page.getByTestId('filter-city').textContent()).toBe(CITY);
    await expect.poll(() => cell(page, day).getAttribute('data-marked')).toBe('true');
    if (nextDay.slice(0, 7) === day.slice(0, 7)) {
      // The next day has the other city's sunset and this city's one-seat run: still marked, with one.
      await cell(page, nextDay).click();
      await expect.poll(() => cardIds(page, 'day-activities')).toEqual([ids.held]);
      await cell(page, day).click();
      await expect.poll(() => cardIds(page, 'day-activities')).toEqual([ids.cityA]);
    }
    await shot(page, 'calendar-city');

    // Away to an activity and back: the city is still chosen.
    await page.locator(`[data-testid="activity-card"][data-id="${ids.cityA}"]`).click();
    await page.getByTestId('activity-detail').waitFor();
    await page.goBack();
    await expect.poll(() => page.getByTestId('activity-calendar').getAttribute('data-city')).toBe(CITY);
    await expect.poll(() => cardIds(page, 'day-activities')).toEqual([ids.cityA]);
    await page.goForward();
    await page.getByTestId('activity-detail').waitFor();
    await page.goBack();
    await expect.poll(() => cardIds(page, 'day-activities')).toEqual([ids.cityA]);

    // The other city: its activity only; a day with nothing there says so.
    await page.getByTestId('filter-city').click();
    await page.getByTestId('city-input').fill(OTHER_CITY);
    await page.getByTestId('city-input').press('Enter');
    await expect.poll(() => cardIds(page, 'day-activities')).toEqual([ids.cityB]);
    const empty = shanghaiDay(Date.parse(`${day}T12:00:00+08:00`) - DAY);
    if (empty.slice(0, 7) === day.slice(0, 7)) {
      await cell(page, empty).click();
      await expect
        .poll(() => page.getByTestId('activity-calendar').textContent())
        .toContain(`这一天${OTHER_CITY}没有活动`);
    }
  });

  it('opens from the square with the square’s city', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/activitySquare?city=${encodeURIComponent(CITY)}`);
    await page.getByTestId('to-calendar').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/activityCalendar');
    expect(new URL(page.url()).searchParams.get('city')).toBe(CITY);
    // The square stays alive behind (kept pages): the calendar's own picker says the city.
    const calendar = page.getByTestId('activity-calendar');
    await expect.poll(() => calendar.getByTestId('filter-city').textContent()).toBe(CITY);
  });
});

describe('a seat held for the first in line', () => {
  const session = usePhonePage();
  let a: Member;
  let b: Member;
  let aEnrolment = '';

  beforeAll(async () => {
    [a, b] = await Promise.all([registerMember(baseUrl), registerMember(baseUrl)]);
    aEnrolment = (
      await api<{ id: string; status: string }>(
        baseUrl,
        `${E}/saveActivityEnrollInfo`,
        { activityId: ids.held, ticketId: heldTicket, answers: { name: '张三' } },
        a.token,
      )
    ).id;
    const waiting = await api<{ status: string }>(
      baseUrl,
      `${E}/saveActivityEnrollInfo`,
      { activityId: ids.held, ticketId: heldTicket, answers: { name: '李四' }, waitlist: true },
      b.token,
    );
    expect(waiting.status).toBe('waitlisted');
  });

  it('A cancels on /registradetail', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/registradetail?id=${aEnrolment}`);
    await page.getByTestId('cancel-enrolment').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消报名' }).click();
    await expect.poll(() => page.getByTestId('record').getAttribute('data-status')).toBe('cancelled');
  });

  it('B sees the seat held on the activity, with its deadline, and confirms it', async () => {
    const { page } = session;
    await signInAs(page.context(), b);
    await page.goto(`${baseUrl}/activityDetails?id=${ids.held}`);
    const button = page.getByTestId('enrol-button');
    await expect.poll(() => button.getAttribute('data-action')).toBe('confirm');
    expect(await button.textContent()).toBe('有名额为你保留，立即确认');
    const hint = (await page.getByTestId('enrol-hold-hint').textContent()) ?? '';
    expect(hint).toMatch(/^请在 \d{2}-\d{2} \d{2}:\d{2} 前确认，过期名额将让给下一位$/);
    // The deadline is a line of the bar, not a tooltip lying over the page above it (it hid the 已报名 heading).
    const [hintBox, barBox] = await Promise.all([
      page.getByTestId('enrol-hold-hint').boundingBox(),
      page.getByTestId('enrol-bar').boundingBox(),
    ]);
    expect(hintBox!.y).toBeGreaterThanOrEqual(barBox!.y);
    await shot(page, 'hold-offered');

    await button.click();
    await page.getByTestId('apply-result').waitFor();
    expect(await page.getByTestId('apply-result').getAttribute('data-status')).toBe('enrolled');
    expect(await page.getByTestId('check-in-code').getAttribute('data-code')).toMatch(/^[A-Z2-9]{10}$/);
    await shot(page, 'hold-confirmed');
    await page.goto(`${baseUrl}/activityDetails?id=${ids.held}`);
    await expect.poll(() => page.getByTestId('enrol-button').getAttribute('data-action')).toBe('view');
  });
});

describe('the square’s 精选 row', () => {
  const session = usePhonePage();

  it('heads the unfiltered square with what the operations team featured, marked in the list too', async () => {
    const { page } = session;
    const featured = await api<{ rows: { id: string; featured: boolean }[] }>(
      baseUrl,
      '/api/community/v1/activity/list',
      { featured: true, status: 'upcoming', pageSize: 6 },
    );
    expect(featured.rows.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/activitySquare`);
    const row = page.getByTestId('featured-row');
    await expect.poll(() => row.locator('a').count()).toBe(featured.rows.length);
    expect(await row.locator('a').first().getAttribute('data-id')).toBe(featured.rows[0]!.id);
    await picturesInViewLoaded(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'activity-square-featured.png') });
    // A filtered square is the filter's answer alone.
    await page.goto(`${baseUrl}/activitySquare?status=open`);
    await page.getByTestId('activity-list').waitFor();
    expect(await page.getByTestId('featured-row').count()).toBe(0);
    await page.goto(`${baseUrl}/activitySquare`);
    await row.locator('a').first().click();
    await page.waitForURL(
      (url) => url.pathname === '/activityDetails' && url.searchParams.get('id') === featured.rows[0]!.id,
    );
  });
});
