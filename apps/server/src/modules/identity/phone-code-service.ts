import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { SmsPurpose } from '../../platform/db/schema.ts';
import { checkCaptcha, consumeCaptcha, insertCaptcha, purgeExpired } from './captcha-repository.ts';
import { captchaSvg, newCaptchaAnswer } from './captcha-svg.ts';
import { addCaptchaAnswer } from './dev-outbox-repository.ts';
import { MESSAGES, refuse, tooFrequent } from './identity-errors.ts';
import { LIMITS } from './identity-limits.ts';
import { identityRuntime } from './identity-runtime.ts';
import { keyPhone } from './phone-keys.ts';
import { ipSendWait, lockPhone, phoneSendWait, recordSend, type KeyedPhone, type Phone } from './sms-repository.ts';

// Image captchas and SMS codes (docs/product/identity.md): a solved captcha is used up by every send, and every limit
// is counted in the database.

const answerHash = (tokenHash: Buffer, answer: string) =>
  createHash('sha256').update(tokenHash).update(answer.trim().toUpperCase()).digest();

/**
 * Codes are stored hashed, bound to the phone by its keyed hash (so a stored code hash reveals no number); the
 * 5-check limit, not the hash, is what stops guessing.
 */
export const codeHash = (phone: KeyedPhone, code: string) =>
  createHash('sha256').update(phone.hash).update(`:${code}`).digest();

const PURGE_EVERY_MS = 10 * 60 * 1000;
let lastPurge = 0;

export async function newCaptcha(app: AppContext) {
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    await purgeExpired(app.db);
  }
  const token = newToken();
  const answer = newCaptchaAnswer();
  const tokenHash = hashToken(token);
  await insertCaptcha(app.db, tokenHash, answerHash(tokenHash, answer));
  // /dev/api/captcha reads this; production never writes it.
  if (!app.config.isProduction) await addCaptchaAnswer(app.db, tokenHash, answer);
  return { imgCodeToken: token, svg: captchaSvg(answer), expiresIn: LIMITS.captchaTtlSeconds };
}

export async function verifyCaptcha(app: AppContext, input: { imgCodeToken: string; imgCode: string }) {
  const tokenHash = hashToken(input.imgCodeToken);
  const result = await checkCaptcha(app.db, tokenHash, answerHash(tokenHash, input.imgCode));
  if (!result) return { verified: false, attemptsLeft: 0 };
  return { verified: result.verified, attemptsLeft: Math.max(0, LIMITS.captchaMaxWrong - result.wrong) };
}

export interface SendCodeInput extends Phone {
  imgCodeToken: string;
  imgCode: string;
  purpose: SmsPurpose;
}

/**
 * Sends a code to any phone, registered or not, so the answer never tells which. The captcha goes first (and is
 * used up even when a limit then refuses), so nobody can probe the limits without solving one.
 */
export async function sendCode(app: AppContext, input: SendCodeInput, ip: string, log: FastifyBaseLogger) {
  const phone = await keyPhone(app, input);
  const tokenHash = hashToken(input.imgCodeToken);
  if (!(await consumeCaptcha(app.db, tokenHash, answerHash(tokenHash, input.imgCode))))
    throw refuse(MESSAGES.captchaWrong);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const wait = await app.db.transaction().execute(async (trx) => {
    await lockPhone(trx, phone);
    const w = Math.max(await phoneSendWait(trx, phone), await ipSendWait(trx, ip));
    if (w === 0) await recordSend(trx, { ...phone, ip, purpose: input.purpose, codeHash: codeHash(phone, code) });
    return w;
  });
  if (wait > 0) throw tooFrequent(wait);

  try {
    await identityRuntime(app).sms.send({
      countryCode: phone.countryCode,
      mobile: phone.mobile,
      code,
      purpose: input.purpose,
    });
  } catch (err) {
    log.error({ err }, 'sms send failed');
    throw refuse(MESSAGES.smsFailed);
  }
  return { resendAfter: LIMITS.smsPhoneIntervalSeconds };
}
