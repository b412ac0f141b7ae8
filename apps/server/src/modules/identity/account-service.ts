import { randomBytes, randomInt } from 'node:crypto';
import type { LoginResponse } from '@app/contract';
import { maskPhone } from '@app/rules';
import type { Kysely } from 'kysely';
import { createSession } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { KeyOwner } from '../../platform/crypto/data-keys.ts';
import { sealPhone } from '../../platform/crypto/phone-crypto.ts';
import type { DB } from '../../platform/db/schema.ts';
import { userMobile } from './phone-keys.ts';
import type { KeyedPhone } from './sms-repository.ts';
import { findUserByPhone, insertUserIfNew, setOperatorIfEmpty, type UserRow } from './user-repository.ts';
import { assertMaySignIn } from './user-standing.ts';

const NICK_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Fresh public identifiers. The nickname never carries digits of the phone: nicknames are public. */
export function newUserIdentity() {
  const suffix = Array.from({ length: 6 }, () => NICK_CHARS[randomInt(0, NICK_CHARS.length)]).join('');
  return {
    userCode: `u${randomBytes(6).toString('hex')}`,
    openId: `o${randomBytes(12).toString('base64url')}`,
    nickname: `旅友${suffix}`,
  };
}

/** A new user for this phone; undefined when the phone is already registered (also by a concurrent request). */
export async function createUser(
  app: KeyOwner,
  phone: KeyedPhone,
  passwordHash: string | null,
  operator = '',
): Promise<UserRow | undefined> {
  const sealed = await sealPhone(app, phone.mobile);
  return insertUserIfNew(app.db, { ...phone, sealed, ...newUserIdentity(), operator, passwordHash });
}

/** The phone's user, registered on the spot when unknown. */
export async function findOrCreateUser(app: KeyOwner, phone: KeyedPhone, operator = ''): Promise<UserRow> {
  const db: Kysely<DB> = app.db;
  const known = await findUserByPhone(db, phone);
  if (known) {
    if (operator && !known.operator) {
      await setOperatorIfEmpty(db, known.id, operator);
      return { ...known, operator };
    }
    return known;
  }
  const created = (await createUser(app, phone, null, operator)) ?? (await findUserByPhone(db, phone));
  if (!created) throw new Error('user vanished while being created');
  return created;
}

/** A new session (a new token at every login) and the login answer; the phone masked, the owner's too. */
export async function startSession(app: AppContext, user: UserRow, channel: string): Promise<LoginResponse> {
  await assertMaySignIn(app.db, user.id);
  const token = await createSession(app.db, user.id, channel);
  return {
    token,
    user_id: user.user_code,
    open_id: user.open_id,
    mobile: maskPhone(await userMobile(app, user)),
    operator: user.operator,
    nickname: user.nickname,
  };
}
