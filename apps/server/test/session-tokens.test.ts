import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { newMobile, register } from './identity-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/product/api-conventions.md (and docs/product/api-conventions.md): a session token is an opaque random 256-bit value written as 64
// lowercase hexadecimal characters (the brand's own clients accept nothing else), stored only as its SHA-256.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEX64 = /^[0-9a-f]{64}$/;

describe('session tokens', () => {
  it('a login answers 64 lowercase hex characters, stored only as their SHA-256', async () => {
    const login = await register(t, newMobile());
    expect(login.token).toMatch(HEX64);
    const row = await t.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(login.token))
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.token_hash).equals(createHash('sha256').update(login.token).digest())).toBe(true);
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token: login.token })).json.code).toBe(0);
  });

  it('every token is new', async () => {
    const a = await t.login();
    const b = await t.login(a.userId);
    expect(a.token).toMatch(HEX64);
    expect(b.token).toMatch(HEX64);
    expect(a.token).not.toBe(b.token);
  });

  it('a token of any other form is no session, even one whose hash was stored', async () => {
    const { userId } = await t.login();
    const old = 'A'.repeat(43);
    await t.ctx.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(old), user_id: userId, channel: '' })
      .execute();
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token: old })).json.code).toBe(429);
    const upper = (await t.login()).token.toUpperCase();
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token: upper })).json.code).toBe(429);
  });
});
