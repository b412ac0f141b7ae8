import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { runConsoleCommand } from '../src/modules/console/index.ts';
import { setupConsole } from '../src/modules/console/setup-console.ts';
import { checkOperatorsTwoFactor } from '../src/modules/console/startup-check.ts';
import Fastify from 'fastify';
import {
  CONSOLE,
  codeFor,
  consolePost,
  consoleSession,
  makeOperator,
  newOperatorName,
  signIn,
} from './console-helpers.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { hashConsoleToken } from '../src/platform/auth/operator-sessions.ts';

// Operators sign in with name, password and a TOTP code; sessions end idle or old; five failures lock
// (docs/product/console.md).

const REFUSED = '用户名、密码或动态码错误';
const LOCKED = '登录失败次数过多，账号已锁定，请15分钟后再试';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the first admin from the command line', () => {
  it('prints the password and the TOTP secret once, and they sign in', async () => {
    const name = newOperatorName();
    const lines: string[] = [];
    expect(await runConsoleCommand(t.ctx, ['create-admin', name], (l) => lines.push(l))).toBe(0);
    const password = lines.find((l) => l.startsWith('password: '))!.slice('password: '.length);
    const secret = lines.find((l) => l.startsWith('totp secret: '))!.slice('totp secret: '.length);
    const address = lines.find((l) => l.startsWith('totp address: '))!.slice('totp address: '.length);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(address).searchParams.get('secret')).toBe(secret);
    expect(lines.filter((l) => l.includes(password))).toHaveLength(1);

    const answer = await t.post(CONSOLE.login, { name, password, totp: codeFor({ totpSecret: secret }) });
    expect(answer.json).toMatchObject({ code: 0, body: { name, roles: ['admin'], token: expect.any(String) } });

    // Nothing in the database keeps them in clear.
    const row = await t.ctx.db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    // A second run for the same name makes nothing and shows no secret.
    const again: string[] = [];
    expect(await runConsoleCommand(t.ctx, ['create-admin', name], (l) => again.push(l))).toBe(1);
    expect(again.join('\n')).not.toMatch(/password:|totp secret:/);
  });

  it('explains its usage for anything else', async () => {
    const lines: string[] = [];
    expect(await runConsoleCommand(t.ctx, ['drop-everything'], (l) => lines.push(l))).toBe(2);
    expect(lines.join('\n')).toContain('create-admin NAME');
  });
});

