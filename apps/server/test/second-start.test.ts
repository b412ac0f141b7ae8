import { type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Every statement a piece of start-up code runs: its kind, and for raw SQL its text. */
function recording(database: Database) {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const raw = node as RootOperationNode & { sqlFragments?: readonly string[] };
      statements.push(raw.kind === 'RawNode' ? (raw.sqlFragments ?? []).join('?').trim() : raw.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const watched: Database = {
    ...database,
    db: database.db.withPlugin(plugin),
    async runScript(text) {
      statements.push(`script: ${text}`);
      await database.runScript(text);
    },
  };
  return { watched, statements };
}

const writes = (statements: string[]) => statements.filter((s) => !/^(SelectQueryNode|select\b|with\b)/i.test(s));

// docs/performance.md: a start on data that is already prepared only looks: it migrates and loads nothing.
describe('a second start on prepared data', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('runs no migration and rewrites no reference data: it only reads', async () => {
    t = await createTestApp();
    const { watched, statements } = recording(t.ctx.database);
    expect(await migrate(watched)).toEqual([]);
    expect(await loadReferenceData(watched, () => {})).toEqual({});
    expect(statements.length).toBeGreaterThan(0);
    expect(writes(statements)).toEqual([]);
  }, 120_000);
});
