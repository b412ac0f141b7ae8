import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The growth area's demo rows: the sign-in cycle with its mystery awards, and the tasks.

/** Sign-in days and tasks together: the growth demo loads only while both are empty. */
export async function countGrowthRows(db: Kysely<DB>): Promise<number> {
  const present = await sql<{
    n: number;
  }>`select (select count(*) from sign_configs) + (select count(*) from tasks) as n`.execute(db);
  return Number(present.rows[0]?.n);
}

export async function insertSignDay(db: Kysely<DB>, day: Insertable<DB['sign_configs']>): Promise<number> {
  const row = await db.insertInto('sign_configs').values(day).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMysteryAwards(db: Kysely<DB>, awards: Insertable<DB['sign_mystery_awards']>[]) {
  if (awards.length) await db.insertInto('sign_mystery_awards').values(awards).execute();
}

export async function insertTasks(db: Kysely<DB>, tasks: Insertable<DB['tasks']>[]) {
  await db.insertInto('tasks').values(tasks).execute();
}
