import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callPartner, PartnerError } from '../src/partners/http-client.ts';
import { SANDBOX_WECHAT } from '../src/partners/sandbox/sandbox-paths.ts';
import { jsSdkSignature } from '../src/partners/wechat/wechat-signature.ts';
import { devGet, mobileHash, setUserMobile } from './identity-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The enc paths answer every request in kind, failures too: code and msg in the clear, the body sealed. */
const SEALED = { sec: expect.any(String), body: expect.any(String) };

// Channel logins through the partner adapters, over real HTTP to the development sandbox; the HTTP client's
// guards against a misbehaving partner; WeChat's JS-SDK signature.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SandboxToken {
  token: string;
  value: string;
  param: string | null;
  party: string;
  mobile: string;
  channel: string;
}
const sandboxToken = async (query: string) =>
  (await devGet<SandboxToken>(t, `/dev/api/sandbox-token?${query}`)).json.body;
const ssoLogin = (payload: Record<string, unknown>) =>
  t.postSealed('/api/user/v1/ssoLogin', { equipmentType: 1, appType: 3, login_type: 4, channel_type: 1, ...payload });
const me = async (token: string) => (await t.post('/b2b/user/login/getUserInfo', {}, { token })).json;
const sessionsOf = async (mobile: string) =>
  t.ctx.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.channel'])
    .where('u.mobile_hash', '=', await mobileHash(t, mobile))
    .execute();

describe('carrier SSO (SSO_LOGIN)', () => {
  it('exchanges a carrier token for our token, logging in that channel’s user', async () => {
    const sb = await sandboxToken('source=1');
    expect(sb).toMatchObject({ party: 'carrier-sso', param: 'h5token', channel: 'fujian' });
    const answer = await ssoLogin({ sso_token: sb.value, source: '1' });
    expect(answer.json.code).toBe(0);
    expect(answer.opened).toMatchObject({
      token: expect.any(String),
      operator: 'CMCC',
      mobile: `${sb.mobile.slice(0, 3)}****${sb.mobile.slice(-4)}`,
    });
    expect((await me(answer.opened.token)).body.mobile).toBe(answer.opened.mobile);
    expect(await sessionsOf(sb.mobile)).toEqual([{ channel: 'fujian' }]);
  });

  it('gives no second session for a token used twice', async () => {
    const sb = await sandboxToken('source=4a');
    const first = await ssoLogin({ sso_token: sb.value, source: '4a' });
    expect(first.json.code).toBe(0);
    const second = await ssoLogin({ sso_token: sb.value, source: '4a' });
    expect(second.json).toEqual({ code: 1, msg: '登录凭证已使用，请重新进入', ...SEALED });
    expect(await sessionsOf(sb.mobile)).toHaveLength(1);
    const claim = await t.ctx.db
      .selectFrom('partner_token_uses')
      .selectAll()
      .where('party', '=', 'carrier-sso')
      .execute();
    expect(claim.every((c) => Buffer.from(c.token_hash).length === 32)).toBe(true);
  });

  it('refuses a token the carrier does not know, or one issued for another channel', async () => {
    expect((await ssoLogin({ sso_token: 'made-up', source: '2' })).json).toEqual({
      code: 1,
      msg: '登录凭证无效或已过期，请重新进入',
      ...SEALED,
    });
    const zhejiang = await sandboxToken('source=2');
    expect(zhejiang.param).toBe('h_token');
    expect((await ssoLogin({ sso_token: zhejiang.value, source: '6' })).json.code).toBe(1);
  });

  it('refuses an unknown source and the flows that do not use SSO', async () => {
    expect((await ssoLogin({ sso_token: 'x', source: 'nope' })).json).toEqual({
      code: 1,
      msg: '渠道不存在',
      ...SEALED,
    });
    expect((await ssoLogin({ sso_token: 'x', source: '16' })).json).toEqual({
      code: 1,
      msg: '该渠道不支持此登录方式',
      ...SEALED,
    });
    expect((await ssoLogin({ sso_token: 'x', source: 'wyx' })).json.code).toBe(1);
    expect((await ssoLogin({ sso_token: 'x' })).json).toEqual({ code: 400, msg: '参数错误：source', ...SEALED });
  });

  it('the Guangdong variant’s address token carries the YZ prefix the client strips', async () => {
    const sb = await sandboxToken('source=11');
    expect(sb.value).toBe(`YZ${sb.token}`);
    expect((await ssoLogin({ sso_token: sb.token, source: '11' })).json.code).toBe(0);
  });
});

