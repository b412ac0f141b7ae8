import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../src/modules/identity/captcha-svg.ts';
import {
  captcha,
  codeFor,
  devGet,
  LOGIN_PATHS,
  latestCode,
  newMobile,
  register,
  requestCode,
  mobileHash,
} from './identity-helpers.ts';
import { RESTART_TIMEOUT_MS, createTestApp, type TestApp } from './support/test-app.ts';

/** The enc paths answer every request in kind, failures too: code and msg in the clear, the body sealed. */
const SEALED = { sec: expect.any(String), body: expect.any(String) };

// docs/product/identity.md's table, row by row, through the real server: what each call needs, uses up and answers.
// TRUST_PROXY=1 and a new X-Forwarded-For per SMS request keep the per-address cap (identity-limits) out of the way.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const phone = (mobile: string) => ({ countryCode: '86', mobile });

describe('getImgCode and verifyImgCode', () => {
  it('answers { imgCodeToken, svg } valid 5 minutes, the SVG drawn with paths that do not spell the answer', async () => {
    const c = await captcha(t);
    expect(c.imgCodeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(c.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(c.svg).not.toMatch(/<text|<script|<image/);
    expect(c.imgCode).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(c.svg).not.toContain(c.imgCode);
    const row = await t.ctx.db
      .selectFrom('captchas')
      .select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('ttl'))
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.ttl).toBe(300);
  });

  it('marks a right answer solved, in any letter case', async () => {
    const c = await captcha(t);
    const answer = await t.postSealed('/api/user/v1/verifyImgCode', {
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode.toLowerCase(),
    });
    expect(answer.json.code).toBe(0);
    expect(answer.opened).toEqual({ verified: true, attemptsLeft: 3 });
  });

  it('counts wrong answers: the third kills the captcha, even for the right answer after it', async () => {
    const c = await captcha(t);
    const wrong = c.imgCode === 'AAAA' ? 'CCCC' : 'AAAA';
    const left: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await t.postSealed('/api/user/v1/verifyImgCode', { imgCodeToken: c.imgCodeToken, imgCode: wrong });
      expect(a.opened.verified).toBe(false);
      left.push(a.opened.attemptsLeft);
    }
    expect(left).toEqual([2, 1, 0]);
    const late = await t.postSealed('/api/user/v1/verifyImgCode', { imgCodeToken: c.imgCodeToken, imgCode: c.imgCode });
    expect(late.opened).toEqual({ verified: false, attemptsLeft: 0 });
    // A dead captcha cannot buy an SMS either.
    const send = await t.postSealed('/api/user/v1/getCodeNumber', { ...phone(newMobile()), ...c });
    expect(send.json).toEqual({ code: 1, msg: '图形验证码错误或已失效', ...SEALED });
  });

  it('refuses an expired captcha', async () => {
    const c = await captcha(t);
    await t.ctx.db
      .updateTable('captchas')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .execute();
    const a = await t.postSealed('/api/user/v1/verifyImgCode', { imgCodeToken: c.imgCodeToken, imgCode: c.imgCode });
    expect(a.opened.verified).toBe(false);
  });
});

