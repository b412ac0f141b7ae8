import type { LoginResponse } from '@app/contract';
import { hashToken, newToken, revokeUserSessions } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { SmsPurpose } from '../../platform/db/schema.ts';
import { createUser, findOrCreateUser, startSession } from './account-service.ts';
import { MESSAGES, refuse, tooFrequent } from './identity-errors.ts';
import { LIMITS } from './identity-limits.ts';
import {
  countPasswordFailures,
  ipLoginWait,
  lockPassword,
  lockPasswordPhone,
  markAttemptOk,
  passwordLockWait,
  recordAttempt,
} from './login-attempt-repository.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash.ts';
import { codeHash } from './phone-code-service.ts';
import { openPhone, sealPhone } from '../../platform/crypto/phone-crypto.ts';
import { keyPhone } from './phone-keys.ts';
import { checkCode, type KeyedPhone, type Phone } from './sms-repository.ts';
import { consumeTicket, hasLiveTicket, insertTicket } from './ticket-repository.ts';
import { findUserByPhone, setPasswordHash } from './user-repository.ts';

// Registration, login by code or password, tickets and password reset (docs/product/identity.md's table).

async function guardIp(app: AppContext, ip: string) {
  const wait = await ipLoginWait(app.db, ip);
  if (wait > 0) throw tooFrequent(wait);
}

/** Checks (and on success uses up) the newest code for these purposes; every try counts as a login attempt. */
export async function useCode(app: AppContext, phone: KeyedPhone, purposes: SmsPurpose[], code: string, ip: string) {
  await guardIp(app, ip);
  const used = await checkCode(app.db, phone, purposes, codeHash(phone, code));
  await recordAttempt(app.db, { kind: 'code', ip, ...phone, ok: used !== null });
  if (!used) throw refuse(MESSAGES.codeWrong);
  return used;
}

/** Only the holder of a valid 'register' code learns that the phone is already registered. */
export async function registerByPhone(
  app: AppContext,
  input: Phone & { code: string; password?: string | undefined },
  ip: string,
): Promise<LoginResponse> {
  const phone = await keyPhone(app, input);
  await useCode(app, phone, ['register'], input.code, ip);
  if (await findUserByPhone(app.db, phone)) throw refuse(MESSAGES.alreadyRegistered);
  const hash = input.password ? await hashPassword(input.password) : null;
  const user = await createUser(app, phone, hash);
  if (!user) throw refuse(MESSAGES.alreadyRegistered);
  return startSession(app, user, 'phone');
}

/** An unknown phone is registered on the spot. */
export async function loginByCode(
  app: AppContext,
  input: Phone & { code: string },
  ip: string,
): Promise<LoginResponse> {
  const phone = await keyPhone(app, input);
  await useCode(app, phone, ['login'], input.code, ip);
  return startSession(app, await findOrCreateUser(app, phone), 'phone');
}

/**
 * A wrong password and an unknown phone get the same answer after the same work. Attempts are recorded as failed
 * before the password is checked (under a per-phone lock), so concurrent guesses cannot slip past the 10th.
 */
export async function loginByPassword(
  app: AppContext,
  input: Phone & { password: string },
  ip: string,
): Promise<LoginResponse> {
  const phone = await keyPhone(app, input);
  await guardIp(app, ip);
  const gate = await app.db.transaction().execute(async (trx): Promise<{ wait: number } | { attempt: number }> => {
    await lockPasswordPhone(trx, phone);
    const wait = await passwordLockWait(trx, phone);
    if (wait > 0) return { wait };
    if ((await countPasswordFailures(trx, phone)) >= LIMITS.passwordFailuresPerHour) {
      await lockPassword(trx, phone);
      return { wait: LIMITS.passwordLockSeconds };
    }
    return { attempt: await recordAttempt(trx, { kind: 'password', ip, ...phone, ok: false }) };
  });
  if ('wait' in gate) throw tooFrequent(gate.wait);

  const user = await findUserByPhone(app.db, phone);
  if (user && (await verifyPassword(user.password_hash, input.password))) {
    await markAttemptOk(app.db, gate.attempt);
    return startSession(app, user, 'phone');
  }
  if (!user) await verifyPassword(null, input.password);
  if ((await countPasswordFailures(app.db, phone)) >= LIMITS.passwordFailuresPerHour) await lockPassword(app.db, phone);
  throw refuse(MESSAGES.badCredentials);
}

/** A 'login' or 'reset' code becomes a single-use ticket for 10 minutes. */
export async function ticketForCode(app: AppContext, input: Phone & { code: string }, ip: string) {
  const phone = await keyPhone(app, input);
  const purpose = await useCode(app, phone, ['login', 'reset'], input.code, ip);
  const ticket = newToken();
  const sealed = await sealPhone(app, phone.mobile);
  await insertTicket(app.db, hashToken(ticket), { ...phone, sealed }, purpose === 'reset' ? 'reset' : 'login');
  return { ticket, expiresIn: LIMITS.ticketTtlSeconds };
}

/** Whether a phone is registered: only for someone holding a ticket for that very phone. */
export async function userByPhone(app: AppContext, input: Phone & { ticket: string }) {
  const phone = await keyPhone(app, input);
  if (!(await hasLiveTicket(app.db, hashToken(input.ticket), phone))) throw refuse(MESSAGES.verifyPhoneFirst);
  const user = await findUserByPhone(app.db, phone);
  return { registered: user !== undefined, nickname: user?.nickname ?? '' };
}

/**
 * Sets the password of the ticket's phone. An unknown phone gets an account, as code login would give it, so the
 * reset flow says nothing about registration. A reset signs every other session out.
 */
export async function setPasswordByTicket(app: AppContext, input: { ticket: string; password: string }) {
  const ticket = await consumeTicket(app.db, hashToken(input.ticket));
  if (!ticket) throw refuse(MESSAGES.ticketInvalid);
  const phone: KeyedPhone = {
    countryCode: ticket.countryCode,
    mobile: await openPhone(app, ticket.sealed),
    hash: ticket.hash,
  };
  const hash = await hashPassword(input.password);
  const user = await findUserByPhone(app.db, phone);
  if (user) {
    await setPasswordHash(app.db, user.id, hash);
    if (ticket.purpose === 'reset') await revokeUserSessions(app, user.id);
  } else if (!(await createUser(app, phone, hash))) {
    const raced = await findUserByPhone(app.db, phone);
    if (raced) await setPasswordHash(app.db, raced.id, hash);
  }
  return {};
}