describe('signing in', () => {
  it('answers a token, and refuses each wrong factor with the same words', async () => {
    const o = await makeOperator(t, ['cs']);
    const wrong = [{ name: 'nobody-here' }, { password: 'not-the-password' }, { totp: codeFor(o, 5) }];
    for (const over of wrong) {
      const answer = await signIn(t, o, over);
      expect(answer.json, JSON.stringify(over)).toEqual({ code: 1, msg: REFUSED, body: null });
    }
    const ok = await signIn(t, o);
    expect(ok.json).toMatchObject({ code: 0, body: { name: o.name, roles: ['cs'] } });
    expect(ok.json.body.token).toMatch(/^op_[0-9a-f]{64}$/);
  });

  it('refuses the same code twice in its window, and an older code after a newer one', async () => {
    const o = await makeOperator(t, ['moderator']);
    const code = codeFor(o);
    expect((await signIn(t, o, { totp: code })).json.code).toBe(0);
    expect((await signIn(t, o, { totp: code })).json).toEqual({ code: 1, msg: REFUSED, body: null });
    // The next step's code (accepted one step early), then the current one again: older than the last used.
    expect((await signIn(t, o, { totp: codeFor(o, 1) })).json.code).toBe(0);
    expect((await signIn(t, o, { totp: codeFor(o, -1) })).json.code).toBe(1);
  });

  it('signs in only once when the same code arrives twice at the same moment', async () => {
    const o = await makeOperator(t, ['cs']);
    const code = codeFor(o);
    const answers = await Promise.all([signIn(t, o, { totp: code }), signIn(t, o, { totp: code })]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([0, 1]);
  });

  it('locks for 15 minutes after 5 failures in a row, saying so but not which factor failed', async () => {
    const o = await makeOperator(t, ['cs']);
    for (let i = 1; i <= 4; i++) expect((await signIn(t, o, { password: `wrong-${i}` })).json.msg).toBe(REFUSED);
    expect((await signIn(t, o, { totp: codeFor(o, 4) })).json).toEqual({ code: 1, msg: LOCKED, body: null });
    // Locked: even all three right are refused.
    expect((await signIn(t, o)).json).toEqual({ code: 1, msg: LOCKED, body: null });
    const row = await t.ctx.db
      .selectFrom('operators')
      .select(sql<number>`extract(epoch from locked_until - now())::int`.as('left'))
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(row.left).toBeGreaterThan(14 * 60);
    expect(row.left).toBeLessThanOrEqual(15 * 60);
    // The lock's end, moved into the past: the operator signs in again.
    await t.ctx.db
      .updateTable('operators')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', o.id)
      .execute();
    expect((await signIn(t, o, { totp: codeFor(o, 1) })).json.code).toBe(0);
  });

  it('a success ends a run of failures', async () => {
    const o = await makeOperator(t, ['cs']);
    for (let i = 0; i < 4; i++) await signIn(t, o, { password: 'wrong' });
    expect((await signIn(t, o)).json.code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await signIn(t, o, { password: 'wrong' })).json.msg).toBe(REFUSED);
  });

  it('refuses a disabled operator, and ends their sessions', async () => {
    const admin = await consoleSession(t, ['admin']);
    const o = await consoleSession(t, ['cs']);
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json.code).toBe(0);
    const off = await consolePost(t, CONSOLE.disable, { id: o.id, reason: '离职' }, admin.token);
    expect(off.json).toMatchObject({ code: 0, body: { id: o.id, disabled: true } });
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json.code).toBe(429);
    expect((await signIn(t, o, { totp: codeFor(o, 1) })).json).toEqual({ code: 1, msg: REFUSED, body: null });
  });
});

