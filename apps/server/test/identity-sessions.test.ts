import { CODES, ENDPOINTS } from '@app/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { newMobile, register } from './identity-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Sessions (docs/product/api-conventions.md), the profile calls, logout, follow and block, anonymous visitors, calling codes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const loginPaths = ENDPOINTS.filter((e) => e.auth === 'login');
const call = (path: string, token?: string) => {
  const endpoint = ENDPOINTS.find((e) => e.path === path)!;
  return endpoint.enc ? t.postSealed(path, {}, token ? { token } : {}) : t.post(path, {}, token ? { token } : {});
};
const logout = (token: string) => t.post('/api/user/v1/logout', {}, { token });

describe('every login path without a valid token', () => {
  it('answers body code 429 with no token, a junk token, an expired one and a logged-out one', async () => {
    const expired = await t.login();
    await t.ctx.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now() - interval '30 days 1 minute'` })
      .where('token_hash', '=', hashToken(expired.token))
      .execute();
    const loggedOut = await t.login();
    expect((await logout(loggedOut.token)).json).toEqual({ code: 0, msg: '成功', body: {} });

    const tokens = {
      none: undefined,
      junk: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm8tbm8tbm8',
      expired: expired.token,
      loggedOut: loggedOut.token,
    };
    expect(loginPaths.length).toBeGreaterThan(50);
    for (const [label, token] of Object.entries(tokens)) {
      for (const endpoint of loginPaths) {
        const answer = await call(endpoint.path, token);
        expect.soft(answer.status, `${label} ${endpoint.path}`).toBe(200);
        // An enc path answers in kind, failures too (docs/product/api-conventions.md): the body is sealed.
        expect
          .soft(answer.json, `${label} ${endpoint.path}`)
          .toEqual(
            endpoint.enc
              ? { code: 429, msg: CODES.notLoggedIn.msg, sec: expect.any(String), body: expect.any(String) }
              : { code: 429, msg: CODES.notLoggedIn.msg, body: null },
          );
      }
    }
  });

  it('a session used 29 days ago still works, and is touched', async () => {
    const s = await t.login();
    await t.ctx.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now() - interval '29 days'` })
      .where('token_hash', '=', hashToken(s.token))
      .execute();
    expect((await call('/b2b/user/login/getUserInfo', s.token)).json.code).toBe(0);
    const row = await t.ctx.db
      .selectFrom('sessions')
      .select(sql<number>`extract(epoch from now() - last_used_at)::int`.as('age'))
      .where('token_hash', '=', hashToken(s.token))
      .executeTakeFirstOrThrow();
    expect(row.age).toBeLessThan(60);
  });
});

