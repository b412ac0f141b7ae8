import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatShanghai } from '@app/rules';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api, gradientPng, registerMember, signInAs, type Member } from './support/community';

// The organiser's journey in Chromium: a whitelisted publisher writes an activity through the whole flow (the
// draft saved on the server and resumed), with a question set and two ticket types, and publishes it; another
// member signs up through the API; the publisher finds the sign-up on /activitymanage, checks its code in once
// (a second time says when it was done), takes the activity down and up again and exports the list. Someone off
// the whitelist is told why they cannot publish.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const S = '/api/service/community/v1/activity';
const E = '/api/service/community/v1/activityEnroll';

let publisher: Member;
let attendee: Member;
let activityId = '';
let code = '';
let enrolmentId = '';
const title = `秋日西溪湿地徒步 ${Date.now() % 10_000}`;

/** A day `days` from now, at a given Shanghai hour, as a datetime-local value. */
const localAt = (days: number, hour: string) =>
  `${formatShanghai(Date.now() + days * 24 * 3600 * 1000, 'YYYY-MM-DD')}T${hour}`;

/** A screenshot once the shell's loading indicator has gone (it shows for a moment after each navigation). */
async function shot(page: Page, name: string) {
  await page.getByTestId('route-loading').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  publisher = await registerMember(baseUrl);
  attendee = await registerMember(baseUrl);
  // The development whitelist switch (/dev), as a tester would flip it.
  const res = await fetch(`${baseUrl}/dev/api/activity-publisher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: publisher.userId, allowed: true }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
});

describe('publishing an activity and checking a sign-up in', () => {
  const session = usePhonePage();

  it('tells someone off the whitelist why they cannot publish', async () => {
    const { page } = session;
    await signInAs(page.context(), attendee);
    await page.goto(`${baseUrl}/activityEdit`);
    await page.getByTestId('publish-permission').waitFor();
    expect(await page.getByTestId('publish-permission').textContent()).toContain('暂无发布活动的权限');
    await shot(page, 'activity-edit-no-permission');
    // They apply from the notice and see the application wait for the console (docs/product/console-content.md).
    await page.getByLabel('申请理由').fill('我是徒步俱乐部的领队，想发布周末活动');
    await page.getByRole('button', { name: '申请发布权限' }).click();
    await page.getByTestId('publish-application-state').getByText('申请已提交，正在审核').waitFor();
    await shot(page, 'activity-edit-applied');
  });

  it('writes the activity step by step, the draft kept on the server, and publishes it', async () => {
    const { page } = session;
    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/activityEdit`);
    await page.getByTestId('activity-edit').waitFor();

    await page.getByTestId('cover-input').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 360, '#a0e3b2', '#2a7f62'),
    });
    await page.locator('[data-testid="cover-picker"] img').waitFor();
    await page.getByTestId('activity-title').fill(title);
    await page.getByTestId('activity-city').fill('杭州');
    await page.getByTestId('activity-address').fill('浙江省杭州市西湖区西溪湿地周家村入口');
    await page.getByTestId('activity-start').fill(localAt(12, '09:00'));
    await page.getByTestId('activity-end').fill(localAt(12, '16:30'));
    await page.getByTestId('activity-intro').fill('穿过芦苇荡和柿子林，沿水道慢走十公里，午餐在农家。');

    // Saved as a draft on the server while writing: the address learns the draft's id.
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('id') ?? ''));
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('草稿已自动保存');
    const draftId = new URL(page.url()).searchParams.get('id')!;
    await shot(page, 'activity-flow-1-edit');

    // The question set: name, mobile, gender and a single choice of our own.
    await page.getByTestId('open-question-set').click();
    await page.getByTestId('question-set').waitFor();
    for (const type of ['name', 'mobile', 'gender']) await page.getByTestId(`preset-${type}`).click();
    await page.getByTestId('add-single').click();
    await page.getByTestId('question-title').fill('T恤尺码');
    const options = page.getByTestId('question-option');
    await options.nth(0).fill('M');
    await options.nth(1).fill('L');
    await shot(page, 'activity-flow-question-set');
    await page.getByTestId('questions-save').click();
    await page.waitForURL((url) => url.pathname === '/activityEdit');
    await expect.poll(() => page.getByTestId('open-question-set').textContent()).toBe('已选 4 项');

    // Coming back without an id resumes the draft from the server.
    await page.goto(`${baseUrl}/activityEdit`);
    await page.getByTestId('draft-restored').waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(draftId);
    expect(await page.getByTestId('activity-title').inputValue()).toBe(title);
    await shot(page, 'activity-flow-1-resumed');

    await page.getByTestId('flow-next').click();
    await page.getByTestId('activity-tickets').waitFor();
    await page.getByTestId('ticket-capacity').fill('20');
    await page.getByTestId('ticket-kind-CNY').click();
    await page.getByTestId('ticket-price').fill('99');
    await page.getByTestId('ticket-add').click();
    await page.getByTestId('ticket-name').nth(1).fill('无忧币票');
    await page.getByTestId('ticket-capacity').nth(1).fill('5');
    await page.getByTestId('ticket-kind-WYB').nth(1).click();
    await page.getByTestId('ticket-price').nth(1).fill('200');
    await shot(page, 'activity-flow-2-tickets');

    await page.getByTestId('flow-next').click();
    await page.getByTestId('activity-tags').waitFor();
    await page.getByTestId('tag-chip').filter({ hasText: '徒步' }).click();
    await page.getByTestId('tag-chip').filter({ hasText: '自然' }).click();
    await page.getByTestId('tag-input').fill('柿子林');
    await page.getByTestId('tag-add').click();
    await expect.poll(() => page.locator('[data-testid="tag-chip"][aria-pressed="true"]').count()).toBe(3);
    await shot(page, 'activity-flow-3-tags');

    await page.getByTestId('flow-next').click();
    await page.getByTestId('activity-detail-edit').waitFor();
    await page.getByTestId('add-text-block').click();
    await page.getByTestId('block-title').fill('行程安排');
    await page.getByTestId('block-body').fill('09:00 周家村入口集合\n12:00 农家午餐\n16:30 原路返回');
    await page.getByTestId('block-save').click();
    await page.getByTestId('diy-block').waitFor();
    await shot(page, 'activity-flow-4-detail');

    await page.getByTestId('flow-publish').click();
    await page.waitForURL((url) => url.pathname === '/activitypublisheditsucces');
    await page.getByTestId('publish-success').waitFor();
    activityId = new URL(page.url()).searchParams.get('id')!;
    expect(activityId).toBe(draftId);
    await shot(page, 'activity-flow-5-published');

    const detail = await api(baseUrl, '/api/community/v1/activity/findOne', { id: activityId }, publisher.token);
    expect(detail).toMatchObject({ title, city: '杭州', status: 'online', tags: ['徒步', '自然', '柿子林'] });
    expect(detail.tickets.map((t: { name: string; price: number; currency: string; capacity: number }) => t)).toEqual([
      expect.objectContaining({ name: '普通票', price: 9900, currency: 'CNY', capacity: 20 }),
      expect.objectContaining({ name: '无忧币票', price: 200, currency: 'WYB', capacity: 5 }),
    ]);
    expect(detail.questions.map((q: { type: string }) => q.type)).toEqual(['name', 'mobile', 'gender', 'single']);
    expect(detail.diyContents).toHaveLength(1);
    expect(detail.coverUrl).toBeTruthy();
  });

  it('another member signs up through the API and is told so on /activityzocceed', async () => {
    const detail = await api(baseUrl, '/api/community/v1/activity/findOne', { id: activityId }, attendee.token);
    const q = Object.fromEntries(detail.questions.map((x: { type: string; id: string }) => [x.type, x.id]));
    const enrolment = await api(
      baseUrl,
      `${E}/saveActivityEnrollInfo`,
      {
        activityId,
        ticketId: detail.tickets[0].id,
        answers: { [q.name]: '李小龙', [q.mobile]: '13912345678', [q.gender]: '男', [q.single]: 'M' },
      },
      attendee.token,
    );
    expect(enrolment.status).toBe('enrolled');
    code = enrolment.code;
    enrolmentId = enrolment.id;
    expect(code).toBeTruthy();

    // /activityzocceed tells them where they stand.
    const { page } = session;
    await signInAs(page.context(), attendee);
    await page.goto(`${baseUrl}/activityzocceed?id=${activityId}`);
    await page.getByTestId('joined').waitFor();
    expect(await page.getByTestId('joined').textContent()).toContain('报名成功');
    await shot(page, 'activity-joined');
  });

  it('the publisher sees the sign-up masked, checks the code in once, and a second time is told when', async () => {
    const { page } = session;
    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/activitymanage`);
    const row = page.locator(`[data-testid="activity-row"][data-id="${activityId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('online');
    await shot(page, 'activity-manage');

    await row.getByTestId('open-enrolments').click();
    await page.getByTestId('activity-enrolments').waitFor();
    const enrolled = page.locator(`[data-testid="enrolment-row"][data-id="${enrolmentId}"]`);
    await enrolled.waitFor();
    // Masked as the server gives it: the publisher never sees the name or mobile whole.
    const text = (await enrolled.textContent()) ?? '';
    expect(text).toContain('李**');
    expect(text).toContain('139****5678');
    expect(text).not.toContain('13912345678');
    expect(await enrolled.getAttribute('data-checked-in')).toBe('no');
    await shot(page, 'activity-manage-enrolments');

    await page.getByTestId('check-in-code').fill(code);
    await page.getByTestId('check-in-find').click();
    await page.getByTestId('check-in-result').waitFor();
    await page.getByTestId('check-in-confirm').click();
    await expect.poll(() => page.getByTestId('check-in-outcome').getAttribute('data-kind')).toBe('done');
    expect(await page.getByTestId('check-in-outcome').textContent()).toMatch(
      /^核销成功 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await shot(page, 'activity-check-in-done');

    // The list learns it too.
    await expect.poll(() => enrolled.getAttribute('data-checked-in')).toBe('yes');

    // The same code again: already done, and when.
    await page.getByTestId('check-in-code').fill(code.toLowerCase());
    await page.getByTestId('check-in-find').click();
    await expect.poll(() => page.getByTestId('check-in-outcome').getAttribute('data-kind')).toBe('already');
    expect(await page.getByTestId('check-in-outcome').textContent()).toMatch(
      /^已核销，核销时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(await page.getByTestId('check-in-confirm').count()).toBe(0);
    await page.getByTestId('check-in').scrollIntoViewIfNeeded();
    await shot(page, 'activity-check-in-again');

    // The attendee's own enrolment shows it checked in.
    const mine = await api(baseUrl, `${E}/findActivityEnrollById`, { id: enrolmentId }, attendee.token);
    expect(mine.checkedInAt).toBeTruthy();
    expect(mine.name).toBe('李小龙');

    // The sign-up list comes down as an xlsx file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-enrolments').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it('takes the activity down and up again from /activitymanage, each after a confirmation', async () => {
    const { page } = session;
    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/activitymanage`);
    const row = page.locator(`[data-testid="activity-row"][data-id="${activityId}"]`);
    await row.waitFor();
    await row.getByTestId('activity-down').click();
    await page.getByRole('alertdialog').waitFor();
    await shot(page, 'activity-manage-confirm-down');
    await page.getByRole('alertdialog').getByRole('button', { name: '下架' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('offline');
    await row.getByTestId('activity-up').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '上架' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('online');
    const status = await api(baseUrl, '/api/community/v1/activity/findOne', { id: activityId }, publisher.token);
    expect(status.status).toBe('online');
    expect((await api(baseUrl, `${S}/myPublish`, {}, publisher.token)).rows[0].id).toBe(activityId);
  });

  it('edits the published activity through the same flow; the change takes effect at once', async () => {
    const { page } = session;
    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/activitymanage`);
    const row = page.locator(`[data-testid="activity-row"][data-id="${activityId}"]`);
    await row.getByTestId('edit-activity').click();
    await page.getByTestId('activity-edit').waitFor();
    expect(await page.getByTestId('activity-title').inputValue()).toBe(title);
    await page.getByTestId('activity-title').fill(`${title}（改期）`);
    await shot(page, 'activity-flow-edit-published');
    await page.getByTestId('flow-next').click();
    await page.getByTestId('activity-tickets').waitFor();
    // The ticket with a sign-up says so and cannot be removed.
    expect(await page.getByTestId('ticket-row').first().textContent()).toContain('已报名 1 人');
    await page.getByTestId('flow-next').click();
    await page.getByTestId('activity-tags').waitFor();
    await page.getByTestId('flow-next').click();
    await page.getByTestId('activity-detail-edit').waitFor();
    await page.getByTestId('flow-publish').click();
    await page.waitForURL((url) => url.pathname === '/activitypublisheditsucces');
    expect(await page.getByTestId('publish-success').textContent()).toContain('活动已保存');
    const detail = await api(baseUrl, '/api/community/v1/activity/findOne', { id: activityId }, publisher.token);
    expect(detail).toMatchObject({ title: `${title}（改期）`, status: 'online' });
  });

  it('imports an invitation list for an invitation-only activity, showing the rows the server refused', async () => {
    const { page } = session;
    const start = Date.now() + 20 * 24 * 3600 * 1000;
    const invite = await api<{ id: string }>(
      baseUrl,
      `${S}/add`,
      {
        title: '会员专场：湿地观鸟',
        city: '杭州',
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 3 * 3600 * 1000).toISOString(),
        inviteOnly: true,
        questions: [{ type: 'mobile', title: '手机号', required: true }],
        tickets: [{ name: '会员票', price: 0, currency: 'CNY', capacity: 30 }],
      },
      publisher.token,
    );
    // A real workbook whose first column is not mobiles: the first activity's sign-up list (序号 1, 2, …).
    const exported = await fetch(`${baseUrl}${E}/exportEnrollList?h_token=${encodeURIComponent(publisher.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activityId }),
    });
    const workbook = Buffer.from(await exported.arrayBuffer());

    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/activitymanage?id=${invite.id}`);
    await page.getByTestId('import-invitations').waitFor();
    await page
      .getByTestId('import-input')
      .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('13812345678\n') });
    await expect.poll(() => page.getByTestId('import-failure').textContent()).toBe('只支持 xls 或 xlsx 格式的表格');
    await page.getByTestId('import-input').setInputFiles({
      name: 'invited.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await expect
      .poll(() => page.getByTestId('import-failure').textContent())
      .toBe('第 2 行的手机号格式不正确，未导入任何号码第 2 行：1');
    await page.getByTestId('import-failure').scrollIntoViewIfNeeded();
    await shot(page, 'activity-manage-import-refused');
  });
});
