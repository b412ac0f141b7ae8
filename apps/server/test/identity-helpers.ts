import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { phoneHash, sealPhone } from '../src/platform/crypto/phone-crypto.ts';
import type { TestApp } from './support/test-app.ts';

// Shared steps of the identity tests: what a client does, through the real server and the dev routes.

export const LOGIN_PATHS = {
  register: '/api/user/v2/phoneRegist',
  codeLogin: '/api/user/v1/phoneCodeLogin',
  passwordLogin: '/api/user/v1/phoneUserLogin',
  verifyCode: '/api/user/v1/verifyCodeByPhone',
} as const;

/** The keyed hash the tables hold for a number (they keep no number in the clear). */
export const mobileHash = (t: TestApp, mobile: string, countryCode = '86') => phoneHash(t.ctx, { countryCode, mobile });

/** Gives a user this number, as registration would store it (sealed, with its hash). */
export async function setUserMobile(t: TestApp, userId: number, mobile: string, countryCode = '86') {
  await t.ctx.db
    .updateTable('users')
    .set({
      country_code: countryCode,
      mobile_enc: await sealPhone(t.ctx, mobile),
      mobile_hash: await mobileHash(t, mobile, countryCode),
    })
    .where('id', '=', userId)
    .execute();
}

/** A fresh mainland mobile no other test uses. */
export const newMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export interface DevAnswer<T> {
  status: number;
  json: { code: number; msg: string; body: T };
}

export async function devGet<T = any>(t: TestApp, path: string): Promise<DevAnswer<T>> {
  const res = await fetch(t.url + path);
  return { status: res.status, json: (await res.json()) as DevAnswer<T>['json'] };
}

/** A new captcha and its answer, read from /dev/api/captcha like the /dev page does. */
export async function captcha(t: TestApp): Promise<{ imgCodeToken: string; imgCode: string; svg: string }> {
  const answer = await t.postSealed('/api/user/v1/getImgCode', {});
  const { imgCodeToken, svg } = answer.opened;
  const dev = await devGet<{ answer: string }>(t, `/dev/api/captcha/${encodeURIComponent(imgCodeToken)}`);
  return { imgCodeToken, svg, imgCode: dev.json.body.answer };
}

export type Purpose = 'register' | 'login' | 'reset' | 'cancel';

/** Asks for a code (with a fresh solved captcha) and returns the raw answer; from a new address unless told. */
export async function requestCode(
  t: TestApp,
  mobile: string,
  purpose: Purpose,
  options: {
    headers?: Record<string, string>;
    countryCode?: string;
    /** Runs after the captcha is solved, just before the send: moves the clock next to the check it is for. */
    beforeSend?: () => Promise<void>;
  } = {},
) {
  const headers = options.headers ?? rotatingIp();
  const c = await captcha(t);
  await options.beforeSend?.();
  const payload = {
    countryCode: options.countryCode ?? '86',
    mobile,
    imgCodeToken: c.imgCodeToken,
    imgCode: c.imgCode,
  };
  return purpose === 'register'
    ? t.postSealed('/api/user/v1/getCodeNumber', payload, { headers })
    : t.postSealed('/api/user/v1/getCodeByPhone', { ...payload, purpose }, { headers });
}

/** The newest code the console provider "sent" to this mobile, from /dev/api/outbox. */
export async function latestCode(t: TestApp, mobile: string, purpose?: Purpose): Promise<string | undefined> {
  const { json } = await devGet<{ rows: { mobile: string; code: string; purpose: string; at: string }[] }>(
    t,
    `/dev/api/outbox?mobile=${mobile}`,
  );
  return json.body.rows.find((r) => !purpose || r.purpose === purpose)?.code;
}

/** Waits out the phone's 60 s (by moving its history back), requests a code and reads it from the outbox. */
export async function codeFor(t: TestApp, mobile: string, purpose: Purpose): Promise<string> {
  await timePassesForSends(t, mobile, 61);
  const sent = await requestCode(t, mobile, purpose);
  if (sent.json.code !== 0) throw new Error(`code request refused: ${JSON.stringify(sent.json)}`);
  const code = await latestCode(t, mobile, purpose);
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** Registers a phone (optionally with a password) and returns the login answer. */
export async function register(t: TestApp, mobile: string, password?: string) {
  const code = await codeFor(t, mobile, 'register');
  const answer = await t.postSealed(LOGIN_PATHS.register, {
    countryCode: '86',
    mobile,
    code,
    ...(password ? { password } : {}),
  });
  if (answer.json.code !== 0) throw new Error(`registration refused: ${JSON.stringify(answer.json)}`);
  return answer.opened as {
    token: string;
    user_id: string;
    open_id: string;
    mobile: string;
    operator: string;
    nickname: string;
  };
}

/** Moves this phone's SMS history back in time, as if `seconds` had passed. */
export async function timePassesForSends(t: TestApp, mobile: string, seconds: number) {
  await t.ctx.db
    .updateTable('sms_sends')
    .set({ created_at: sql`created_at - make_interval(secs => ${seconds})` })
    .where('mobile_hash', '=', await mobileHash(t, mobile))
    .execute();
}

/** Every send to this mobile happened exactly `seconds` before now (not relative to when it really happened). */
export async function sentSecondsAgo(t: TestApp, mobile: string, seconds: number) {
  await t.ctx.db
    .updateTable('sms_sends')
    .set({ created_at: sql`now() - make_interval(secs => ${seconds})` })
    .where('mobile_hash', '=', await mobileHash(t, mobile))
    .execute();
}

/** A different client address for each request (X-Forwarded-For). */
let forwarded = 0;
export const rotatingIp = () => {
  forwarded += 1;
  return { 'x-forwarded-for': `198.51.${(forwarded >> 8) & 255}.${forwarded & 255}` };
};
