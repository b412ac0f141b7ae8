import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { publishActivity, publisher } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { mobileOf, xlsxOfRows, xlsxOfSameRow } from './support/xlsx-builder.ts';

// The invitation spreadsheet cannot freeze a server (docs/product/activity-tickets.md): what it claims to inflate
// to is capped before anything is read, rows are read as a stream off the request path and stop at the cap, and the
// organiser sees the import's progress and at most the first 100 bad rows with their count.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const E = '/api/service/community/v1/activityEnroll';

async function upload(token: string, activityId: string, bytes: Buffer, name = 'list.xlsx') {
  const form = new FormData();
  form.append('activityId', activityId);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.url}${E}/importInvitation?h_token=${token}`, { method: 'POST', body: form });
  return (await res.json()) as { code: number; msg: string; body?: any };
}

/** Polls the import's progress until the job has finished it. */
async function finished(token: string, id: string) {
  for (;;) {
    const p = await ok(t.post(`${E}/importInvitationStatus`, { id }, { token }));
    if (p.status === 'done' || p.status === 'failed') return p;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function inviteOnly() {
  const a = await publisher(t);
  const activity = await publishActivity(t, a.token, { inviteOnly: true });
  return { a, activity };
}

describe('an invitation spreadsheet', () => {
  it('is queued at once and imported by the job queue, its progress for its publisher only', async () => {
    const { a, activity } = await inviteOnly();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('邀请名单');
    for (const r of ['手机号', '13812345678', '139 1234 5678']) sheet.addRow([r]);
    const queued = await upload(a.token, activity.id, Buffer.from(await book.xlsx.writeBuffer()));
    expect(queued.code).toBe(0);
    expect(queued.body).toMatchObject({ status: 'queued', imported: 0 });
    const other = await t.login();
    expect(
      (await t.post(`${E}/importInvitationStatus`, { id: queued.body.id }, { token: other.token })).json.code,
    ).toBe(403);
    expect(await finished(a.token, queued.body.id)).toMatchObject({
      status: 'done',
      rowsRead: 3,
      imported: 2,
      total: 2,
      badCount: 0,
    });
  });

  it('claiming to inflate past the cap (a million rows) is refused before anything is read', async () => {
    const { a, activity } = await inviteOnly();
    const bomb = xlsxOfSameRow(1_000_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const answer = await upload(a.token, activity.id, bomb);
    expect(answer).toEqual({
      code: 1,
      msg: '表格解压后过大（超过 20 MB），一次最多导入 10000 个手机号',
      body: null,
    });
    const stored = await t.ctx.db
      .selectFrom('activity_imports')
      .select('id')
      .where('activity_id', '=', Number(activity.id))
      .execute();
    expect(stored).toEqual([]);
  });

  it('is read as a stream that stops at the row cap', async () => {
    const { a, activity } = await inviteOnly();
    const queued = await upload(a.token, activity.id, xlsxOfRows(60_000, mobileOf));
    expect(queued.code).toBe(0);
    const done = await finished(a.token, queued.body.id);
    expect(done).toMatchObject({ status: 'failed', message: '一次最多导入 10000 个手机号，请分批导入', imported: 0 });
    // It stopped at the cap, not at the end of the sheet.
    expect(done.rowsRead).toBeLessThanOrEqual(10_101);
    const invited = await t.ctx.db
      .selectFrom('activity_invitations')
      .select('mobile_hash')
      .where('activity_id', '=', Number(activity.id))
      .execute();
    expect(invited).toEqual([]);
  });

  it('names at most the first 100 bad rows, with their count, and imports nothing', async () => {
    const { a, activity } = await inviteOnly();
    const rows = xlsxOfRows(1001, (n) => (n === 1 ? '手机号' : n % 3 === 0 ? `12${n}` : mobileOf(n)));
    const queued = await upload(a.token, activity.id, rows);
    const done = await finished(a.token, queued.body.id);
    expect(done).toMatchObject({ status: 'failed', rowsRead: 1001, badCount: 333, imported: 0 });
    expect(done.badRows).toHaveLength(100);
    expect(done.badRows[0]).toEqual({ row: 3, value: '123' });
    expect(done.message).toBe('第 3、6、9、12、15、18、21、24、27、30 行等共 333 行的手机号格式不正确，未导入任何号码');
    // The file is dropped once read.
    const row = await t.ctx.db
      .selectFrom('activity_imports')
      .select('file')
      .where('id', '=', Number(queued.body.id))
      .executeTakeFirstOrThrow();
    expect(row.file).toBeNull();
  });

  it('that is not a workbook is refused on the spot', async () => {
    const { a, activity } = await inviteOnly();
    expect(await upload(a.token, activity.id, Buffer.from('not a workbook'), 'list.xls')).toEqual({
      code: 1,
      msg: '无法读取表格，请用 Excel 另存为 xlsx 后再导入',
      body: null,
    });
  });
});