describe('Guangdong membership (LINGNAN_MEMBER)', () => {
  it('answers member true for a member and false for a non-member', async () => {
    const member = await sandboxToken('source=3');
    const nonMember = await sandboxToken('source=3b&member=0');
    const a = (await ssoLogin({ sso_token: member.token, source: '3' })).opened.token;
    const b = (await ssoLogin({ sso_token: nonMember.token, source: '3b' })).opened.token;
    expect((await t.post('/api/service/thirdchannel/v1/lingnanMember', {}, { token: a })).json.body).toEqual({
      member: true,
    });
    expect((await t.post('/api/service/thirdchannel/v1/lingnanMember', {}, { token: b })).json.body).toEqual({
      member: false,
    });
  });
});

describe('the group channel’s uid check', () => {
  it('logs the uid’s user in', async () => {
    const sb = await sandboxToken('source=5');
    expect(sb.party).toBe('group-uid');
    const answer = await ssoLogin({ sso_token: sb.token, source: '5' });
    expect(answer.json.code).toBe(0);
    expect(await sessionsOf(sb.mobile)).toEqual([{ channel: 'group' }]);
    expect((await ssoLogin({ sso_token: sb.token, source: '5' })).json.code).toBe(1);
  });
});

describe('JTP auth token (GET_JTP_TOKEN)', () => {
  it('Beijing and Jiangsu exchange their auth token with their channelId; the body is the token', async () => {
    const beijing = await sandboxToken('source=16');
    expect(beijing).toMatchObject({ party: 'jtp', param: 't' });
    const answer = await t.postSealed('/api/thirdauth/getJTPToken', {
      auth_token: beijing.token,
      channelid: '9120210001',
    });
    expect(answer.json.code).toBe(0);
    expect(typeof answer.opened).toBe('string');
    expect((await me(answer.opened)).code).toBe(0);
    expect(await sessionsOf(beijing.mobile)).toEqual([{ channel: 'beijing' }]);

    const jiangsu = await sandboxToken('source=18');
    // A Jiangsu token presented as Beijing's is refused by the partner.
    expect(
      (await t.postSealed('/api/thirdauth/getJTPToken', { auth_token: jiangsu.token, channelid: '9120210001' })).json
        .code,
    ).toBe(1);
    const again = await t.postSealed('/api/thirdauth/getJTPToken', {
      auth_token: beijing.token,
      channelid: '9120210001',
    });
    expect(again.json).toEqual({ code: 1, msg: '登录凭证已使用，请重新进入', ...SEALED });
    expect((await t.postSealed('/api/thirdauth/getJTPToken', { auth_token: 'x', channelid: '1' })).json).toEqual({
      code: 1,
      msg: '渠道不存在',
      ...SEALED,
    });
  });
});

describe('storeid auto-login SDK', () => {
  it('turns the SDK’s code for a store into a session', async () => {
    const sb = await sandboxToken('storeid=91816');
    expect(sb.party).toBe('autologin');
    const answer = await ssoLogin({ sso_token: sb.token, storeid: '91816' });
    expect(answer.json.code).toBe(0);
    expect(answer.opened.operator).toBe('');
    expect(await sessionsOf(sb.mobile)).toEqual([{ channel: 'storeid:91816' }]);
    // A code for one store is not good at another.
    const other = await sandboxToken('storeid=91923');
    expect((await ssoLogin({ sso_token: other.token, storeid: '91816' })).json.code).toBe(1);
  });
});

describe('the wyx app and the mini-program', () => {
  it('carry one of our own tokens, minted for a sandbox user', async () => {
    const wyx = await sandboxToken('source=wyx');
    expect(wyx).toMatchObject({ party: 'app', param: null });
    expect((await me(wyx.token)).code).toBe(0);
    const mini = await sandboxToken('source=h5token');
    expect(mini).toMatchObject({ party: 'app', param: 'h5token' });
    expect((await me(mini.token)).code).toBe(0);
  });
});

describe('an unreachable partner', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    down = await createTestApp({
      env: { CARRIER_SSO_URL: 'http://127.0.0.1:9/', LINGNAN_MEMBER_URL: 'http://127.0.0.1:9/' },
    });
  });
  afterAll(() => down.close());

  it('answers 服务器繁忙！ and leaves the token unclaimed, so a retry may succeed', async () => {
    const answer = await down.postSealed('/api/user/v1/ssoLogin', { sso_token: 'some-token', source: '1' });
    expect(answer.json).toEqual({ code: 1, msg: '服务器繁忙！', ...SEALED });
    expect(await down.ctx.db.selectFrom('partner_token_uses').selectAll().execute()).toHaveLength(0);
    const { token, userId } = await down.login();
    await setUserMobile(down, userId, '13800000000');
    expect((await down.post('/api/service/thirdchannel/v1/lingnanMember', {}, { token })).json).toEqual({
      code: 1,
      msg: '服务器繁忙！',
      body: null,
    });
  });
});