describe('getCodeNumber and getCodeByPhone', () => {
  it('need a captcha: none, a wrong answer or an unknown token gets no SMS', async () => {
    const mobile = newMobile();
    const noCaptcha = await t.postSealed('/api/user/v1/getCodeNumber', phone(mobile));
    expect(noCaptcha.json.code).toBe(400);
    const c = await captcha(t);
    const wrong = await t.postSealed('/api/user/v1/getCodeNumber', {
      ...phone(mobile),
      imgCodeToken: c.imgCodeToken,
      imgCode: 'ZZZZ',
    });
    expect(wrong.json).toEqual({ code: 1, msg: '图形验证码错误或已失效', ...SEALED });
    const unknown = await t.postSealed('/api/user/v1/getCodeNumber', {
      ...phone(mobile),
      imgCodeToken: 'x'.repeat(43),
      imgCode: c.imgCode,
    });
    expect(unknown.json).toEqual({ code: 1, msg: '图形验证码错误或已失效', ...SEALED });
    expect(await latestCode(t, mobile)).toBeUndefined();
  });

  it('send a 6-digit code, answer { resendAfter: 60 } and use the captcha up', async () => {
    const mobile = newMobile();
    const c = await captcha(t);
    const sent = await t.postSealed('/api/user/v1/getCodeNumber', {
      ...phone(mobile),
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode,
    });
    expect(sent.json.code).toBe(0);
    expect(sent.opened).toEqual({ resendAfter: 60 });
    expect(await latestCode(t, mobile, 'register')).toMatch(/^\d{6}$/);
    const again = await t.postSealed('/api/user/v1/getCodeNumber', {
      ...phone(newMobile()),
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode,
    });
    expect(again.json).toEqual({ code: 1, msg: '图形验证码错误或已失效', ...SEALED });
  });

  it('store codes hashed, valid 5 minutes, bound to phone and purpose', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'reset');
    const row = await t.ctx.db
      .selectFrom('sms_codes')
      .select(['purpose', 'code_hash', sql<number>`extract(epoch from expires_at - created_at)::int`.as('ttl')])
      .where('mobile_hash', '=', await mobileHash(t, mobile))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'reset', ttl: 300 });
    expect(Buffer.from(row.code_hash).toString('utf8')).not.toContain(code);
    expect(Buffer.from(row.code_hash)).toHaveLength(32);
  });

  it('getCodeByPhone sends a login code by default and a reset code when asked; anything else fails the schema', async () => {
    const mobile = newMobile();
    await codeFor(t, mobile, 'login');
    const c = await captcha(t);
    const bad = await t.postSealed('/api/user/v1/getCodeByPhone', { ...phone(mobile), ...c, purpose: 'register' });
    expect(bad.json).toEqual({ code: 400, msg: '参数错误：purpose', ...SEALED });
    const plain = await captcha(t);
    await timePasses(mobile);
    const dflt = await t.postSealed('/api/user/v1/getCodeByPhone', {
      ...phone(mobile),
      imgCodeToken: plain.imgCodeToken,
      imgCode: plain.imgCode,
    });
    expect(dflt.json.code).toBe(0);
    const rows = await t.ctx.db
      .selectFrom('sms_codes')
      .select('purpose')
      .where('mobile_hash', '=', await mobileHash(t, mobile))
      .execute();
    expect(rows.map((r) => r.purpose)).toEqual(['login', 'login']);
  });

  it('refuse a phone that breaks the rules of packages/rules', async () => {
    const c = await captcha(t);
    const bad = await t.postSealed('/api/user/v1/getCodeNumber', {
      countryCode: '86',
      mobile: '12345678901',
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode,
    });
    expect(bad.json).toEqual({ code: 400, msg: '参数错误：mobile', ...SEALED });
    const letters = await t.postSealed('/api/user/v1/getCodeNumber', {
      countryCode: '+86',
      mobile: '13812345678',
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode,
    });
    expect(letters.json).toEqual({ code: 400, msg: '参数错误：countryCode', ...SEALED });
    // The generic rule (7 to 11 digits) for other calling codes.
    const hk = await requestCode(t, '91234567', 'register', { countryCode: '852' });
    expect(hk.json.code).toBe(0);
  });
});

async function timePasses(mobile: string) {
  await t.ctx.db
    .updateTable('sms_sends')
    .set({ created_at: sql`created_at - interval '61 seconds'` })
    .where('mobile_hash', '=', await mobileHash(t, mobile))
    .execute();
}

describe('phoneRegist', () => {
  it('creates a user with an argon2id hash and answers a token, the phone masked', async () => {
    const mobile = newMobile();
    const answer = await register(t, mobile, 'travel2024ok');
    expect(answer).toMatchObject({ user_id: expect.any(String), open_id: expect.any(String), operator: '' });
    expect(answer.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('mobile_hash', '=', await mobileHash(t, mobile))
      .executeTakeFirstOrThrow();
    expect(user.user_code).toBe(answer.user_id);
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.nickname).not.toContain(mobile.slice(-4));
    const info = await t.post('/b2b/user/login/getUserInfo', {}, { token: answer.token });
    expect(info.json.body.userId).toBe(answer.user_id);
  });

  it('uses the code up: the same code cannot register twice', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'register');
    const first = await t.postSealed(LOGIN_PATHS.register, { ...phone(mobile), code });
    expect(first.json.code).toBe(0);
    const second = await t.postSealed(LOGIN_PATHS.register, { ...phone(mobile), code });
    expect(second.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
  });

  it('tells only the holder of a valid register code that the phone is registered', async () => {
    const mobile = newMobile();
    await register(t, mobile);
    const stranger = await t.postSealed(LOGIN_PATHS.register, { ...phone(mobile), code: '000000' });
    expect(stranger.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
    await timePasses(mobile);
    const code = await codeFor(t, mobile, 'register');
    const holder = await t.postSealed(LOGIN_PATHS.register, { ...phone(mobile), code });
    expect(holder.json).toEqual({ code: 1, msg: '该手机号已注册，请直接登录', ...SEALED });
  });

  it('needs a register code: a login code does not register', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'login');
    const answer = await t.postSealed(LOGIN_PATHS.register, { ...phone(mobile), code });
    expect(answer.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
  });

  it('refuses a weak password by the rules (8 to 64, letters and digits)', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'register');
    const answer = await t.postSealed(LOGIN_PATHS.register, { ...phone(mobile), code, password: 'onlyletters' });
    expect(answer.json).toEqual({ code: 400, msg: '参数错误：password', ...SEALED });
  });
});

