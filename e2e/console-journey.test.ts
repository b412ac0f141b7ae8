import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD } from './support/app';
import { PHONE } from './support/browser';
import { DESKTOP, totpNow, useFilePages } from './support/console';
import { api, publishDynamic, registerMember, signInAs, type Member } from './support/community';

// The operations console beside the H5 (docs/product/console.md): the first admin, made by the command line's own
// function, signs in with a TOTP code worked out here from the printed secret and makes a moderator and an operator
// in the console; a member reports a dynamic on the H5, the moderator hides it from the queue, it is gone from the
// H5's feed and the audit log shows the act. The console at 1280 × 800, the H5 at 375 × 667, side by side.

const baseUrl = inject('baseUrl');
const REPORT_TEXT = '评论区在引流到私人微信';
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const tag = `苍山徒步${randomInt(100_000, 999_999)}`;
const suffix = randomInt(100_000, 999_999);

interface Credentials {
  name: string;
  password: string;
  totpSecret: string;
}

const { newPage } = useFilePages();
let adminPage: Page;
let staffPage: Page;
let phonePage: Page;
let admin: Credentials;
let moderator: Credentials;
let operator: Credentials;
let author: Member;
let reporter: Member;
let reported = '';
let claimers: Member[] = [];
let poiId = '';
const couponTitle = `端午满减券${suffix}`;
let applicant: Member;
let applicantPage: Page;

beforeAll(async () => {
  adminPage = await newPage(DESKTOP);
  staffPage = await newPage(DESKTOP);
  phonePage = await newPage(PHONE);
  [author, reporter] = [await registerMember(baseUrl), await registerMember(baseUrl)];
  reported = await publishDynamic(baseUrl, author, { text: `${tag}：清晨的洱海和苍山十九峰` });
  await signInAs(phonePage.context(), reporter);
  applicant = await registerMember(baseUrl);
  claimers = await Promise.all([0, 1, 2, 3].map(() => registerMember(baseUrl)));
  // A POI of the mall's demo content, where the new coupon shows.
  const found = await api<{ rows: Array<{ poiId: string | null }> }>(baseUrl, '/api/product/search', {
    keyword: '故宫博物院门票',
  });
  poiId = found.rows.find((r) => r.poiId !== null)!.poiId!;
  applicantPage = await newPage(PHONE);
  await signInAs(applicantPage.context(), applicant);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

async function signIn(page: Page, who: Credentials) {
  await page.goto(`${baseUrl}/console`);
  await page.getByText('运营后台登录').waitFor();
  await page.getByLabel('用户名').fill(who.name);
  await page.getByLabel('密码').fill(who.password);
  await page.getByLabel('动态码').fill(totpNow(who.totpSecret));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('operator-name').getByText(who.name).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByText('运营后台登录').waitFor();
}

const menu = (page: Page, label: string) => page.getByRole('navigation').getByRole('menuitem', { name: label });

/** Fills the reason dialog every console write opens, and confirms it. */
async function giveReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Makes an operator in the console and reads their secrets from the dialog that shows them once. */
async function makeOperator(page: Page, name: string, role: string): Promise<Credentials> {
  await page.getByRole('button', { name: '新建操作员' }).click();
  const dialog = page.getByRole('dialog', { name: '新建操作员' });
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('角色').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: role }).click();
  await dialog.getByLabel('原因').fill('新同事入职');
  await dialog.getByRole('button', { name: /创\s*建/ }).click();
  const secret = page.getByTestId('operator-secret');
  await secret.waitFor();
  // The otpauth:// QR for the authenticator app.
  await secret.getByRole('img', { name: '身份验证器二维码' }).waitFor();
  const made = {
    name,
    password: (await secret.getByTestId('secret-password').textContent())!,
    totpSecret: (await secret.getByTestId('secret-totp').textContent())!,
  };
  await page.locator('.ant-modal-content', { has: secret }).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.getByTestId('operator-secret').count()).toBe(0);
  await page.locator('tr.ant-table-row', { hasText: name }).waitFor();
  return made;
}

const feedHrefs = (page: Page) => page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));

