import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { serverRoot } from '../server-root.ts';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(serverRoot(), 'migrations') + '/';

/**
 * Applies every migrations/NNNN_name.sql not yet applied, each in its own transaction, in name order. On a database
 * that is up to date (every start after the first) it only reads: whether the ledger exists, then its names.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const ledger = await sql<{ found: boolean }>`select to_regclass('schema_migrations') is not null as found`.execute(
    database.db,
  );
  if (!ledger.rows[0]?.found)
    await database.runScript(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(database.db);
  const applied = new Set(done.rows.map((r) => r.name));
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(join(dir, file), 'utf8');
    await database
      .runScript(`begin;\n${text}\n;\ninsert into schema_migrations (name) values ('${file}');\ncommit;`)
      .catch(async (err: unknown) => {
        await database.runScript('rollback').catch(() => {});
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      });
    ran.push(file);
  }
  return ran;
}
