import type { Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../platform/db/schema.ts';
import type { Phone } from './sms-repository.ts';

export type UserRow = Selectable<UsersTable>;

export async function findUserByPhone(db: Kysely<DB>, phone: Phone): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('country_code', '=', phone.countryCode)
    .where('mobile', '=', phone.mobile)
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserIdByCode(db: Kysely<DB>, userCode: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('user_code', '=', userCode).executeTakeFirst();
  return row?.id;
}

export interface NewUser extends Phone {
  userCode: string;
  openId: string;
  nickname: string;
  operator: string;
  passwordHash: string | null;
}

/** Inserts the user unless the phone is taken (by an earlier or a concurrent request): then undefined. */
export async function insertUserIfNew(db: Kysely<DB>, u: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      user_code: u.userCode,
      open_id: u.openId,
      nickname: u.nickname,
      country_code: u.countryCode,
      mobile: u.mobile,
      operator: u.operator,
      password_hash: u.passwordHash,
    })
    .onConflict((oc) => oc.columns(['country_code', 'mobile']).where('mobile', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<DB>, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** A partner login tells us the carrier; keep what we knew if it says nothing. */
export async function setOperatorIfEmpty(db: Kysely<DB>, userId: number, operator: string): Promise<void> {
  if (!operator) return;
  await db.updateTable('users').set({ operator }).where('id', '=', userId).where('operator', '=', '').execute();
}
