import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** What the console's people search finds by: a user code, a phone number (its keyed hashes), or part of a nickname. */
export interface PeopleQuery {
  q: string;
  phoneHashes: Buffer[];
  beforeId: number | null;
  limit: number;
}

/**
 * Users matching a console search, newest first, keyset by id. The phone is read here, inside identity, so how phones
 * are stored stays identity's business: a caller outside gets them masked (people-directory-service.ts).
 */
export async function searchUsers(db: Kysely<DB>, { q, phoneHashes, beforeId, limit }: PeopleQuery) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('users')
    .select(['id', 'user_code', 'nickname', 'avatar_url', 'country_code', 'mobile_enc', 'created_at'])
    .where((eb) =>
      eb.or([
        eb('user_code', '=', q),
        eb('nickname', 'like', like),
        ...(phoneHashes.length ? [eb('mobile_hash', 'in', phoneHashes)] : []),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

export async function phoneByUserCode(db: Kysely<DB>, userCode: string) {
  return db
    .selectFrom('users')
    .select(['id', 'country_code', 'mobile_enc'])
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}

/** A member's profile line for the console. */
export async function findMemberRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'user_code', 'nickname', 'avatar_url', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