describe('the console beside the H5', () => {
  it('the first admin, made by the command line, signs in with a TOTP code and sees the dashboard', async () => {
    const name = `admin-${suffix}`;
    const res = await fetch(`${baseUrl}/dev/api/console-command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ args: ['create-admin', name] }),
    });
    const { body } = (await res.json()) as { body: { exitCode: number; lines: string[] } };
    expect(body.exitCode).toBe(0);
    const printed = (label: string) => body.lines.find((l) => l.startsWith(`${label}: `))!.slice(label.length + 2);
    admin = { name, password: printed('password'), totpSecret: printed('totp secret') };
    expect(printed('totp address')).toMatch(/^otpauth:\/\/totp\//);

    await signIn(adminPage, admin);
    // An admin opens everything: the dashboard first, with its figures and charts.
    await adminPage.getByText('近 30 天', { exact: true }).waitFor();
    await expect.poll(() => adminPage.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    for (const label of ['数据概览', '举报队列', '用户管理', '操作员与角色', '审计日志', '优惠券', '商品']) {
      await menu(adminPage, label).waitFor();
    }
    await adminPage.screenshot({ path: join(SCREENSHOTS, 'console-dashboard.png') });
  });

  it('the admin makes a moderator and an operator, each shown their secrets and QR once', async () => {
    await menu(adminPage, '操作员与角色').click();
    await adminPage.getByRole('button', { name: '新建操作员' }).waitFor();
    moderator = await makeOperator(adminPage, `mod-${suffix}`, '审核');
    operator = await makeOperator(adminPage, `ops-${suffix}`, '运营');
    for (const made of [moderator, operator]) expect(made.totpSecret).toMatch(/^[A-Z2-7]+=*$/);
  });

  it('a member reports a dynamic on the H5', async () => {
    await phonePage.goto(`${baseUrl}/dynamicDetails?id=${reported}`);
    await phonePage.getByTestId('detail').waitFor();
    await phonePage.getByTestId('content-more').click();
    await phonePage.getByTestId('content-report').click();
    const sheet = phonePage.getByTestId('report-sheet');
    await sheet.waitFor();
    await sheet.getByRole('button', { name: '广告营销' }).click();
    await phonePage.getByTestId('report-text').fill(REPORT_TEXT);
    await phonePage.getByTestId('report-submit').click();
    await expect.poll(() => phonePage.locator('body > [role="status"]').first().textContent()).toBe('已收到');
    await phonePage.goto(`${baseUrl}/speakTopic`);
    await phonePage.locator(CARD).first().waitFor();
    expect(await feedHrefs(phonePage)).toContain(`/dynamicDetails?id=${reported}`);
  });

  it('the moderator sees only their screens, hides it from the queue, and it is gone from the H5 feed', async () => {
    await signIn(staffPage, moderator);
    await menu(staffPage, '举报队列').waitFor();
    expect(await menu(staffPage, '审计日志').count()).toBe(0);
    expect(await menu(staffPage, '数据概览').count()).toBe(0);
    const row = staffPage.locator('tr.ant-table-row', { hasText: tag });
    await row.waitFor();
    // The target as users see it, and its author.
    expect(await row.getByTestId('report-target').textContent()).toContain('清晨的洱海');
    // The reporter's case beside it: the reason and their own words.
    expect(await row.getByTestId('report-evidence').textContent()).toBe(`广告营销“${REPORT_TEXT}”`);
    expect(await row.textContent()).toContain(author.nickname);
    await staffPage.screenshot({ path: join(SCREENSHOTS, 'console-report-queue.png') });

    await row.getByRole('button', { name: /隐\s*藏/ }).click();
    await giveReason(staffPage, '疑似广告引流');
    await staffPage.getByText('已完成（已隐藏）').waitFor();

    await phonePage.reload();
    await phonePage.locator(CARD).first().waitFor();
    expect(await feedHrefs(phonePage)).not.toContain(`/dynamicDetails?id=${reported}`);
    await signOut(staffPage);
  });

  it('the audit log shows the act, who did it and why', async () => {
    await menu(adminPage, '审计日志').click();
    await adminPage.getByPlaceholder('操作（如 moderation.hide）').fill('moderation.hide');
    await adminPage.getByRole('button', { name: /查\s*询/ }).click();
    const first = adminPage.locator('.ant-table-tbody tr.ant-table-row').first();
    // Until the filtered answer arrives the table still lists every act, the moderator's sign-out first: wait for the
    // row that holds all three.
    await expect
      .poll(async () => {
        const text = (await first.textContent()) ?? '';
        return [moderator.name, '疑似广告引流', reported].every((part) => text.includes(part));
      })
      .toBe(true);
    await adminPage.screenshot({ path: join(SCREENSHOTS, 'console-audit-log.png') });
  });

  it('the admin opens a product form with its SKUs', async () => {
    await menu(adminPage, '商品').click();
    await adminPage.getByRole('button', { name: '新建商品' }).click();
    const drawer = adminPage.locator('.ant-drawer-content');
    await drawer.getByLabel('商品名称').fill('故宫文创·千里江山图丝巾');
    await drawer.getByLabel('副标题').fill('真丝斜纹，附礼盒');
    await drawer.getByRole('button', { name: '添加规格' }).click();
    await expect.poll(() => drawer.getByLabel('规格名').count()).toBe(2);
    await drawer.getByLabel('规格名').nth(0).fill('标准款');
    await drawer.getByLabel('规格名').nth(1).fill('礼盒款');
    await adminPage.screenshot({ path: join(SCREENSHOTS, 'console-product-form.png') });
  });

  it('the operator makes a coupon of stock 3, shown on a POI', async () => {
    const title = couponTitle;

    await signIn(staffPage, operator);
    // An operator's screens: no moderation queue, no audit log.
    expect(await menu(staffPage, '举报队列').count()).toBe(0);
    expect(await menu(staffPage, '审计日志').count()).toBe(0);
    await menu(staffPage, '优惠券').click();
    await staffPage.getByRole('button', { name: '新建优惠券' }).click();
    const drawer = staffPage.locator('.ant-drawer-content');
    await drawer.getByLabel('名称').fill(title);
    await drawer.getByLabel('减免金额（元）').fill('5');
    await drawer.getByLabel('库存').fill('3');
    await drawer.getByLabel('展示于地点（POI 编号，可不填）').fill(poiId);
    await drawer.getByLabel('原因').fill('端午节活动');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    const row = staffPage.locator('tr.ant-table-row', { hasText: title });
    await expect.poll(() => row.getByTestId('coupon-claimed').textContent()).toBe('0 / 3');
  });

  it('three members claim it on the H5, a fourth finds it gone, and the console shows 3 / 3', async () => {
    const title = couponTitle;
    const row = staffPage.locator('tr.ant-table-row', { hasText: title });
    for (const [i, member] of claimers.entries()) {
      const page = await newPage(PHONE);
      await signInAs(page.context(), member);
      await page.goto(`${baseUrl}/poimall?poiId=${poiId}`);
      const coupon = page.locator('[data-testid="coupon"]', { hasText: title });
      await coupon.waitFor();
      const button = coupon.getByTestId('coupon-claim');
      if (i < 3) {
        await button.click();
        await expect.poll(() => button.textContent()).toBe('已领取');
      } else {
        // The fourth: none left.
        await expect.poll(() => coupon.getAttribute('data-state')).toBe('gone');
        expect(await button.textContent()).toBe('已抢光');
        expect(await button.isDisabled()).toBe(true);
      }
      await page.context().close();
    }

    await staffPage.getByRole('button', { name: /刷\s*新/ }).click();
    await expect.poll(() => row.getByTestId('coupon-claimed').textContent()).toBe('3 / 3');
  });

  it('a member applies to publish activities on the H5; the operator approves it in the console; they publish one', async () => {
    await applicantPage.goto(`${baseUrl}/activityEdit`);
    await applicantPage.getByTestId('publish-permission').waitFor();
    await applicantPage.getByLabel('申请理由').fill('我在大理组织徒步五年了，想在这里发布活动');
    await applicantPage.getByRole('button', { name: '申请发布权限' }).click();
    await expect.poll(() => applicantPage.getByTestId('publish-application-state').textContent()).toContain('正在审核');

    await menu(staffPage, '发布权限申请').click();
    const row = staffPage.locator('tr.ant-table-row', { hasText: applicant.userId });
    await row.waitFor();
    expect(await row.textContent()).toContain('组织徒步五年');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await giveReason(staffPage, '组织经验属实');
    await staffPage.getByText('已完成').first().waitFor();

    // The H5's editor opens for them now, and an activity they publish is online.
    await applicantPage.reload();
    await applicantPage.getByTestId('activity-edit').waitFor();
    const start = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    const saved = await api<{ id: string }>(
      baseUrl,
      '/api/service/community/v1/activity/add',
      {
        title: `苍山洗马潭徒步 ${suffix}`,
        intro: '从感通索道上山，沿玉带路走到洗马潭，看高山杜鹃。',
        city: '大理',
        address: '云南省大理白族自治州大理市苍山',
        latitude: 25.68,
        longitude: 100.12,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 6 * 3600 * 1000).toISOString(),
        tags: ['徒步'],
        questions: [{ id: 'name', type: 'name', title: '姓名', required: true }],
        tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: 10 }],
      },
      applicant.token,
    );
    const detail = await api<{ title: string }>(baseUrl, '/api/community/v1/activity/findOne', { id: saved.id });
    expect(detail.title).toBe(`苍山洗马潭徒步 ${suffix}`);
    await signOut(staffPage);
  });
});