describe('SMS codes', () => {
  it('fail when expired, reused, for another phone or for another purpose', async () => {
    const a = newMobile();
    const b = newMobile();
    const code = await codeFor(t, a, 'login');
    const other = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(b), code });
    expect(other.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
    const forReset = await t.postSealed(LOGIN_PATHS.register, { ...phone(a), code });
    expect(forReset.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
    const ok = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(a), code });
    expect(ok.json.code).toBe(0);
    const reused = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(a), code });
    expect(reused.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });

    await timePasses(a);
    const fresh = await codeFor(t, a, 'login');
    await t.ctx.db
      .updateTable('sms_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('mobile_hash', '=', await mobileHash(t, a))
      .execute();
    const expired = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(a), code: fresh });
    expect(expired.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
  });

  it(
    'are checked at most 5 times, counted in the database across a server restart',
    { timeout: RESTART_TIMEOUT_MS },
    async () => {
      const mobile = newMobile();
      const code = await codeFor(t, mobile, 'login');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i += 1) {
        expect((await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code: wrong })).json.code).toBe(1);
      }
      const checks = async () =>
        (
          await t.ctx.db
            .selectFrom('sms_codes')
            .select('checks')
            .where('mobile_hash', '=', await mobileHash(t, mobile))
            .executeTakeFirstOrThrow()
        ).checks;
      expect(await checks()).toBe(3);

      await t.restart();
      expect(await checks()).toBe(3);
      for (let i = 0; i < 2; i += 1) {
        expect((await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code: wrong })).json.code).toBe(1);
      }
      expect(await checks()).toBe(5);
      // The sixth check is refused even with the right code.
      const right = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code });
      expect(right.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
      expect(await checks()).toBe(5);
    },
  );

  it('still accept the right code on the fifth check', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code: wrong });
    const right = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code });
    expect(right.json.code).toBe(0);
  });

  it('only the newest code of a phone counts', async () => {
    const mobile = newMobile();
    const first = await codeFor(t, mobile, 'login');
    await timePasses(mobile);
    const second = await codeFor(t, mobile, 'login');
    if (first !== second) {
      expect((await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code: first })).json.code).toBe(1);
    }
    expect((await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code: second })).json.code).toBe(0);
  });
});

describe('phoneCodeLogin', () => {
  it('logs a registered phone into its own account, with a new token every time', async () => {
    const mobile = newMobile();
    const registered = await register(t, mobile);
    const code = await codeFor(t, mobile, 'login');
    const answer = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code });
    expect(answer.json.code).toBe(0);
    expect(answer.opened.user_id).toBe(registered.user_id);
    expect(answer.opened.token).not.toBe(registered.token);
    expect(answer.opened.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('registers an unknown phone on the spot', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'login');
    const answer = await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code });
    expect(answer.json.code).toBe(0);
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['user_code', 'password_hash'])
      .where('mobile_hash', '=', await mobileHash(t, mobile))
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ user_code: answer.opened.user_id, password_hash: null });
  });
});

describe('phoneUserLogin', () => {
  it('logs in with the right password', async () => {
    const mobile = newMobile();
    const registered = await register(t, mobile, 'abc12345');
    const answer = await t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(mobile), password: 'abc12345' });
    expect(answer.json.code).toBe(0);
    expect(answer.opened).toMatchObject({ user_id: registered.user_id, open_id: registered.open_id });
  });

  it('answers a wrong password, an unknown phone and a phone without a password alike', async () => {
    const withPassword = newMobile();
    await register(t, withPassword, 'abc12345');
    const withoutPassword = newMobile();
    await register(t, withoutPassword);
    const answers = await Promise.all(
      [withPassword, withoutPassword, newMobile()].map((m) =>
        t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(m), password: 'wrong9999' }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.json).toEqual({ code: 1, msg: '手机号或密码错误', ...SEALED });
    }
  });
});

