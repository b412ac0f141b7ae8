import { ENDPOINTS } from '@app/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneHash, sealPhone } from '../src/platform/crypto/phone-crypto.ts';
import { CONSOLE, consolePost, consoleSession, FILE_ANSWERS, signIn } from './console-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every console write and every reveal of personal data leaves one line in the audit trail, which nothing alters:
// no path of the API, and no UPDATE, DELETE or TRUNCATE in SQL (docs/product/console.md).

let t: TestApp;
let admin: Awaited<ReturnType<typeof consoleSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleSession(t, ['admin']);
});
afterAll(() => t.close());

const auditRows = () => t.ctx.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
const lastAudit = async () => (await consolePost(t, CONSOLE.auditList, { pageSize: 1 }, admin.token)).json.body.rows[0];

describe('operators from the console', () => {
  it('are made, given roles, reset and disabled, each step audited with before, after, reason and address', async () => {
    const name = `made-${Date.now()}`;
    const made = await consolePost(
      t,
      CONSOLE.operatorsCreate,
      { name, roles: ['cs'], reason: '新同事入职' },
      admin.token,
    );
    expect(made.json).toMatchObject({ code: 0, body: { name, roles: ['cs'], password: expect.any(String) } });
    const { id, password, totpSecret } = made.json.body;
    expect(await lastAudit()).toMatchObject({
      operator: admin.name,
      operatorId: admin.id,
      action: 'operator.create',
      targetType: 'operator',
      targetId: String(id),
      before: null,
      after: { name, roles: ['cs'] },
      reason: '新同事入职',
      ip: '127.0.0.1',
    });
    // The secrets are answered once and never logged.
    expect(JSON.stringify(await auditRows())).not.toContain(password);
    expect(JSON.stringify(await auditRows())).not.toContain(totpSecret);
    const again = await consolePost(
      t,
      CONSOLE.operatorsCreate,
      { name, roles: ['cs'], reason: '再建一次' },
      admin.token,
    );
    expect(again.json).toEqual({ code: 1, msg: '该用户名已被使用', body: null });

    const roles = await consolePost(
      t,
      CONSOLE.setRoles,
      { id, roles: ['cs', 'moderator'], reason: '兼任审核' },
      admin.token,
    );
    expect(roles.json.body).toMatchObject({ id, roles: ['moderator', 'cs'], twoFactor: true, disabled: false });
    expect(await lastAudit()).toMatchObject({
      action: 'operator.setRoles',
      before: { roles: ['cs'] },
      after: { roles: ['cs', 'moderator'] },
      reason: '兼任审核',
    });

    const reset = await consolePost(t, CONSOLE.resetTwoFactor, { id, reason: '手机丢失' }, admin.token);
    expect(reset.json.body.totpSecret).not.toBe(totpSecret);
    expect(reset.json.body.otpauthUri).toContain(`secret=${reset.json.body.totpSecret}`);
    expect(await lastAudit()).toMatchObject({ action: 'operator.resetTwoFactor', reason: '手机丢失' });
    // The old secret no longer signs in; the new one does.
    const o = { id, name, password, totpSecret };
    expect((await signIn(t, o)).json.code).toBe(1);
    expect((await signIn(t, { ...o, totpSecret: reset.json.body.totpSecret })).json.code).toBe(0);

    await consolePost(t, CONSOLE.disable, { id, reason: '离职' }, admin.token);
    expect(await lastAudit()).toMatchObject({
      action: 'operator.disable',
      before: { disabled: false },
      after: { disabled: true },
    });
    const list = await consolePost(t, CONSOLE.operatorsList, {}, admin.token);
    const listed = list.json.body.rows.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ name, disabled: true, twoFactor: true });
    expect(JSON.stringify(list.json.body)).not.toMatch(/argon2|password|totpSecret/);
  });

  it('never lets an admin change their own account', async () => {
    const answer = await consolePost(t, CONSOLE.setRoles, { id: admin.id, roles: ['cs'], reason: '试试' }, admin.token);
    expect(answer.json).toEqual({ code: 1, msg: '不能修改自己的账号', body: null });
    const missing = await consolePost(t, CONSOLE.disable, { id: 99_999_999, reason: '不存在' }, admin.token);
    expect(missing.json.code).toBe(404);
  });

  it('refuse a write without a reason', async () => {
    const answer = await consolePost(t, CONSOLE.operatorsCreate, { name: 'no-reason', roles: ['cs'] }, admin.token);
    expect(answer.json).toMatchObject({ code: 400, msg: '参数错误：reason' });
  });
});

