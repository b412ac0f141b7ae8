import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UsersTable } from '../../platform/db/schema.ts';
import type { KeyedPhone } from './sms-repository.ts';
import { countByChinaDay } from '../../platform/db/day-counts.ts';

export type UserRow = Selectable<UsersTable>;

/** By the phone's keyed hash; the hash covers the country code too. */
export async function findUserByPhone(db: Kysely<DB>, phone: KeyedPhone): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile_hash', '=', phone.hash).executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserIdByCode(db: Kysely<DB>, userCode: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('user_code', '=', userCode).executeTakeFirst();
  return row?.id;
}

/** The keyed hash of the user's phone (the number itself is sealed), or null without one: an invitation's key. */
export async function findMobileHash(db: Kysely<DB>, userId: number): Promise<Buffer | null> {
  const row = await db.selectFrom('users').select('mobile_hash').where('id', '=', userId).executeTakeFirst();
  return row?.mobile_hash ? Buffer.from(row.mobile_hash) : null;
}

export interface NewUser extends KeyedPhone {
  /** The number sealed (platform/crypto/phone-crypto.ts). */
  sealed: string;
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
      mobile_enc: u.sealed,
      mobile_hash: u.hash,
      operator: u.operator,
      password_hash: u.passwordHash,
    })
    .onConflict((oc) => oc.column('mobile_hash').where('mobile_hash', 'is not', null).doNothing())
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

export interface ProfileChange {
  nickname?: string;
  avatarUrl?: string;
  bio?: string;
}

/**
 * Changes the profile in one statement. A new nickname is written only when no other user holds it (Latin
 * letters' case aside: 'Alice' and 'alice' are one name); otherwise undefined, and nothing changed. The
 * check and the write are one statement under a transaction-scoped lock on the name, so two users asking for
 * the same name at once cannot both get it.
 */
export async function updateProfileIfNicknameFree(
  db: Kysely<DB>,
  userId: number,
  change: ProfileChange,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    if (change.nickname !== undefined) {
      await sql`select pg_advisory_xact_lock(hashtext(${'nickname:' + change.nickname.toLowerCase()}))`.execute(trx);
    }
    let q = trx
      .updateTable('users')
      .set({
        ...(change.nickname !== undefined ? { nickname: change.nickname } : {}),
        ...(change.avatarUrl !== undefined ? { avatar_url: change.avatarUrl } : {}),
        ...(change.bio !== undefined ? { bio: change.bio } : {}),
      })
      .where('id', '=', userId);
    if (change.nickname !== undefined) {
      const name = change.nickname.toLowerCase();
      q = q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('users as other')
              .select('other.id')
              .where(sql<string>`lower(other.nickname)`, '=', name)
              .where('other.id', '<>', userId),
          ),
        ),
      );
    }
    return q.returningAll().executeTakeFirst();
  });
}

/** Whether the user's avatar is this stored file: the avatar is kept as our URL for it, ending with its storage key. */
export async function isAvatarFile(db: Kysely<DB>, userId: number, storageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('avatar_url', 'like', `%/${storageKey.replace(/[%_\\]/g, '\\$&')}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Users by id as others see them (code, nickname, avatar) and whether they cancelled: the console's reviews. */
export const findUserCards = (db: Kysely<DB>, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'user_code', 'nickname', 'avatar_url', 'cancelled_at'])
        .where('id', 'in', [...ids])
        .execute();

/** New users by day in China since a moment (the console's dashboard). */
export const newUsersByDay = (db: Kysely<DB>, since: Date) => countByChinaDay(db, 'users', 'created_at', since);
