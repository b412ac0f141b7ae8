import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** What the console's people search finds by: a user code, a phone number (digits), or part of a nickname. */
export interface PeopleQuery {
  q: string;
  beforeId: number | null;
  limit: number;
}

/**
 * Users matching a console search, newest first, keyset by id. The phone is read here, inside identity, so how phones
 * are stored stays identity's business: a caller outside gets them masked (people-directory-service.ts).
 */
export async function searchUsers(db: Kysely<DB>, { q, beforeId, limit }: PeopleQuery) {
  const digits = /^\+?\d{5,15}$/.test(q) ? q.replace(/^\+/, '') : null;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('users')
    .select(['id', 'user_code', 'nickname', 'avatar_url', 'country_code', 'mobile', 'created_at'])
    .where((eb) =>
      eb.or([
        eb('user_code', '=', q),
        eb('nickname', 'like', like),
        ...(digits ? [eb('mobile', '=', digits), eb(sql<string>`country_code || mobile`, '=', digits)] : []),
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
    .select(['id', 'country_code', 'mobile'])
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}