describe('the audit list', () => {
  it('filters by operator, action, target type and time, newest first, keyset paged', async () => {
    const a = await consoleSession(t, ['admin']);
    for (const n of [1, 2, 3]) {
      await consolePost(
        t,
        CONSOLE.operatorsCreate,
        { name: `f${n}-${a.id}`, roles: ['cs'], reason: `第${n}个` },
        a.token,
      );
    }
    const mine = { operatorId: a.id, action: 'operator.create', targetType: 'operator' };
    const first = await consolePost(t, CONSOLE.auditList, { ...mine, pageSize: 2 }, admin.token);
    expect(first.json.body.rows.map((r: { reason: string }) => r.reason)).toEqual(['第3个', '第2个']);
    const second = await consolePost(
      t,
      CONSOLE.auditList,
      { ...mine, pageSize: 2, cursor: first.json.body.nextCursor },
      admin.token,
    );
    expect(second.json.body).toMatchObject({ rows: [{ reason: '第1个' }], nextCursor: null });

    const logins = await consolePost(t, CONSOLE.auditList, { operatorId: a.id, action: 'auth.login' }, admin.token);
    expect(logins.json.body.rows).toHaveLength(1);
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await consolePost(t, CONSOLE.auditList, { operatorId: a.id, from: later }, admin.token);
    expect(none.json.body.rows).toEqual([]);
    const earlier = await consolePost(
      t,
      CONSOLE.auditList,
      { operatorId: a.id, to: later, from: '2000-01-01T00:00:00Z' },
      admin.token,
    );
    expect(earlier.json.body.rows).toHaveLength(4);
    const bad = await consolePost(t, CONSOLE.auditList, { cursor: 'abc' }, admin.token);
    expect(bad.json.code).toBe(400);
  });

  it('exports the filtered log as CSV', async () => {
    const res = await fetch(`${t.url}${CONSOLE.auditExport}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ operatorId: admin.id, action: 'operator.create' }),
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('编号,时间,操作人,操作,对象类型,对象,原因,修改前,修改后,地址');
    const rows = await consolePost(
      t,
      CONSOLE.auditList,
      { operatorId: admin.id, action: 'operator.create' },
      admin.token,
    );
    expect(lines).toHaveLength(rows.json.body.rows.length + 1);
    expect(lines[1]).toContain(`,${admin.name},operator.create,operator,`);
  });
});

describe('the audit trail', () => {
  it('takes no UPDATE, DELETE or TRUNCATE in SQL', async () => {
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(0);
    const attempts = [
      sql`update audit_log set reason = 'rewritten'`,
      sql`update audit_log set operator_name = 'someone' where id = ${before[0]!.id}`,
      sql`delete from audit_log`,
      sql`delete from audit_log where id = ${before[0]!.id}`,
      sql`truncate audit_log`,
    ];
    for (const statement of attempts) {
      await expect(statement.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    }
    expect(await auditRows()).toEqual(before);
  });

  it('is never altered through any console path, only added to', async () => {
    const before = await auditRows();
    const cs = await consoleSession(t, ['cs']);
    const payloads = [
      {},
      { id: before[0]!.operator_id ?? 1, reason: '改写审计', roles: ['admin'] },
      { ids: [before[0]!.id] },
    ];
    for (const e of ENDPOINTS.filter(
      (x) => x.auth === 'console' && x.path !== CONSOLE.logout && !FILE_ANSWERS.has(x.path),
    )) {
      for (const payload of payloads) {
        await consolePost(t, e.path, payload, admin.token);
        await consolePost(t, e.path, payload, cs.token);
      }
    }
    const after = await auditRows();
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe('people for customer service', () => {
  it('are found by nickname, user code or phone with the phone masked; revealing it is audited', async () => {
    const cs = await consoleSession(t, ['cs']);
    const mobile = `137${String(Date.now()).slice(-8)}`;
    const user = await t.ctx.db
      .insertInto('users')
      .values({
        user_code: `cs${Date.now().toString(36)}`,
        nickname: `旅行者${mobile.slice(-4)}`,
        open_id: `o-${mobile}`,
        mobile_enc: await sealPhone(t.ctx, mobile),
        mobile_hash: await phoneHash(t.ctx, { countryCode: '86', mobile }),
      })
      .returning(['id', 'user_code'])
      .executeTakeFirstOrThrow();
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    for (const q of [mobile, user.user_code, `旅行者${mobile.slice(-4)}`]) {
      const found = await consolePost(t, CONSOLE.peopleSearch, { q }, cs.token);
      expect(found.json.body.rows, q).toEqual([expect.objectContaining({ userId: user.user_code, mobile: masked })]);
      expect(JSON.stringify(found.json.body), q).not.toContain(mobile);
    }
    const wild = await consolePost(t, CONSOLE.peopleSearch, { q: '%' }, cs.token);
    expect(wild.json.body.rows).toEqual([]);

    const shown = await consolePost(
      t,
      CONSOLE.revealPhone,
      { userId: user.user_code, reason: '用户来电核实订单' },
      cs.token,
    );
    expect(shown.json.body).toEqual({ countryCode: '86', mobile });
    const line = (await consolePost(t, CONSOLE.auditList, { operatorId: cs.id }, admin.token)).json.body.rows[0];
    expect(line).toMatchObject({
      action: 'people.revealPhone',
      targetType: 'user',
      targetId: user.user_code,
      reason: '用户来电核实订单',
      operator: cs.name,
    });
    expect(JSON.stringify(line)).not.toContain(mobile);
    const unknown = await consolePost(t, CONSOLE.revealPhone, { userId: 'nobody-at-all', reason: '查一下' }, cs.token);
    expect(unknown.json.code).toBe(404);
    const noReason = await consolePost(t, CONSOLE.revealPhone, { userId: user.user_code }, cs.token);
    expect(noReason.json.code).toBe(400);
  });
});
