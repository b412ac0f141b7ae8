import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { ANSWERS, MASKED, publishActivity, publisher, signUp } from './activities-helpers.ts';
import { burstTs, createTestApp, type TestApp } from './support/test-app.ts';

// Enrolment personal data: sealed at rest, whole for its owner only, masked for everyone else (the publisher too,
// in answers and in the xlsx); check-in by code, by the publisher only, once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const E = '/api/service/community/v1/activityEnroll';

async function setUp() {
  const a = await publisher(t);
  const activity = await publishActivity(t, a.token);
  const c = await t.login();
  const enrolment = await ok(signUp(t, c.token, activity.id, activity.tickets[0]!.id));
  return { a, c, activity, enrolment };
}

describe('personal data', () => {
  it('is whole for its owner, with the code and its QR code', async () => {
    const { c, enrolment } = await setUp();
    expect(enrolment).toMatchObject({
      status: 'enrolled',
      masked: false,
      personal: { name: ANSWERS.name, mobile: ANSWERS.mobile, idno: ANSWERS.idno, pp: ANSWERS.pp, mail: ANSWERS.mail },
      answers: { sex: '男', size: 'M' },
      name: ANSWERS.name,
      verificationBools: false,
    });
    expect(enrolment.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const again = await t.postSealed(`${E}/findActivityEnrollById`, { id: enrolment.id }, { token: c.token });
    expect(again.opened).toMatchObject({ personal: enrolment.personal, code: enrolment.code, masked: false });
  });

  it('is sealed in the database: no personal value is stored in the clear', async () => {
    const { enrolment } = await setUp();
    const row = await t.ctx.db
      .selectFrom('activity_enrolments')
      .select(['personal_enc', 'personal_masked', 'answers'])
      .where('id', '=', Number(enrolment.id))
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const value of [ANSWERS.name, ANSWERS.mobile, ANSWERS.idno, ANSWERS.pp, ANSWERS.mail])
      expect(stored).not.toContain(value);
    expect(row.personal_enc).toMatch(/^v1:/);
    // Development keeps its generated key in the database, shared by every instance; none is written to DATA_DIR.
    const key = await t.ctx.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'dev-enrol-data-key')
      .executeTakeFirstOrThrow();
    expect(key.value).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(join(t.config.dataDir, 'enrol-data.key'))).toBe(false);
  });

  it('is masked for the publisher, in the enrolment, the list and the xlsx', async () => {
    const { a, activity, enrolment } = await setUp();
    const seen = await t.postSealed(`${E}/findActivityEnrollById`, { id: enrolment.id }, { token: a.token });
    expect(seen.opened).toMatchObject({ masked: true, personal: MASKED, name: MASKED.name, code: null, qrSvg: null });
    const list = await t.postSealed(
      '/api/community/v1/activityEnroll/findActivityEnrollList',
      { activityId: activity.id },
      { token: a.token },
    );
    expect(list.opened.isPublisher).toBe(true);
    expect(list.opened.rows).toEqual([
      expect.objectContaining({ id: enrolment.id, name: MASKED.name, personal: MASKED, status: 'enrolled' }),
    ]);

    const res = await fetch(`${t.url}${E}/exportEnrollList?h_token=${a.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activityId: activity.id }),
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['序号', '昵称', '票种', '状态', '报名时间', '核销时间']);
    const row = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
    expect(row.slice(2, 4)).toEqual(['普通票', '已报名']);
    expect(row).toEqual(expect.arrayContaining(Object.values(MASKED)));
    const text = JSON.stringify(row);
    for (const value of [ANSWERS.name, ANSWERS.mobile, ANSWERS.idno, ANSWERS.pp, ANSWERS.mail])
      expect(text).not.toContain(value);
  });

  it('is masked for the public list and hidden from anyone else', async () => {
    const { activity, enrolment } = await setUp();
    const b = await t.login();
    const list = await t.postSealed(
      '/api/community/v1/activityEnroll/findActivityEnrollList',
      { activityId: activity.id },
      { token: b.token },
    );
    expect(list.opened.isPublisher).toBe(false);
    expect(list.opened.rows).toEqual([expect.objectContaining({ name: MASKED.name, personal: {} })]);
    const anonymous = await t.postSealed('/api/community/v1/activityEnroll/findActivityEnrollList', {
      activityId: activity.id,
    });
    expect(anonymous.opened.rows[0].name).toBe(MASKED.name);
    // B is neither the owner nor the publisher: C's enrolment is not B's to read.
    const other = await t.postSealed(`${E}/findActivityEnrollById`, { id: enrolment.id }, { token: b.token });
    // A refusal of a sealed request comes sealed, with nothing inside.
    expect(other.json).toMatchObject({ code: 403, msg: '无权操作' });
    expect(other.opened).toBeNull();
  });

  it('answers verificationBools true when the question set has no name', async () => {
    const a = await publisher(t);
    const activity = await publishActivity(t, a.token, {
      questions: [{ id: 'mobile', type: 'mobile', title: '手机号', required: true }],
    });
    const c = await t.login();
    const e = await ok(signUp(t, c.token, activity.id, activity.tickets[0]!.id, { mobile: '13912345678' } as never));
    expect(e).toMatchObject({ name: null, verificationBools: true, personal: { mobile: '13912345678' } });
  });
});

describe('check-in by code', () => {
  it('is for the publisher only, once; a second says when it was done', async () => {
    const { a, c, enrolment } = await setUp();
    const b = await publisher(t);
    // Nobody but the publisher can look the code up (not even learn that it exists) or check it in.
    for (const who of [b, c]) {
      const byCode = await t.postSealed(
        `${E}/findActivityEnrollByCode`,
        { code: enrolment.code },
        { token: who.token },
      );
      expect(byCode.json).toMatchObject({ code: 1, msg: '核销码无效' });
      const check = await t.postSealed(`${E}/updateVerificationStatusById`, { id: enrolment.id }, { token: who.token });
      expect(check.json).toMatchObject({ code: 403, msg: '无权操作' });
      expect(check.opened).toBeNull();
    }
    const found = await t.postSealed(
      `${E}/findActivityEnrollByCode`,
      { code: enrolment.code.toLowerCase() },
      { token: a.token },
    );
    expect(found.opened).toMatchObject({ id: enrolment.id, masked: true, code: null, checkedInAt: null });
    const first = await t.postSealed(`${E}/updateVerificationStatusById`, { id: enrolment.id }, { token: a.token });
    expect(first.json.code).toBe(0);
    const checkedInAt = first.opened.checkedInAt as string;
    const second = await t.postSealed(`${E}/updateVerificationStatusById`, { id: enrolment.id }, { token: a.token });
    expect(second.json.code).toBe(1);
    expect(second.json.msg).toMatch(/^已核销，核销时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const mine = await t.postSealed(`${E}/findActivityEnrollById`, { id: enrolment.id }, { token: c.token });
    expect(mine.opened.checkedInAt).toBe(checkedInAt);
    // A checked-in enrolment cannot be cancelled.
    expect((await t.post(`${E}/cancel`, { id: enrolment.id }, { token: c.token })).json).toEqual({
      code: 1,
      msg: '已核销的报名不能取消',
      body: null,
    });
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id: found.opened.activityId }));
    expect(summary.checkedInCount).toBe(1);
  });

  it('checks a code in once when ten attempts race', async () => {
    const { a, enrolment } = await setUp();
    const answers = await Promise.all(
      burstTs(10).map((ts) =>
        t.postSealed(`${E}/updateVerificationStatusById`, { id: enrolment.id }, { token: a.token, ts }),
      ),
    );
    expect(answers.filter((x) => x.json.code === 0)).toHaveLength(1);
    expect(answers.filter((x) => x.json.code === 1 && x.json.msg.startsWith('已核销'))).toHaveLength(9);
  });

  it('refuses the export to anyone but the publisher', async () => {
    const { activity, c } = await setUp();
    const res = await t.post(`${E}/exportEnrollList`, { activityId: activity.id }, { token: c.token });
    expect(res.json).toEqual({ code: 403, msg: '无权操作', body: null });
  });
});

describe('my lists', () => {
  it('shows what I joined, with my enrolment', async () => {
    const { c, activity, enrolment } = await setUp();
    const joined = await ok(t.post('/api/service/community/v1/activity/myJoin', {}, { token: c.token }));
    expect(joined.rows[0]).toMatchObject({ id: activity.id, enrolment: { id: enrolment.id, status: 'enrolled' } });
    // The check-in code, in one's own list: shown at the door without opening the sign-up.
    const { code } = await t.ctx.db
      .selectFrom('activity_enrolments')
      .select('code')
      .where('id', '=', Number(enrolment.id))
      .executeTakeFirstOrThrow();
    expect(joined.rows[0].enrolment.code).toBe(code);
    const detail = await ok(t.post('/api/community/v1/activity/findOne', { id: activity.id }, { token: c.token }));
    expect(detail.myEnrolment).toMatchObject({ id: enrolment.id, status: 'enrolled' });
    await ok(t.post(`${E}/cancel`, { id: enrolment.id }, { token: c.token }));
    const after = await ok(t.post('/api/service/community/v1/activity/myJoin', {}, { token: c.token }));
    expect(after.rows).toEqual([]);
  });

  it('pages what I joined newest first, each once', async () => {
    const a = await publisher(t);
    const c = await t.login();
    const joined: string[] = [];
    for (let i = 0; i < 4; i++) {
      const activity = await publishActivity(t, a.token);
      await ok(signUp(t, c.token, activity.id, activity.tickets[0]!.id));
      joined.push(activity.id);
    }
    const path = '/api/service/community/v1/activity/myJoin';
    const first = await ok(t.post(path, { pageSize: 3 }, { token: c.token }));
    expect(first.rows.map((r: { id: string }) => r.id)).toEqual([joined[3], joined[2], joined[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await ok(t.post(path, { pageSize: 3, cursor: first.nextCursor }, { token: c.token }));
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual([joined[0]]);
    expect(second.nextCursor).toBeNull();
  });
});
