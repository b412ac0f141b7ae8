import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api, registerMember, signInAs, type Member } from './support/community';

// What a ticket costs, in Chromium at 375×667: a 无忧币 ticket lowers the balance by its price and cancelling
// restores it; someone short of coins is told how many they have; a money ticket says how it is paid before the
// sign-up is confirmed.

const baseUrl = inject('baseUrl');
const DAY = 24 * 3600 * 1000;
const COINS_PATH = '/api/service/user/v1/getUserTripCoins';

let publisher: Member;
let rich: Member;
let poor: Member;
let buyer: Member;
let points: string;
let money: string;

const coinsOf = async (m: Member) => (await api<{ tripCoins: number }>(baseUrl, COINS_PATH, {}, m.token)).tripCoins;

async function devPost(path: string, body: object) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

async function publish(title: string, tickets: object[]) {
  const start = Date.now() + 7 * DAY;
  const saved = await api<{ id: string }>(
    baseUrl,
    '/api/service/community/v1/activity/add',
    {
      title,
      intro: '沿着钱塘江骑行，终点喝一杯龙井。',
      city: '杭州',
      address: '浙江省杭州市上城区钱江新城',
      startAt: new Date(start).toISOString(),
      endAt: new Date(start + 4 * 3600 * 1000).toISOString(),
      questions: [],
      tickets,
    },
    publisher.token,
  );
  return saved.id;
}

beforeAll(async () => {
  [publisher, rich, poor, buyer] = await Promise.all([
    registerMember(baseUrl),
    registerMember(baseUrl),
    registerMember(baseUrl),
    registerMember(baseUrl),
  ]);
  await devPost('/dev/api/activity-publisher', { userId: publisher.userId, allowed: true });
  await devPost('/dev/api/activity-coins', { userId: rich.userId, coin: 500 });
  await devPost('/dev/api/activity-coins', { userId: poor.userId, coin: 120 });
  points = await publish('钱塘江骑行（无忧币）', [{ name: '无忧币票', price: 400, currency: 'WYB', capacity: 5 }]);
  money = await publish('钱塘江骑行（现场付）', [
    { name: '现场票', price: 12000, currency: 'CNY', capacity: 5 },
    { name: 'App票', price: 9900, currency: 'CNY', capacity: 5, payMethod: 'app' },
  ]);
});

/** The sign-up form of an activity, agreed to and submitted: the payment step opens. */
async function submitApply(page: Page, activityId: string) {
  await page.goto(`${baseUrl}/activityH5/apply?id=${activityId}`);
  await page.getByTestId('apply').waitFor();
  await page.getByTestId('agree').check();
  await page.getByTestId('apply-submit').click();
  await page.getByTestId('pay-confirm').waitFor();
}

describe('a ticket priced in 无忧币', () => {
  const session = usePhonePage();

  it('lowers the balance by its price, and cancelling restores it', async () => {
    const { page } = session;
    await signInAs(page.context(), rich);
    expect(await coinsOf(rich)).toBe(500);
    await page.goto(`${baseUrl}/activityH5/apply?id=${points}`);
    await page.getByTestId('apply').waitFor();
    expect(await page.getByTestId('ticket-payment').textContent()).toBe(
      '报名时从你的无忧币中扣除 400，取消报名全额退还',
    );
    await page.getByTestId('agree').check();
    await page.getByTestId('apply-submit').click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.getByTestId('pay-balance').textContent())
      .toBe('你当前有 500 无忧币，报名后剩余 100 无忧币');
    // Nothing is charged before the person confirms.
    expect(await coinsOf(rich)).toBe(500);
    await dialog.getByRole('button', { name: '确认报名' }).click();
    await page.getByTestId('apply-result').waitFor();
    expect(await page.getByTestId('apply-result').getAttribute('data-status')).toBe('enrolled');
    expect(await coinsOf(rich)).toBe(100);

    await page.getByTestId('to-record').click();
    await page.getByTestId('cancel-enrolment').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消报名' }).click();
    await expect.poll(() => page.getByTestId('record').getAttribute('data-status')).toBe('cancelled');
    expect(await coinsOf(rich)).toBe(500);
  });

  it('tells someone short of coins how many they have, and takes nothing', async () => {
    const { page } = session;
    await signInAs(page.context(), poor);
    await submitApply(page, points);
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByTestId('pay-short').textContent()).toBe('无忧币不足：需要 400，当前 120');
    await dialog.getByRole('button', { name: '知道了' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // The server says the same to a client that sends the sign-up anyway.
    await expect(
      api(
        baseUrl,
        '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo',
        { activityId: points, ticketId: await firstTicket(points), answers: {} },
        poor.token,
      ),
    ).rejects.toThrow('无忧币不足：需要 400，当前 120');
    expect(await coinsOf(poor)).toBe(120);
  });
});

async function firstTicket(activityId: string, n = 0) {
  const detail = await api<{ tickets: { id: string }[] }>(baseUrl, '/api/community/v1/activity/findOne', {
    id: activityId,
  });
  return detail.tickets[n]!.id;
}

describe('a ticket priced in money', () => {
  const session = usePhonePage();

  it('says how it is paid before the sign-up is confirmed', async () => {
    const { page } = session;
    await signInAs(page.context(), buyer);
    await page.goto(`${baseUrl}/activityH5/apply?id=${money}`);
    await page.getByTestId('apply').waitFor();
    expect(await page.getByTestId('ticket-payment').textContent()).toBe(
      '到场支付 ¥120.00：报名不收费，活动当天现场付给主办方',
    );
    await page.getByTestId('ticket-option').nth(1).click();
    await expect
      .poll(() => page.getByTestId('ticket-payment').textContent())
      .toBe('需在无忧行App内支付 ¥99.00：报名后打开App完成付款');
    await page.getByTestId('agree').check();
    await page.getByTestId('apply-submit').click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('需在无忧行App内支付 ¥99.00');
    // Not sent yet: no enrolment until the person confirms.
    const before = await api<{ myEnrolment: unknown }>(
      baseUrl,
      '/api/community/v1/activity/findOne',
      { id: money },
      buyer.token,
    );
    expect(before.myEnrolment).toBeNull();
    await dialog.getByRole('button', { name: '确认报名' }).click();
    await page.getByTestId('apply-result').waitFor();
    expect(await page.getByTestId('apply-result').getAttribute('data-status')).toBe('enrolled');
    expect(await coinsOf(buyer)).toBe(0);
  });
});
