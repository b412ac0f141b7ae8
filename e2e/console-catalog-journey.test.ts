import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './support/browser';
import { DESKTOP, totpNow, useFilePages } from './support/console';
import { api, registerMember, signInAs, type Member } from './support/community';

// The console's catalog and growth screens (docs/product/console-catalog.md) as an operator (role operator, made by
// the development helper that calls the command line's own function) uses them at 1280 × 800: a hotel made and taken
// off the shelf, a sign-in day's mystery award (refused over 100%, then saved) seen on the member's growth centre, a
// member's points adjusted with a reason (refused below zero first) and the ledger line, and an advert the app's
// advert list then serves. Each step is checked where the change lands: the server's answer or the H5.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const suffix = randomInt(100_000, 999_999);

const { newPage } = useFilePages();
let page: Page;
let member: Member;

/** A console path as the signed-in operator, with the page's own session token: what the server keeps. */
async function consoleApi<T = any>(path: string, body: object): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('console-token'));
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; body: T };
  if (json.code !== 0) throw new Error(`${path} answered ${json.code} ${json.msg}`);
  return json.body;
}

beforeAll(async () => {
  page = await newPage(DESKTOP);
  member = await registerMember(baseUrl);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

const menu = (label: string) => page.getByRole('navigation').getByRole('menuitem', { name: label, exact: true });
const drawer = () => page.locator('.ant-drawer-content');
const save = (where = drawer()) => where.getByRole('button', { name: /保\s*存/ }).click();

/** Fills the reason dialog a row's act opens, and confirms it. */
async function giveReason(reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('the console: catalog and growth', () => {
  it('an operator signs in and sees the new screens in the menu', async () => {
    const res = await fetch(`${baseUrl}/dev/api/console-operator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `ops-cat-${suffix}`, roles: ['operator'] }),
    });
    const made = ((await res.json()) as { body: { name: string; password: string; totpSecret: string } }).body;
    await page.goto(`${baseUrl}/console`);
    await page.getByText('运营后台登录').waitFor();
    await page.getByLabel('用户名').fill(made.name);
    await page.getByLabel('密码').fill(made.password);
    await page.getByLabel('动态码').fill(totpNow(made.totpSecret));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('operator-name').getByText(made.name).waitFor();
    for (const label of ['酒店', '促销', '成长任务', '签到日历', '等级', '积分调整', '广告位', '地点编辑']) {
      await menu(label).waitFor();
    }
    // Not an operator's: the moderation queue.
    expect(await menu('举报队列').count()).toBe(0);
  });

  it('creates a hotel, sees it listed, and takes it off the shelf', async () => {
    const name = `洱海边精品酒店${suffix}`;
    await menu('酒店').click();
    await page.getByRole('button', { name: '新建酒店' }).click();
    await drawer().getByLabel('酒店名称').fill(name);
    await drawer().getByLabel('地址', { exact: true }).fill('云南省大理市大理镇才村');
    await drawer().getByLabel('起价（元）').fill('388');
    await drawer().getByLabel('纬度').fill('25.6932');
    await drawer().getByLabel('经度').fill('100.1868');
    await drawer().getByLabel('原因').fill('新签约酒店上线');
    await page.screenshot({ path: join(SCREENSHOTS, 'console-hotel-form.png') });
    await save();
    const row = page.locator('tr.ant-table-row', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('¥388.00');
    expect(await row.textContent()).toContain('已上架');
    const saved = await consoleApi<{ rows: Array<{ id: string; name: string; priceFrom: number; lat: number }> }>(
      '/api/console/v1/hotels/list',
      { q: name },
    );
    expect(saved.rows.map((r) => [r.name, r.priceFrom, r.lat])).toEqual([[name, 38_800, 25.6932]]);

    await row.getByRole('button', { name: /下\s*架/ }).click();
    await giveReason('合同到期暂停售卖');
    await expect.poll(() => row.textContent()).toContain('已下架');
    const after = await consoleApi<{ status: string }>('/api/console/v1/hotels/get', { id: Number(saved.rows[0]!.id) });
    expect(after.status).toBe('off');
  });

  it("sets day 7's mystery award: over 100% is refused in the server's words, then it shows on the growth centre", async () => {
    const award = `神秘礼盒${suffix}`;
    await menu('签到日历').click();
    const day = page.getByTestId('sign-day-7');
    await day.waitFor();
    await day.click();
    const form = drawer();
    await form.getByRole('button', { name: '添加神秘奖励' }).click();
    const added = form.getByTestId('award').last();
    await added.getByLabel('奖励名称').fill(award);
    await added.getByLabel('概率（%）').fill('60');
    await added.getByLabel('数量').fill('88');
    await form.getByLabel('签到奖励无忧币').fill('77');
    await form.getByLabel('原因').fill('周末加码签到奖励');
    await save();
    // The demo's day 7 holds 10% and 40%: with 60% it is 110%.
    await form.getByText('神秘奖励的概率合计不能超过100%').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'console-sign-day-refused.png') });

    await added.getByLabel('概率（%）').fill('5');
    await save();
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => day.getByTestId('sign-day-awards').textContent()).toContain(award);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-sign-calendar.png') });

    // The member's growth centre: the seventh day's reward and its mystery awards.
    const phone = await newPage(PHONE);
    await signInAs(phone.context(), member);
    await phone.goto(`${baseUrl}/growth/center`);
    const seventh = phone.getByTestId('sign-day').nth(6);
    await seventh.waitFor();
    expect(await seventh.getAttribute('title')).toContain(award);
    expect(await seventh.textContent()).toContain('77');
    await phone.context().close();
  });

  it("adjusts a member's points with a reason: refused below zero, then granted, with the ledger line", async () => {
    const coins = async () =>
      (await api<{ tripCoins: number }>(baseUrl, '/api/service/user/v1/getUserTripCoins', {}, member.token)).tripCoins;
    const before = await coins();
    const reason = `补发端午活动奖励${suffix}`;
    await menu('积分调整').click();
    await page.getByPlaceholder('会员的用户编号').fill(member.userId);
    await page.getByPlaceholder('会员的用户编号').press('Enter');
    await page.getByText('无忧币余额').waitFor();

    await page.getByLabel('无忧币（负数为扣回）').fill(String(-(before + 1_000)));
    await page.getByLabel('原因').fill('误发扣回');
    await page.getByRole('button', { name: /确认调整/ }).click();
    await page.getByText(`调整后余额不能为负（现有${before}无忧币`).waitFor();
    expect(await coins()).toBe(before);

    await page.getByLabel('无忧币（负数为扣回）').fill('50');
    await page.getByLabel('成长值（负数为扣回）').fill('10');
    await page.getByLabel('原因').fill(reason);
    await page.getByRole('button', { name: /确认调整/ }).click();
    const line = page.locator('tr.ant-table-row').first();
    await expect.poll(() => line.textContent()).toContain(`运营调整：${reason}`);
    expect(await line.textContent()).toContain('+50');
    expect(await coins()).toBe(before + 50);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-points.png') });
  });

  it('saves an advert of the community page, and the app serves it there', async () => {
    const title = `端午特惠横幅${suffix}`;
    type Adverts = { rows: Array<{ title: string; imageUrl: string; linkUrl: string }> };
    const listed = () =>
      api<Adverts>(baseUrl, '/api/community/v1/brandAdvertising/findListByPage', { page: 'speakTopic' });
    const image = (await listed()).rows[0]!.imageUrl;
    expect((await listed()).rows.map((r) => r.title)).not.toContain(title);

    await menu('广告位').click();
    await page.getByRole('button', { name: '新建广告' }).click();
    await drawer().getByLabel('标题').fill(title);
    await drawer().getByLabel('图片地址').fill(image);
    await drawer().getByLabel('跳转链接').fill('/activitySquare');
    await drawer().getByLabel('原因').fill('端午节首页投放');
    await save();
    const row = page.locator('tr.ant-table-row', { hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('社区首页（speakTopic）');
    const served = (await listed()).rows.find((r) => r.title === title);
    expect(served).toMatchObject({ imageUrl: image, linkUrl: '/activitySquare' });
    await expect.poll(() => drawer().count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-adverts.png') });
  });

  it("opens the other new screens on the server's data: tasks, levels, promotions, a POI", async () => {
    await menu('成长任务').click();
    // The demo's tasks, each kind.
    for (const kind of ['每日任务', '限时任务', '福利任务']) {
      await page.locator('tr.ant-table-row', { hasText: kind }).first().waitFor();
    }
    await menu('等级').click();
    await page.getByText('Lv.1', { exact: true }).waitFor();
    const levels = await consoleApi<{ rows: unknown[] }>('/api/console/v1/levels/list', {});
    expect(await page.getByLabel('等级名称').count()).toBe(levels.rows.length);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-levels.png') });

    await menu('促销').click();
    // The demo's promotions, each with its product.
    await page.locator('tr.ant-table-row', { hasText: '故宫深度讲解半日游' }).waitFor();
    // The table's loading veil fades out (a CSS transition) after the answer: the picture waits for it.
    const veil = page.locator('.ant-table-wrapper .ant-spin-container');
    await expect.poll(() => veil.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.screenshot({ path: join(SCREENSHOTS, 'console-promotions.png') });

    // A POI of the mall's demo content, opened by its id.
    const found = await api<{ rows: Array<{ poiId: string | null }> }>(baseUrl, '/api/product/search', {
      keyword: '故宫博物院门票',
    });
    const poiId = found.rows.find((r) => r.poiId !== null)!.poiId!;
    const poi = await consoleApi<{ name: string }>('/api/console/v1/places/poi', { id: Number(poiId) });
    await menu('地点编辑').click();
    await page.getByPlaceholder('地点（POI）编号').fill(poiId);
    await page.getByPlaceholder('地点（POI）编号').press('Enter');
    await expect.poll(() => page.getByTestId('poi-name').textContent()).toBe(`${poi.name}（#${poiId}）`);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-poi-edit.png') });
  });
});
