import { randomBytes } from 'node:crypto';
import { COMMAND_LINE_ACTOR, createOperator } from '../src/modules/console/operator-service.ts';
import { totpCode } from '../src/modules/console/totp.ts';
import type { TestApp } from './support/test-app.ts';

// Shared steps of the console tests: operators made as the command line makes them, signed in through the API.

export const CONSOLE = {
  login: '/api/console/v1/auth/login',
  logout: '/api/console/v1/auth/logout',
  me: '/api/console/v1/auth/me',
  auditList: '/api/console/v1/audit/list',
  auditExport: '/api/console/v1/audit/export',
  operatorsList: '/api/console/v1/operators/list',
  operatorsCreate: '/api/console/v1/operators/create',
  setRoles: '/api/console/v1/operators/setRoles',
  disable: '/api/console/v1/operators/disable',
  resetTwoFactor: '/api/console/v1/operators/resetTwoFactor',
  peopleSearch: '/api/console/v1/people/search',
  revealPhone: '/api/console/v1/people/revealPhone',
  wordsExport: '/api/console/v1/sensitiveWords/export',
} as const;

/** Console paths that answer a file (CSV), not the JSON envelope: tests that read every path as JSON leave them out. */
export const FILE_ANSWERS: ReadonlySet<string> = new Set([CONSOLE.auditExport, CONSOLE.wordsExport]);

export type Role = 'admin' | 'operator' | 'moderator' | 'cs';

export interface TestOperator {
  id: number;
  name: string;
  password: string;
  totpSecret: string;
}

export const newOperatorName = () => `op-${randomBytes(4).toString('hex')}`;

export async function makeOperator(t: TestApp, roles: Role[], name = newOperatorName()): Promise<TestOperator> {
  const made = await createOperator(t.ctx, COMMAND_LINE_ACTOR, { name, roles, reason: '测试' });
  return { id: made.id, name: made.name, password: made.password, totpSecret: made.totpSecret };
}

/** The code of the current 30-second step, or of a later one (`stepsAhead`), which the server accepts up to one ahead. */
export const codeFor = (o: { totpSecret: string }, stepsAhead = 0) =>
  totpCode(o.totpSecret, Date.now() + stepsAhead * 30_000);

export function signIn(
  t: TestApp,
  o: TestOperator,
  over: Partial<{ name: string; password: string; totp: string }> = {},
) {
  return t.post(CONSOLE.login, { name: o.name, password: o.password, totp: codeFor(o), ...over });
}

/** Posts to a console path with the console token as `Authorization: Bearer`. */
export function consolePost<T = any>(t: TestApp, path: string, body: unknown, token: string | undefined) {
  return t.post<T>(path, body, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

/** A new operator with these roles, signed in: their console token. */
export async function consoleSession(t: TestApp, roles: Role[]): Promise<TestOperator & { token: string }> {
  const o = await makeOperator(t, roles);
  const answer = await signIn(t, o);
  if (answer.json.code !== 0) throw new Error(`console sign-in failed: ${answer.json.msg}`);
  return { ...o, token: answer.json.body.token };
}
