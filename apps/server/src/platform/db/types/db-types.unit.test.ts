import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { migrate } from '../migrate.ts';
import { DB_TYPES_FILE, dbTypesDrift, generateDbTypes, migratedDatabase } from './generate-db-types.ts';

// The drift check (CI runs it in the unit layer): the committed row types are what `npm run db:types` writes for
// the migrations in the tree. The second case is the check's own test: a migration whose types were not
// regenerated must fail it.
describe('row types generated from the migrations', () => {
  let database: Database;
  let probeDir: string;
  beforeAll(async () => {
    database = await migratedDatabase();
    probeDir = await mkdtemp(join(tmpdir(), 'db-types-'));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (probeDir) await rm(probeDir, { recursive: true, force: true });
  });

  it('match the committed file', async () => {
    const committed = await readFile(DB_TYPES_FILE, 'utf8');
    expect(dbTypesDrift(await generateDbTypes(database), committed)).toBeNull();
  });

  it('fail the check when a migration adds a column and the types were not regenerated', async () => {
    const committed = await readFile(DB_TYPES_FILE, 'utf8');
    await writeFile(join(probeDir, '9999_drift_probe.sql'), 'alter table users add column drift_probe text;\n');
    expect(await migrate(database, probeDir)).toEqual(['9999_drift_probe.sql']);
    const problem = dbTypesDrift(await generateDbTypes(database), committed);
    expect(problem).toContain('drift_probe: string | null;');
    expect(problem).toContain('npm run db:types');
  });

  it('write a view as read-only rows, its columns typed as the table they show', async () => {
    await writeFile(
      join(probeDir, '9999_view_probe.sql'),
      'create view view_probe as select id, nickname, avatar_url, lower(nickname) as folded from users;\n',
    );
    expect(await migrate(database, probeDir)).toEqual(['9999_view_probe.sql']);
    const text = await generateDbTypes(database);
    const view = text.slice(text.indexOf('export interface ViewProbeView {'));
    // A column shown as it is keeps the table's nullability; a computed one is what the catalogue says: nullable.
    expect(view.slice(0, view.indexOf('\n}'))).toContain(
      [
        '  id: ColumnType<number, never, never>;',
        '  nickname: ColumnType<string, never, never>;',
        '  avatar_url: ColumnType<string | null, never, never>;',
        '  folded: ColumnType<string | null, never, never>;',
      ].join('\n'),
    );
    expect(text).toContain('  view_probe: ViewProbeView;');
    expect(text).toMatch(/export type DbView = [^;]*'view_probe'/);
  });
});