describe('verifyCodeByPhone, getUserByPhone and setPassword', () => {
  it('getUserByPhone answers 请先验证手机号 for every phone without a ticket', async () => {
    const registered = newMobile();
    await register(t, registered);
    for (const m of [registered, newMobile()]) {
      const a = await t.postSealed('/api/user/v1/getUserByPhone', { ...phone(m), ticket: 'no-such-ticket' });
      expect(a.json).toEqual({ code: 1, msg: '请先验证手机号', ...SEALED });
    }
  });

  it('a login or reset code gives a single-use ticket for 10 minutes, for that phone only', async () => {
    const mobile = newMobile();
    const registered = await register(t, mobile, 'first1234');
    const code = await codeFor(t, mobile, 'reset');
    const v = await t.postSealed(LOGIN_PATHS.verifyCode, { ...phone(mobile), code });
    expect(v.json.code).toBe(0);
    expect(v.opened).toEqual({ ticket: expect.stringMatching(/^[0-9a-f]{64}$/), expiresIn: 600 });
    const { ticket } = v.opened;

    const who = await t.postSealed('/api/user/v1/getUserByPhone', { ...phone(mobile), ticket });
    expect(who.opened).toEqual({ registered: true, nickname: registered.nickname });
    // The ticket says nothing about another phone.
    const other = await t.postSealed('/api/user/v1/getUserByPhone', { ...phone(newMobile()), ticket });
    expect(other.json).toEqual({ code: 1, msg: '请先验证手机号', ...SEALED });

    const set = await t.post('/api/user/v1/setPassword', { ticket, password: 'second5678' });
    expect(set.json).toEqual({ code: 0, msg: '成功', body: {} });
    const again = await t.post('/api/user/v1/setPassword', { ticket, password: 'third9012x' });
    expect(again.json).toEqual({ code: 1, msg: '验证已失效，请重新获取验证码', body: null });

    expect((await t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(mobile), password: 'first1234' })).json.code).toBe(
      1,
    );
    expect(
      (await t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(mobile), password: 'second5678' })).json.code,
    ).toBe(0);
    // A reset signs the old sessions out.
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token: registered.token })).json.code).toBe(429);
  });

  it('tickets expire after 10 minutes', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'login');
    const { ticket } = (await t.postSealed(LOGIN_PATHS.verifyCode, { ...phone(mobile), code })).opened;
    await t.ctx.db
      .updateTable('phone_tickets')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .execute();
    const a = await t.post('/api/user/v1/setPassword', { ticket, password: 'second5678' });
    expect(a.json.code).toBe(1);
  });

  it('a register code gives no ticket', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'register');
    const v = await t.postSealed(LOGIN_PATHS.verifyCode, { ...phone(mobile), code });
    expect(v.json).toEqual({ code: 1, msg: '验证码错误或已失效', ...SEALED });
  });

  it('an unknown phone that sets a password gets an account it can log in to', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'reset');
    const { ticket } = (await t.postSealed(LOGIN_PATHS.verifyCode, { ...phone(mobile), code })).opened;
    const who = await t.postSealed('/api/user/v1/getUserByPhone', { ...phone(mobile), ticket });
    expect(who.opened).toEqual({ registered: false, nickname: '' });
    expect((await t.post('/api/user/v1/setPassword', { ticket, password: 'newpass123' })).json.code).toBe(0);
    expect(
      (await t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(mobile), password: 'newpass123' })).json.code,
    ).toBe(0);
  });
});

describe('registered and unregistered phones get the same answers', () => {
  it('from every call that does not hold a valid code or ticket', async () => {
    const registered = newMobile();
    await register(t, registered, 'same1234x');
    const unregistered = newMobile();
    await timePasses(registered);

    const shape = (a: { status: number; json: { code: unknown; msg: string }; opened?: unknown }) => ({
      status: a.status,
      code: a.json.code,
      msg: a.json.msg,
      body: a.opened,
    });
    const ask = async (mobile: string) => ({
      register: shape(await requestCode(t, mobile, 'register')),
      login: shape(await requestCode(t, mobile, 'login')),
      wrongCode: shape(await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code: '999999' })),
      wrongTicket: shape(await t.postSealed(LOGIN_PATHS.verifyCode, { ...phone(mobile), code: '999999' })),
      password: shape(await t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(mobile), password: 'wrong9999' })),
      byPhone: shape(await t.postSealed('/api/user/v1/getUserByPhone', { ...phone(mobile), ticket: 'none' })),
    });
    const a = await ask(registered);
    const b = await ask(unregistered);
    expect(a).toEqual(b);
    expect(a.register).toEqual({ status: 200, code: 0, msg: '成功', body: { resendAfter: 60 } });
    // The second request within 60 s is throttled alike.
    expect(a.login.status).toBe(429);
  });
});

describe('the dev outbox', () => {
  it('answers { rows: [{ mobile, code, purpose, at }] } newest first', async () => {
    const mobile = newMobile();
    await codeFor(t, mobile, 'register');
    await timePasses(mobile);
    await codeFor(t, mobile, 'login');
    const { json } = await devGet(t, `/dev/api/outbox?mobile=${mobile}`);
    expect(json.code).toBe(0);
    expect(json.body.rows.map((r: { purpose: string }) => r.purpose)).toEqual(['login', 'register']);
    expect(json.body.rows[0]).toMatchObject({ mobile, code: expect.stringMatching(/^\d{6}$/), at: expect.any(String) });
  });
});
