import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../src/platform/auth/tokens.ts';
import {
  LOGIN_PATHS,
  codeFor,
  newMobile,
  register,
  requestCode,
  rotatingIp,
  sentSecondsAgo,
  timePassesForSends,
  mobileHash,
} from './identity-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The enc paths answer every request in kind, failures too: code and msg in the clear, the body sealed. */
const SEALED = { sec: expect.any(String), body: expect.any(String) };

// The limits of docs/product/identity.md, all counted in the database. X-Forwarded-For decides nothing unless the
// server is told it sits behind a proxy (TRUST_PROXY=1); the per-phone limits never look at the address at all.

const phone = (mobile: string) => ({ countryCode: '86', mobile });
// An enveloped request's throttle is answered in kind: its body (retryAfter) is sealed.
const throttled = (a: { status: number; json: { code: unknown; body?: unknown }; opened?: unknown }) => {
  expect(a.status).toBe(429);
  expect(a.json.code).toBe(4290);
  return ((a.opened ?? a.json.body) as { retryAfter: number }).retryAfter;
};

describe('SMS per phone, behind a proxy (TRUST_PROXY=1) with a rotating X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('sends at most 1 SMS per phone per 60 s, whatever address asks', async () => {
    const mobile = newMobile();
    expect((await requestCode(t, mobile, 'register', { headers: rotatingIp() })).json.code).toBe(0);
    const again = await requestCode(t, mobile, 'login', { headers: rotatingIp() });
    const retryAfter = throttled(again);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // One second before the window ends, measured from the moment of the check (a loaded machine takes its time
    // over the requests before it).
    const beforeSend = () => sentSecondsAgo(t, mobile, 59);
    expect(throttled(await requestCode(t, mobile, 'reset', { headers: rotatingIp(), beforeSend }))).toBeLessThanOrEqual(
      1 + 1,
    );
    await timePassesForSends(t, mobile, 2);
    expect((await requestCode(t, mobile, 'reset', { headers: rotatingIp() })).json.code).toBe(0);
    const sent = await t.ctx.db
      .selectFrom('sms_sends')
      .select('ip')
      .where('mobile_hash', '=', await mobileHash(t, mobile))
      .execute();
    expect(sent).toHaveLength(2);
    // The addresses were really taken from the header, and really different.
    expect(new Set(sent.map((r) => r.ip)).size).toBe(2);
    expect(sent[0]?.ip).toMatch(/^198\.51\./);
  });

  it('sends at most 10 SMS per phone in 24 hours, the 11th refused until the oldest is a day old', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 10; i += 1) {
      await timePassesForSends(t, mobile, 61);
      const a = await requestCode(t, mobile, i % 2 ? 'login' : 'register', { headers: rotatingIp() });
      expect(a.json.code, `send ${i + 1}`).toBe(0);
    }
    await timePassesForSends(t, mobile, 61);
    const eleventh = throttled(await requestCode(t, mobile, 'login', { headers: rotatingIp() }));
    // The oldest send is 10 × 61 s old: it leaves the window in 24 h minus that.
    expect(eleventh).toBeGreaterThan(86_400 - 10 * 61 - 5);
    expect(eleventh).toBeLessThanOrEqual(86_400 - 10 * 61 + 1);
    expect(
      await t.ctx.db
        .selectFrom('sms_codes')
        .select('id')
        .where('mobile_hash', '=', await mobileHash(t, mobile))
        .execute(),
    ).toHaveLength(10);

    await timePassesForSends(t, mobile, eleventh);
    expect((await requestCode(t, mobile, 'login', { headers: rotatingIp() })).json.code).toBe(0);
  });

  it('answers the throttle as HTTP 429 with body code 4290, never body code 429, and logs nobody out', async () => {
    const mobile = newMobile();
    const { token } = await register(t, mobile);
    const blocked = await requestCode(t, mobile, 'login', { headers: rotatingIp() });
    throttled(blocked);
    expect(blocked.json).toEqual({ code: 4290, msg: '操作太频繁，请稍后再试', ...SEALED });
    expect(blocked.opened).toEqual({ retryAfter: expect.any(Number) });
    const me = await t.post('/b2b/user/login/getUserInfo', {}, { token });
    expect(me.json.code).toBe(0);
  });
});

describe('SMS per address (TRUST_PROXY=0: X-Forwarded-For is ignored)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends at most 30 SMS per address per hour, however the header rotates', async () => {
    for (let i = 0; i < 30; i += 1) {
      const a = await requestCode(t, newMobile(), 'register', { headers: rotatingIp() });
      expect(a.json.code, `send ${i + 1}`).toBe(0);
    }
    const ips = await t.ctx.db.selectFrom('sms_sends').select('ip').distinct().execute();
    expect(ips.map((r) => r.ip)).toEqual(['127.0.0.1']);
    const retryAfter = throttled(await requestCode(t, newMobile(), 'register', { headers: rotatingIp() }));
    expect(retryAfter).toBeGreaterThan(3500);
    // An hour later the address may send again.
    await t.ctx.db
      .updateTable('sms_sends')
      .set({ created_at: sql`created_at - interval '1 hour'` })
      .execute();
    expect((await requestCode(t, newMobile(), 'register', { headers: rotatingIp() })).json.code).toBe(0);
  });
});

