import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// The sessions table's SQL: the rules (token form, idle expiry, the hourly touch, the cache) stay in tokens.ts.

export async function insertSession(db: Kysely<DB>, tokenHash: Buffer, userId: number, channel: string) {
  await db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, channel }).execute();
}

export async function revokeSessionRow(db: Kysely<DB>, tokenHash: Buffer) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessionRows(db: Kysely<DB>, userId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A live session's user (not revoked, not banned, used within `idleDays`), with when it was last used. */
export async function findLiveSession(db: Kysely<DB>, tokenHash: Buffer, idleDays: number) {
  return (
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.user_code', 's.last_used_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      // A banned user's sessions end at once, even one a cache elsewhere still held (docs/product/trust.md).
      .where('u.banned_at', 'is', null)
      .where('s.last_used_at', '>', sql<Date>`now() - make_interval(days => ${idleDays})`)
      .executeTakeFirst()
  );
}

/** The channel a session was opened under ('' for a phone login); undefined for a token with no session row. */
export async function findSessionChannel(db: Kysely<DB>, tokenHash: Buffer): Promise<string | undefined> {
  const row = await db.selectFrom('sessions').select('channel').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.channel;
}

export async function touchSession(db: Kysely<DB>, tokenHash: Buffer) {
  await db.updateTable('sessions').set({ last_used_at: new Date() }).where('token_hash', '=', tokenHash).execute();
}

/** Users whose session was used since a moment (sessions note their use at most hourly): the console's dashboard. */
export async function countActiveUsersSince(db: Kysely<DB>, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('n'))
    .where('last_used_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