describe('the partner HTTP client', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('{}'), 2000);
      } else if (req.url === '/html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      } else if (req.url === '/huge') {
        res.writeHead(200).end(`{"pad":"${'x'.repeat(300_000)}"}`);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"member":"yes"}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const schema = z.object({ member: z.boolean() });
  const call = (path: string, timeoutMs = 1000) => callPartner('test', `${base}${path}`, schema, { timeoutMs });

  it('refuses to follow a redirect', async () => {
    await expect(call('/redirect')).rejects.toThrow(new PartnerError('test', 'redirect refused (HTTP 302)'));
  });
  it('gives up after its timeout', async () => {
    const started = Date.now();
    await expect(call('/slow', 200)).rejects.toThrow(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1500);
  });
  it('refuses answers that are not JSON, too large, or not of the expected shape', async () => {
    await expect(call('/html')).rejects.toThrow(/not JSON/);
    await expect(call('/huge')).rejects.toThrow(/too large/);
    await expect(call('/shape')).rejects.toThrow(/unexpected answer/);
  });
});

describe('WeChat', () => {
  it('signs the official JS-SDK example', () => {
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    // The #fragment is not signed.
    expect(jsSdkSignature({ ticket: 't', nonceStr: 'n', timestamp: 1, url: 'https://a.example/p?x=1#top' })).toBe(
      jsSdkSignature({ ticket: 't', nonceStr: 'n', timestamp: 1, url: 'https://a.example/p?x=1' }),
    );
  });

  it('GET /api/wechat/v1/config answers code 100 with info signed over the cached ticket', async () => {
    const page = 'https://m.example.com/speakTopic?topicId=3&storeid=91923';
    const res = await t.get(`/api/wechat/v1/config?url=${encodeURIComponent(page)}`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      code: number;
      msg: string;
      info: { appId: string; timestamp: number; nonceStr: string; signature: string };
    };
    expect(json).toMatchObject({ code: 100, info: { appId: SANDBOX_WECHAT.appId } });
    const cached = await t.ctx.db
      .selectFrom('wechat_cache')
      .selectAll()
      .where('key', 'like', 'jsapi_ticket:%')
      .executeTakeFirstOrThrow();
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${cached.value}&noncestr=${json.info.nonceStr}&timestamp=${json.info.timestamp}&url=${page}`,
      )
      .digest('hex');
    expect(json.info.signature).toBe(expected);
    expect(Math.abs(json.info.timestamp - Date.now() / 1000)).toBeLessThan(60);

    // The ticket is reused, not fetched again.
    await t.get(`/api/wechat/v1/config?url=${encodeURIComponent(page)}`);
    const after = await t.ctx.db
      .selectFrom('wechat_cache')
      .selectAll()
      .where('key', 'like', 'jsapi_ticket:%')
      .execute();
    expect(after).toEqual([cached]);

    const bad = await t.get('/api/wechat/v1/config?url=javascript:alert(1)');
    expect(await bad.json()).toMatchObject({ code: 400 });
  });

  it('jsApiConfig answers the same signature shape with the requested list', async () => {
    const answer = await t.post('/api/wechat/v1/jsApiConfig', {
      jsApiUrl: 'https://m.example.com/a',
      jsApiList: ['updateAppMessageShareData'],
    });
    expect(answer.json.code).toBe(0);
    expect(answer.json.body).toMatchObject({
      appId: SANDBOX_WECHAT.appId,
      jsApiList: ['updateAppMessageShareData'],
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
  });

  it('authorize: the authorize URL, then the code exchanged for an openId bound to the session', async () => {
    const start = await t.post('/api/atv/wechat/v1/authorize', {
      redirectUri: 'https://m.example.com/speakTopic',
      state: 's1',
    });
    const { authorizeUrl } = start.json.body;
    expect(authorizeUrl).toContain(`appid=${SANDBOX_WECHAT.appId}`);
    expect(authorizeUrl).toMatch(/#wechat_redirect$/);
    // The sandbox plays WeChat's page: it sends the visitor back with a code.
    const page = await fetch(authorizeUrl.replace('#wechat_redirect', ''), { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('s1');
    const { token, userId } = await t.login();
    const done = await t.post('/api/atv/wechat/v1/authorize', { code: back.searchParams.get('code') }, { token });
    expect(done.json.body.openId).toMatch(/^o_sbx_/);
    const binding = await t.ctx.db.selectFrom('wechat_bindings').selectAll().executeTakeFirstOrThrow();
    expect(binding).toMatchObject({ open_id: done.json.body.openId, user_id: userId });
    // A code works once.
    expect((await t.post('/api/atv/wechat/v1/authorize', { code: back.searchParams.get('code') })).json.code).toBe(1);
    expect((await t.post('/api/atv/wechat/v1/authorize', {})).json).toEqual({
      code: 400,
      msg: '参数错误：redirectUri',
      body: null,
    });
  });
});