describe('console sessions', () => {
  it('say who is signed in, with the permissions of their roles', async () => {
    const o = await consoleSession(t, ['moderator', 'cs']);
    const answer = await consolePost(t, CONSOLE.me, {}, o.token);
    expect(answer.json.body).toMatchObject({
      id: o.id,
      name: o.name,
      roles: ['moderator', 'cs'],
      permissions: ['self', 'moderation', 'content', 'sanctions', 'sensitiveWords', 'people', 'orders', 'revealPhone'],
    });
    // The paths those open, each a console path of one of those permissions, and no other.
    const paths: string[] = answer.json.body.paths;
    expect(paths).toEqual(expect.arrayContaining([CONSOLE.me, CONSOLE.peopleSearch, '/api/console/v1/reports/list']));
    for (const path of [CONSOLE.auditList, CONSOLE.operatorsCreate, '/api/console/v1/dashboard/summary']) {
      expect(paths).not.toContain(path);
    }
    // Each path it lists opens for this operator (no 403), and none it leaves out is a path these roles hold.
    for (const path of paths.filter((p) => p !== CONSOLE.logout)) {
      // Some answer a file (CSV) rather than JSON: read the text, and only a JSON refusal is one.
      const res = await fetch(t.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${o.token}` },
        body: '{}',
      });
      const text = await res.text();
      const code = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { code: number }).code : 0;
      expect(code, path).not.toBe(403);
    }
  });

  const backdate = (token: string, column: 'last_used_at' | 'created_at', by: string) =>
    t.ctx.db
      .updateTable('operator_sessions')
      .set({ [column]: sql<Date>`now() - ${by}::interval` })
      .where('token_hash', '=', hashConsoleToken(token))
      .execute();

  it('end after 30 minutes unused', async () => {
    const o = await consoleSession(t, ['cs']);
    await backdate(o.token, 'last_used_at', '29 minutes');
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json.code).toBe(0);
    await backdate(o.token, 'last_used_at', '31 minutes');
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json).toEqual({
      code: 429,
      msg: '未登录或登录已过期',
      body: null,
    });
  });

  it('end 12 hours after sign-in, however busy', async () => {
    const o = await consoleSession(t, ['cs']);
    await backdate(o.token, 'created_at', '11 hours 59 minutes');
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json.code).toBe(0);
    await backdate(o.token, 'created_at', '12 hours 1 minute');
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json.code).toBe(429);
  });

  it('end at sign-out', async () => {
    const o = await consoleSession(t, ['operator']);
    expect((await consolePost(t, CONSOLE.logout, {}, o.token)).json.code).toBe(0);
    expect((await consolePost(t, CONSOLE.me, {}, o.token)).json.code).toBe(429);
  });

  it('are never read from the query string', async () => {
    const o = await consoleSession(t, ['cs']);
    expect((await t.post(CONSOLE.me, {}, { token: o.token })).json.code).toBe(429);
  });
});

describe('in production', () => {
  it('refuses to start while an active operator has no two-factor', async () => {
    // The test server's own database, read as a production start would read it.
    const prod = { ...t.ctx, config: loadConfig({ ...PRODUCTION_ENV, DATA_DIR: t.config.dataDir }) };
    await checkOperatorsTwoFactor(prod);
    const name = newOperatorName();
    await t.ctx.db
      .insertInto('operators')
      .values({ name, password_hash: 'x', totp_secret: null, roles: ['admin'] })
      .execute();
    await expect(checkOperatorsTwoFactor(prod)).rejects.toThrow(
      new RegExp(`operators without two-factor cannot sign in to production: ${name} `),
    );
    await expect(buildApp(prod, { logger: false })).rejects.toThrow(/without two-factor/);
    // Development never checks; disabled, the operator no longer stops a production start.
    await checkOperatorsTwoFactor(t.ctx);
    await t.ctx.db.updateTable('operators').set({ disabled_at: new Date() }).where('name', '=', name).execute();
    await checkOperatorsTwoFactor(prod);
  });

  it('has no development route making operators', async () => {
    const prod = { ...t.ctx, config: loadConfig({ ...PRODUCTION_ENV, DATA_DIR: t.config.dataDir }) };
    const app = Fastify();
    await setupConsole(app, prod);
    const res = await app.inject({
      method: 'POST',
      url: '/dev/api/console-operator',
      payload: { name: 'x1', roles: ['admin'] },
    });
    expect(res.statusCode).toBe(404);
    const command = await app.inject({
      method: 'POST',
      url: '/dev/api/console-command',
      payload: { args: ['create-admin', 'x1'] },
    });
    expect(command.statusCode).toBe(404);
    await app.close();
  });
});

describe('in development', () => {
  it('makes an operator for the browser journeys, whose answer signs in', async () => {
    const res = await fetch(`${t.url}/dev/api/console-operator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: newOperatorName(), roles: ['cs'] }),
    });
    const { body } = (await res.json()) as { body: { name: string; password: string; totp: string } };
    const answer = await t.post(CONSOLE.login, { name: body.name, password: body.password, totp: body.totp });
    expect(answer.json).toMatchObject({ code: 0, body: { roles: ['cs'] } });
  });

  it("runs the command line's create-admin on the server's database and answers what it printed", async () => {
    const name = newOperatorName();
    const run = async () => {
      const res = await fetch(`${t.url}/dev/api/console-command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ args: ['create-admin', name] }),
      });
      return ((await res.json()) as { body: { exitCode: number; lines: string[] } }).body;
    };
    const first = await run();
    expect(first.exitCode).toBe(0);
    const printed = (label: string) => first.lines.find((l) => l.startsWith(`${label}: `))!.slice(label.length + 2);
    const answer = await t.post(CONSOLE.login, {
      name,
      password: printed('password'),
      totp: codeFor({ totpSecret: printed('totp secret') }),
    });
    expect(answer.json).toMatchObject({ code: 0, body: { roles: ['admin'] } });
    // Run again: nothing made, no secret printed.
    const again = await run();
    expect(again.exitCode).toBe(1);
    expect(again.lines.join('\n')).not.toContain('password:');
  });
});
