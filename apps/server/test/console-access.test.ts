import { CONSOLE_ROLES, ENDPOINTS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../src/platform/auth/console-policy.ts';
import { CONSOLE, consolePost, consoleSession, type Role } from './console-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every console path of the contract, read from the contract: a row added later is covered without a line here.
// No console session (none, junk, a member's app token) answers body code 429; a role without the row's permission
// answers 403, before the payload is looked at.

const consoleRows = ENDPOINTS.filter((e) => e.auth === 'console');
const NOT_LOGGED_IN = { code: 429, msg: '未登录或登录已过期', body: null };
const FORBIDDEN = { code: 403, msg: '无权操作', body: null };

let t: TestApp;
const sessions = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of CONSOLE_ROLES) sessions[role] = (await consoleSession(t, [role])).token;
});
afterAll(() => t.close());

describe('console paths', () => {
  it('are in the contract, each with a permission', () => {
    expect(consoleRows.length).toBeGreaterThanOrEqual(14);
    for (const e of consoleRows) expect(e.permission, e.path).toBeDefined();
    expect(
      ENDPOINTS.filter((e) => e.path.startsWith('/api/console/') && e.auth !== 'console').map((e) => e.path),
    ).toEqual(['/api/console/v1/auth/login']);
  });

  it('refuse a request without a console session with body code 429, a member app token included', async () => {
    const member = await t.login();
    for (const e of consoleRows) {
      const attempts = {
        none: await t.post(e.path, {}),
        junk: await consolePost(t, e.path, {}, 'op_not-a-token'),
        appTokenAsBearer: await consolePost(t, e.path, {}, member.token),
        appTokenInQuery: await t.post(e.path, {}, { token: member.token }),
        garbageBody: await t.post(e.path, 'garbage', { headers: { authorization: `Bearer ${member.token}` } }),
      };
      for (const [how, answer] of Object.entries(attempts)) {
        expect.soft(answer.status, `${e.path} ${how}`).toBe(200);
        expect.soft(answer.json, `${e.path} ${how}`).toEqual(NOT_LOGGED_IN);
      }
    }
  });

  it('refuse a role without the permission with 403, whatever the payload', async () => {
    let refusals = 0;
    for (const e of consoleRows) {
      for (const role of CONSOLE_ROLES) {
        if (allows([role], e.permission!)) continue;
        refusals += 1;
        const answer = await consolePost(t, e.path, { id: 1, reason: '看看' }, sessions[role]);
        expect.soft(answer.json, `${e.path} as ${role}`).toEqual(FORBIDDEN);
      }
    }
    expect(refusals).toBeGreaterThan(consoleRows.length);
  });

  it('let a role with the permission through to the request check', async () => {
    for (const e of consoleRows) {
      const role = CONSOLE_ROLES.find((r) => allows([r], e.permission!) && r !== 'admin') ?? 'admin';
      // A payload no console schema takes: the request check answers (or, for a row not built yet, '功能暂未开放'),
      // past the session and the permission.
      const answer = await consolePost(t, e.path, [], sessions[role]);
      expect.soft(answer.json.msg, `${e.path} as ${role}`).toMatch(/^参数错误|^功能暂未开放$/);
    }
  });

  it('are never answered from the micro-cache', async () => {
    const { modules } = await import('../src/modules/index.ts');
    const cached = modules.flatMap((m) => m.routes).filter((r) => r.cache && r.path.startsWith('/api/console/'));
    expect(cached).toEqual([]);
  });
});

describe('junk on console paths', () => {
  it('never reaches the database as a 500, for a role that may use each path', async () => {
    const fields = [
      'name',
      'q',
      'action',
      'targetType',
      'targetId',
      'userId',
      'cursor',
      'reason',
      'from',
      'to',
      'totp',
    ];
    // The word export takes no field and answers a CSV file whatever it is sent (console-content.test.ts reads it).
    for (const e of consoleRows.filter((r) => r.path !== CONSOLE.logout && r.path !== CONSOLE.wordsExport)) {
      for (const junk of ['1\u0000', 'a\u0000b', '\u0007', '99999999999999999999999', '1e400', "%' or 1=1 --"]) {
        const payload = Object.fromEntries(fields.map((f) => [f, junk]));
        const answer = await consolePost(t, e.path, payload, sessions.admin);
        expect.soft(answer.status, `${e.path} ${JSON.stringify(junk)}`).toBeLessThan(500);
      }
    }
  });
});

describe('the rate limit on console paths', () => {
  it('counts per operator, not per address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '6' } });
    try {
      // Two sign-ins from one address (counted by address), then each operator's own count.
      const a = await consoleSession(limited, ['cs']);
      const b = await consoleSession(limited, ['cs']);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++)
        codes.push((await consolePost(limited, '/api/console/v1/auth/me', {}, a.token)).status);
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
      const other = await consolePost(limited, '/api/console/v1/auth/me', {}, b.token);
      expect(other.json.code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
