import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD } from './support/app';
import { usePhonePage } from './support/browser';
import { api, gradientPng, publishDynamic, registerMember, signInAs, type Member } from './support/community';

// Reports and one's own posts in Chromium at 375×667 (docs/product/trust.md): B reports A's clean post through the
// sheet; a moderator hides it (the development stand-in for the console); it is gone for B from the feed, search and
// detail, and A still sees it marked. A deletes a post of theirs, and edits another, which then shows 已编辑.

const baseUrl = inject('baseUrl');
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');
const tag = `漓江竹筏${randomInt(100_000, 999_999)}`;

let a: Member;
let b: Member;
let reported = '';
let toDelete = '';
let toEdit = '';

beforeAll(async () => {
  [a, b] = [await registerMember(baseUrl), await registerMember(baseUrl)];
  reported = await publishDynamic(baseUrl, a, { text: `${tag}：清晨的山水像一幅水墨画` });
  toDelete = await publishDynamic(baseUrl, a, { text: '这条稍后会删除' });
  toEdit = await publishDynamic(baseUrl, a, { text: '这条稍后会编辑' });
});

/** A moderator's hide, as the console will send it (POST /dev/api/moderate, development only). */
async function hide(id: string) {
  const res = await fetch(`${baseUrl}/dev/api/moderate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ targetType: 'content', targetId: id, action: 'hide', reason: '疑似广告' }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

async function openMenu(page: Page, id: string) {
  await page.goto(`${baseUrl}/dynamicDetails?id=${id}`);
  await page.getByTestId('detail').waitFor();
  await page.getByTestId('content-more').click();
}

const feedHrefs = (page: Page) => page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));

describe('reporting a post, and a moderator hiding it', () => {
  const session = usePhonePage();

  it('B reports A’s post through the sheet: a reason, words and a picture; 已收到', async () => {
    const { page } = session;
    await signInAs(page.context(), b);
    await openMenu(page, reported);
    await page.getByTestId('content-report').click();
    const sheet = page.getByTestId('report-sheet');
    await sheet.waitFor();
    await sheet.getByRole('button', { name: '广告营销' }).click();
    await page.getByTestId('report-text').fill('评论区留联系方式卖票');
    await page
      .getByTestId('report-picture-input')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: gradientPng(120, 160, '#fde2e4', '#457b9d') });
    await expect.poll(() => sheet.locator('img').count(), { timeout: 15_000 }).toBe(1);
    expect(await sheet.getByRole('button', { name: '广告营销' }).getAttribute('aria-pressed')).toBe('true');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await sheet.screenshot({ path: join(SCREENSHOTS, 'trust-report-sheet.png') });
    await page.getByTestId('report-submit').click();
    await expect.poll(() => page.locator('body > [role="status"]').first().textContent()).toBe('已收到');
    await expect.poll(() => sheet.count()).toBe(0);
    const mine = await api<{ rows: { targetId: string; state: string }[] }>(
      baseUrl,
      '/api/service/socialcontact/v1/report/mine',
      {},
      b.token,
    );
    expect(mine.rows[0]).toMatchObject({ targetId: reported, state: 'open' });
  });

  it('once hidden, it is gone for B from the feed, search and detail', async () => {
    const { page } = session;
    await signInAs(page.context(), b);
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).toContain(`/dynamicDetails?id=${reported}`);
    await hide(reported);
    await page.reload();
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).not.toContain(`/dynamicDetails?id=${reported}`);
    const found = await api<{ rows: { id: string }[] }>(baseUrl, '/api/ls/v1/opensearch/search', {
      keyword: tag,
      type: 'content',
    });
    expect(found.rows.map((r) => r.id)).not.toContain(reported);
    await page.goto(`${baseUrl}/dynamicDetails?id=${reported}`);
    await page.getByTestId('detail-missing').waitFor();
  });

  it('A still opens it, marked as hidden', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await page.goto(`${baseUrl}/dynamicDetails?id=${reported}`);
    await page.getByTestId('detail-hidden').waitFor();
    expect(await page.getByTestId('detail-hidden').textContent()).toBe('该内容已被隐藏，仅你自己可见');
  });
});

describe('one’s own posts', () => {
  const session = usePhonePage();

  it('A deletes a post after confirming, and it is gone', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await openMenu(page, toDelete);
    await page.getByTestId('content-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await page.waitForURL((url) => url.pathname === '/speakTopic');
    await page.locator(CARD).first().waitFor();
    expect(await feedHrefs(page)).not.toContain(`/dynamicDetails?id=${toDelete}`);
    await page.goto(`${baseUrl}/dynamicDetails?id=${toDelete}`);
    await page.getByTestId('detail-missing').waitFor();
  });

  it('A edits another post and sees 已编辑', async () => {
    const { page } = session;
    await signInAs(page.context(), a);
    await openMenu(page, toEdit);
    expect(await page.getByTestId('detail-edited').count()).toBe(0);
    await page.getByTestId('content-edit').click();
    await page.getByTestId('edit-text').fill('编辑过：傍晚的漓江更安静');
    await page.getByTestId('edit-save').click();
    await page.getByTestId('detail-edited').waitFor();
    expect(await page.getByTestId('detail-edited').textContent()).toContain('已编辑');
    await expect.poll(() => page.getByTestId('detail-text').textContent()).toContain('编辑过：傍晚的漓江更安静');
  });
});
