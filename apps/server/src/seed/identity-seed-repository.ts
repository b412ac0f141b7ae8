import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The identity area's demo rows (users), written by the seed layer. SQL of the seed layer lives in
// seed/<area>-seed-repository.ts files and names only <area>'s tables (table-owners.unit.test.ts).

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface DemoUserRow {
  user_code: string;
  nickname: string;
  avatar_url: string | null;
  bio: string;
  open_id: string;
}

/** The demo users, ids in the order given. */
export async function insertDemoUsers(db: Kysely<DB>, rows: DemoUserRow[]): Promise<{ id: number }[]> {
  return db
    .insertInto('users')
    .values(rows.map((r) => ({ ...r, is_demo: true })))
    .returning('id')
    .execute();
}

/** The demo users' ids, oldest first; `limit` the first so many. */
export async function demoUserIds(db: Kysely<DB>, limit?: number): Promise<{ id: number }[]> {
  let query = db.selectFrom('users').select('id').where('is_demo', '=', true).orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
