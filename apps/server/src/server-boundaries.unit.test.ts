import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's layer rules (eslint/server-boundaries.js), proved through the project's own eslint.config.js:
// each mistake below, written into a real file's place, is reported as `npm run lint` would report it.
const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'apps/server/src');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function problems(file: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: join(SRC, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('the server layers fail lint', { timeout: 300_000 }, () => {
  it('an upward import: platform importing a module', async () => {
    const found = await problems(
      'platform/http/routes.ts',
      "import { communityRoutes } from '../../modules/community/routes.ts';\nexport const all = communityRoutes;\n",
    );
    expect(found).toContainEqual({
      rule: 'server/layers',
      message: expect.stringContaining('platform/ imports no module'),
    });
  });

  it('an upward import: a repository importing a service, a route importing a repository', async () => {
    expect(
      await problems(
        'modules/community/like-repository.ts',
        "import { setLike } from './like-service.ts';\nexport const f = setLike;\n",
      ),
    ).toContainEqual({ rule: 'server/layers', message: expect.stringContaining('a repository imports no service') });
    expect(
      await problems(
        'modules/community/routes.ts',
        "import { findPoll } from './poll-repository.ts';\nexport const f = findPoll;\n",
      ),
    ).toContainEqual({ rule: 'server/layers', message: expect.stringContaining('a route asks a service') });
  });

  it("a sideways import: a service using another area's repository", async () => {
    const found = await problems(
      'modules/identity/social-service.ts',
      "import { follow } from '../community/social-graph-repository.ts';\nexport const f = follow;\n",
    );
    expect(found).toContainEqual({
      rule: 'server/layers',
      message: expect.stringContaining("another area's repository"),
    });
  });

  it("a sideways import past another area's public surface (index.ts), types included", async () => {
    const message = expect.stringContaining("another area's own file: community offers what other areas may use");
    expect(
      await problems(
        'modules/places/poi-service.ts',
        "import { wantToGo } from '../community/like-service.ts';\nexport const f = wantToGo;\n",
      ),
    ).toContainEqual({ rule: 'server/layers', message });
    expect(
      await problems(
        'modules/trust/report-service.ts',
        "import type { NewNotice } from '../community/notice-writer.ts';\nexport type N = NewNotice;\n",
      ),
    ).toContainEqual({ rule: 'server/layers', message });
    // The same names through the area's index.ts, and an area's own files among themselves, are fine.
    expect(
      await problems(
        'modules/places/poi-service.ts',
        "import { wantToGo } from '../community/index.ts';\nexport const f = wantToGo;\n",
      ),
    ).not.toContainEqual(expect.objectContaining({ rule: 'server/layers' }));
    expect(
      await problems(
        'modules/community/comment-service.ts',
        "import { wantToGo } from './like-service.ts';\nexport const f = wantToGo;\n",
      ),
    ).not.toContainEqual(expect.objectContaining({ rule: 'server/layers' }));
  });

  it('an import cycle', async () => {
    // content-service.ts imports poll-view.ts; poll-view.ts importing content-service.ts again closes a circle.
    const found = await problems(
      'modules/community/poll-view.ts',
      "import { visibleContent } from './content-service.ts';\nexport const f = visibleContent;\n",
    );
    expect(found).toContainEqual({
      rule: 'server/no-cycle',
      message: expect.stringMatching(/Import cycle: .*poll-view\.ts → .*content-service\.ts → .*poll-view\.ts/),
    });
  });

  it('SQL in a service', async () => {
    const found = await problems(
      'modules/community/like-service.ts',
      [
        "import { sql } from 'kysely';",
        "import type { AppContext } from '../../platform/context.ts';",
        'export const count = (app: AppContext) =>',
        "  app.db.selectFrom('likes').select(sql<number>`count(*)`.as('n')).execute();",
        '',
      ].join('\n'),
    );
    const sqlRule = found.filter((p) => p.rule === 'server/sql-in-repositories-only');
    expect(sqlRule.map((p) => p.message)).toEqual([
      expect.stringContaining("a value imported from 'kysely'"),
      expect.stringContaining('selectFrom()'),
      expect.stringContaining('sql``'),
    ]);
  });

  it('SQL in a seed file that is not a seed repository', async () => {
    const text = [
      "import { sql } from 'kysely';",
      "import type { AppContext } from '../platform/context.ts';",
      'export const count = (app: AppContext) =>',
      "  app.db.selectFrom('pois').select(sql<number>`count(*)`.as('n')).execute();",
      '',
    ].join('\n');
    const sqlRule = async (file: string) =>
      (await problems(file, text)).filter((p) => p.rule === 'server/sql-in-repositories-only').map((p) => p.message);
    const inSeeder = await sqlRule('seed/places-seed.ts');
    expect(inSeeder).toEqual([
      expect.stringContaining("a value imported from 'kysely'"),
      expect.stringContaining('selectFrom()'),
      expect.stringContaining('sql``'),
    ]);
    expect(inSeeder[0]).toContain('seed/<area>-seed-repository.ts');
    // The same query in the seed layer's repository of that area passes.
    expect(await sqlRule('seed/places-seed-repository.ts')).toEqual([]);
  });

  it('a floating promise (type-aware rules)', async () => {
    const found = await problems(
      'modules/community/like-service.ts',
      'export function fire(send: () => Promise<void>) {\n  send();\n}\n',
    );
    expect(found.map((p) => p.rule)).toContain('@typescript-eslint/no-floating-promises');
  });

  it('the real files pass', async () => {
    for (const file of [
      'modules/community/like-service.ts',
      'modules/community/content-service.ts',
      'platform/http/routes.ts',
      'modules/places/poi-service.ts',
      'modules/trust/own-content-service.ts',
      'seed/places-seed.ts',
      'seed/load-demo-content.ts',
      'seed/places-seed-repository.ts',
    ]) {
      expect(await problems(file, readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
    }
  });
});
