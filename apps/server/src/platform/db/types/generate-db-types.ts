import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { serverRoot } from '../../server-root.ts';
import { openDatabase, type Database } from '../database.ts';
import { migrate } from '../migrate.ts';
import { jsonColumns } from './json-columns.ts';
import { renderDbTypes } from './render-db-types.ts';

/** The committed file the code imports its row types from. */
export const DB_TYPES_FILE = join(serverRoot(), 'src/platform/db/types/db-types.generated.ts');

/** A fresh in-memory PGlite with every migration applied. */
export async function migratedDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return database;
}

/** The text of DB_TYPES_FILE for a migrated database. */
export async function generateDbTypes(database: Database): Promise<string> {
  const imports = [...new Set(Object.values(jsonColumns).flatMap((t) => t.match(/\b[A-Z]\w+/g) ?? []))]
    .filter((name) => name !== 'Record')
    .sort();
  const text = await renderDbTypes(database, jsonColumns, imports);
  // Formatted as the lint wants it, so the committed file passes prettier as written.
  return await format(text, { ...(await resolveConfig(DB_TYPES_FILE)), filepath: DB_TYPES_FILE });
}

/** Null when the committed text is what the migrations generate; otherwise what differs and what to do. */
export function dbTypesDrift(expected: string, committed: string): string | null {
  if (expected === committed) return null;
  const want = expected.split('\n');
  const have = committed.split('\n');
  const line = want.findIndex((l, i) => l !== have[i]);
  return (
    `${DB_TYPES_FILE} does not match the migrations (first difference at line ${line + 1}: ` +
    `expected ${JSON.stringify(want[line] ?? '')}, found ${JSON.stringify(have[line] ?? '')}); run npm run db:types`
  );
}