describe('password login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('locks for 15 minutes after 10 wrong passwords in an hour, as 4290, and logs nobody out', async () => {
    const mobile = newMobile();
    const { token } = await register(t, mobile, 'right1234');
    for (let i = 0; i < 10; i += 1) {
      const a = await t.postSealed(
        LOGIN_PATHS.passwordLogin,
        { ...phone(mobile), password: `wrong${i}xyz` },
        { headers: rotatingIp() },
      );
      expect(a.json, `attempt ${i + 1}`).toEqual({ code: 1, msg: '手机号或密码错误', ...SEALED });
    }
    const locked = await t.postSealed(
      LOGIN_PATHS.passwordLogin,
      { ...phone(mobile), password: 'right1234' },
      { headers: rotatingIp() },
    );
    const retryAfter = throttled(locked);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The session from before is untouched: throttling never logs out.
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token })).json.code).toBe(0);
    // Other ways in still work: a code login.
    const code = await codeFor(t, mobile, 'login');
    expect((await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(mobile), code })).json.code).toBe(0);

    // Fifteen minutes pass.
    await t.ctx.db
      .updateTable('password_locks')
      .set({ locked_until: sql`locked_until - interval '901 seconds'` })
      .execute();
    await t.ctx.db
      .updateTable('login_attempts')
      .set({ created_at: sql`created_at - interval '901 seconds'` })
      .execute();
    const after = await t.postSealed(
      LOGIN_PATHS.passwordLogin,
      { ...phone(mobile), password: 'right1234' },
      { headers: rotatingIp() },
    );
    expect(after.json.code).toBe(0);
  });

  it('counts an unknown phone the same way, so the lock says nothing about registration', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 10; i += 1) {
      await t.postSealed(
        LOGIN_PATHS.passwordLogin,
        { ...phone(mobile), password: `wrong${i}xyz` },
        { headers: rotatingIp() },
      );
    }
    throttled(
      await t.postSealed(
        LOGIN_PATHS.passwordLogin,
        { ...phone(mobile), password: 'any12345' },
        { headers: rotatingIp() },
      ),
    );
  });

  it('does not lock for 9 wrong passwords, nor for failures older than an hour', async () => {
    const mobile = newMobile();
    await register(t, mobile, 'right1234');
    for (let i = 0; i < 9; i += 1) {
      await t.postSealed(
        LOGIN_PATHS.passwordLogin,
        { ...phone(mobile), password: `wrong${i}xyz` },
        { headers: rotatingIp() },
      );
    }
    await t.ctx.db
      .updateTable('login_attempts')
      .set({ created_at: sql`created_at - interval '61 minutes'` })
      .where('mobile_hash', '=', await mobileHash(t, mobile))
      .execute();
    await t.postSealed(
      LOGIN_PATHS.passwordLogin,
      { ...phone(mobile), password: 'wrongagain1' },
      { headers: rotatingIp() },
    );
    const ok = await t.postSealed(
      LOGIN_PATHS.passwordLogin,
      { ...phone(mobile), password: 'right1234' },
      { headers: rotatingIp() },
    );
    expect(ok.json.code).toBe(0);
  });

  it('concurrent guesses cannot slip past the 10th', async () => {
    const mobile = newMobile();
    await register(t, mobile, 'right1234');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.postSealed(
          LOGIN_PATHS.passwordLogin,
          { ...phone(mobile), password: `guess${i}abc` },
          { headers: rotatingIp() },
        ),
      ),
    );
    expect(answers.filter((a) => a.json.code === 1)).toHaveLength(10);
    expect(answers.filter((a) => a.json.code === 4290)).toHaveLength(6);
  });
});

describe('login attempts per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 100 login attempts per address per hour, then 4290', async () => {
    for (let i = 0; i < 100; i += 1) {
      // A different phone each time, so no per-phone lock is involved.
      const a = await t.postSealed(
        LOGIN_PATHS.passwordLogin,
        { ...phone(newMobile()), password: 'nope12345' },
        { headers: rotatingIp() },
      );
      expect(a.json.code, `attempt ${i + 1}`).toBe(1);
    }
    throttled(await t.postSealed(LOGIN_PATHS.passwordLogin, { ...phone(newMobile()), password: 'nope12345' }));
    throttled(await t.postSealed(LOGIN_PATHS.codeLogin, { ...phone(newMobile()), code: '123456' }));
  });
});

describe('the general rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it('throttles a logged-in user with 4290 and keeps the session', async () => {
    const { token } = await t.login();
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await t.post('/b2b/user/login/getUserInfo', {}, { token }));
    expect(answers.slice(0, 5).every((a) => a.json.code === 0)).toBe(true);
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.json.code).toBe(4290);
    expect(answers.some((a) => a.json.code === 429)).toBe(false);
    expect(await resolveSession(t.ctx, token)).not.toBeNull();
  });
});