describe('logout', () => {
  it('revokes only that token: the other sessions of the user stay', async () => {
    const mobile = newMobile();
    const first = await register(t, mobile, 'pass1234x');
    const second = (
      await t.postSealed('/api/user/v1/phoneUserLogin', { countryCode: '86', mobile, password: 'pass1234x' })
    ).opened;
    expect(second.token).not.toBe(first.token);
    await logout(first.token);
    expect((await call('/b2b/user/login/getUserInfo', first.token)).json.code).toBe(429);
    expect((await call('/b2b/user/login/getUserInfo', second.token)).json.code).toBe(0);
    const row = await t.ctx.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(first.token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('is honoured nowhere once revoked, though sessions in use are remembered for a minute', async () => {
    const [kept, other] = [await t.login(), await t.login()];
    const userInfo = (token: string) => call('/b2b/user/login/getUserInfo', token);
    expect((await userInfo(kept.token)).json.code).toBe(0);
    // Remembered: a change behind the API's back is not seen yet, so a signed-in request costs no session query.
    await t.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(kept.token))
      .execute();
    expect((await userInfo(kept.token)).json.code).toBe(0);
    // Any revocation through the API (here another user's logout) forgets every remembered session at once.
    expect((await userInfo(other.token)).json.code).toBe(0);
    await logout(other.token);
    expect((await userInfo(other.token)).json.code).toBe(429);
    expect((await userInfo(kept.token)).json.code).toBe(429);
  });

  it('accepts the token as a Bearer header too', async () => {
    const s = await t.login();
    const out = await t.post('/api/user/v1/logout', {}, { headers: { authorization: `Bearer ${s.token}` } });
    expect(out.json.code).toBe(0);
    expect((await call('/b2b/user/login/getUserInfo', s.token)).json.code).toBe(429);
  });

  it('stores tokens only as SHA-256 hashes', async () => {
    const s = await t.login();
    const rows = await t.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.every((r) => Buffer.from(r.token_hash).length === 32)).toBe(true);
    expect(rows.some((r) => Buffer.from(r.token_hash).toString('base64url') === s.token)).toBe(false);
  });
});

describe('getUserInfo and getUser', () => {
  it('answer the profile with the phone masked', async () => {
    const mobile = newMobile();
    const reg = await register(t, mobile);
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    const info = await t.post('/b2b/user/login/getUserInfo', {}, { token: reg.token });
    expect(info.json.body).toEqual({
      userId: reg.user_id,
      userCode: reg.user_id,
      mobile: masked,
      operator: '',
      openId: reg.open_id,
      nickname: reg.nickname,
      avatar: null,
    });
    const app = await t.postSealed('/api/service/user/v1/getUser', {}, { token: reg.token });
    expect(app.opened).toEqual({
      user_id: reg.user_id,
      mobile: masked,
      operator: '',
      open_id: reg.open_id,
      nickname: reg.nickname,
      avatar: null,
    });
    expect(JSON.stringify(info.json) + JSON.stringify(app.opened)).not.toContain(mobile);
  });
});

describe('follow and unFollow', () => {
  it('follow a user once, unfollow, refuse self and unknown users', async () => {
    const me = await t.login();
    const other = await t.login();
    const follow = (userId: string) => t.post('/api/service/user/v1/follow', { userId }, { token: me.token });
    expect((await follow(other.userCode)).json).toEqual({ code: 0, msg: '成功', body: { followed: true } });
    expect((await follow(other.userCode)).json.code).toBe(0);
    const rows = await t.ctx.db.selectFrom('follows').selectAll().where('follower_id', '=', me.userId).execute();
    expect(rows).toHaveLength(1);
    expect((await follow(me.userCode)).json).toEqual({ code: 1, msg: '不能关注自己', body: null });
    expect((await follow('nobody-here')).json).toEqual({ code: 404, msg: '内容不存在', body: null });
    const un = await t.post('/api/service/user/v1/unFollow', { userId: other.userCode }, { token: me.token });
    expect(un.json.body).toEqual({ followed: false });
    expect(
      await t.ctx.db.selectFrom('follows').selectAll().where('follower_id', '=', me.userId).execute(),
    ).toHaveLength(0);
  });
});

describe('blackStatus and blackOperator', () => {
  it('block and unblock, seen from both sides; blocking ends follows and stops new ones', async () => {
    const me = await t.login();
    const other = await t.login();
    await t.post('/api/service/user/v1/follow', { userId: other.userCode }, { token: me.token });
    await t.post('/api/service/user/v1/follow', { userId: me.userCode }, { token: other.token });
    const status = (token: string | undefined, userId: string) =>
      t.post('/api/service/socialcontact/v1/contentblack/blackStatus', { userId }, token ? { token } : {});

    const blocked = await t.post(
      '/api/service/socialcontact/v1/contentblack/blackOperator',
      { userId: other.userCode, block: true },
      { token: me.token },
    );
    expect(blocked.json).toEqual({ code: 0, msg: '成功', body: { blocked: true } });
    expect((await status(me.token, other.userCode)).json.body).toEqual({ blocked: true, blockedBy: false });
    expect((await status(other.token, me.userCode)).json.body).toEqual({ blocked: false, blockedBy: true });
    expect(
      await t.ctx.db.selectFrom('follows').selectAll().where('follower_id', 'in', [me.userId, other.userId]).execute(),
    ).toHaveLength(0);
    const refollow = await t.post('/api/service/user/v1/follow', { userId: me.userCode }, { token: other.token });
    expect(refollow.json).toEqual({ code: 1, msg: '无法关注该用户', body: null });

    // Never forces login: anonymous or with a junk token, the answer is "nobody blocked".
    expect((await status(undefined, other.userCode)).json).toEqual({
      code: 0,
      msg: '成功',
      body: { blocked: false, blockedBy: false },
    });
    expect((await status('junk-token', other.userCode)).json.code).toBe(0);

    const self = await t.post(
      '/api/service/socialcontact/v1/contentblack/blackOperator',
      { userId: me.userCode, block: true },
      { token: me.token },
    );
    expect(self.json).toEqual({ code: 1, msg: '不能拉黑自己', body: null });
    await t.post(
      '/api/service/socialcontact/v1/contentblack/blackOperator',
      { userId: other.userCode, block: false },
      { token: me.token },
    );
    expect((await status(me.token, other.userCode)).json.body).toEqual({ blocked: false, blockedBy: false });
  });
});

describe('anonymousUserInfo', () => {
  it('gives a new visitor an id and keeps a returning visitor’s', async () => {
    const first = await t.post('/api/user/v1/anonymousUserInfo', {});
    const { visitorId } = first.json.body;
    expect(visitorId).toMatch(/^v_[\w-]{22}$/);
    const again = await t.post('/api/user/v1/anonymousUserInfo', { visitorId });
    expect(again.json.body).toEqual({ visitorId });
    const other = await t.post('/api/user/v1/anonymousUserInfo', {});
    expect(other.json.body.visitorId).not.toBe(visitorId);
    const row = await t.ctx.db
      .selectFrom('anonymous_visitors')
      .selectAll()
      .where('id', '=', visitorId)
      .executeTakeFirst();
    expect(row).toBeDefined();
    expect((await t.post('/api/user/v1/anonymousUserInfo', { visitorId: 'x' })).json.code).toBe(400);
  });
});

describe('phoneCode', () => {
  it('lists calling codes with Chinese and English names and first letters, China first', async () => {
    const answer = await t.post('/api/channel/cnf/v1/phoneCode', {});
    const { rows, total } = answer.json.body;
    expect(total).toBeGreaterThan(200);
    expect(rows[0]).toMatchObject({
      iso2: 'CN',
      name: '中国',
      nameEn: 'China',
      code: '86',
      firstLetter: 'Z',
      pinyin: 'zhongguo',
    });
    expect(rows.find((r: { iso2: string }) => r.iso2 === 'HK')).toMatchObject({ code: '852' });
    const letters = rows.slice(1).map((r: { firstLetter: string }) => r.firstLetter);
    expect(letters).toEqual([...letters].sort());
  });
});
