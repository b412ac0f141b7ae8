import { sql, type Kysely } from 'kysely';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';
import { withDatabase } from '../global-setup.ts';
import type { TestApp } from './test-app.ts';

/**
 * The test app's PostgreSQL database again, on a pool of one connection: the named statements PostgreSQL then lists
 * (`preparedStatements`) are the ones the queries run through it made (decision 0013).
 */
export async function oneConnection(t: TestApp): Promise<Database> {
  const name = (await sql<{ db: string }>`select current_database() as db`.execute(t.ctx.db)).rows[0]!.db;
  return openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize: 1 });
}

export interface PreparedStatement {
  name: string;
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/** The named statements of this connection, by their text. */
export async function preparedStatements<D>(db: Kysely<D>): Promise<PreparedStatement[]> {
  const result = await sql<PreparedStatement>`
    select name, statement, generic_plans, custom_plans from pg_prepared_statements order by statement`.execute(db);
  return result.rows;
}
