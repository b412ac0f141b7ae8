import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { webBoundaries } from './web-boundaries.js';

// Each rule of the web floors is proved by an import that breaks it, linted with the project's own eslint.config.js.

const root = fileURLToPath(new URL('..', import.meta.url));
const project = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await project.lintText(code, { filePath: join(root, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('web-floors/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the web floors (eslint/web-boundaries.js)', () => {
  it('reports an import of app/ from any other floor', async () => {
    expect(await reported('lib/probe.ts', "import { messages } from '../app/messages';\n")).toEqual([
      expect.stringMatching(/^web-floors\/floors: Nothing imports app\//),
    ]);
    expect(
      await reported(
        'features/community/components/probe.tsx',
        "export { routeHandle } from '../../../app/route-table';\n",
      ),
    ).toEqual([expect.stringMatching(/^web-floors\/floors: Nothing imports app\//)]);
  });

  it('reports ui/, api/, session/ and lib/ importing a floor above them', async () => {
    expect(await reported('ui/probe.tsx', "import { messages } from '../features/community/messages';\n")).toEqual([
      'web-floors/floors: ui/ does not import features/: imports point down (app → features → ui → api → session → lib).',
    ]);
    expect(await reported('api/probe.ts', "import { showToast } from '../ui/toast';\n")).toEqual([
      'web-floors/floors: api/ does not import ui/: imports point down (app → features → ui → api → session → lib).',
    ]);
    expect(await reported('lib/probe.ts', "import { sessionStore } from '../session/session';\n")).toHaveLength(1);
    expect(await reported('session/probe.ts', "import { http } from '../api/http';\n")).toHaveLength(1);
  });

  it('reports a feature importing another feature, statically or lazily', async () => {
    const crossing = [
      'web-floors/floors: A feature does not import another feature (features/community → features/identity); move the shared piece down into ui/, api/ or lib/.',
    ];
    expect(
      await reported(
        'features/community/components/probe.tsx',
        "import { messages } from '../../identity/messages';\n",
      ),
    ).toEqual(crossing);
    expect(
      await reported('features/community/probe.ts', "export const load = () => import('../identity/login-plan');\n"),
    ).toEqual(crossing);
  });

  it('lets each floor import its own floor and those below it', async () => {
    const fine = [
      ['app/probe.ts', "import { messages } from '../features/identity/messages';\nimport { x } from './messages';\n"],
      [
        'features/identity/components/probe.tsx',
        "import { a } from '../messages';\nimport { b } from '../../../ui/toast';\n",
      ],
      [
        'features/identity/probe.ts',
        "import { c } from '../../api/http';\nimport { d } from '../../session/session';\n",
      ],
      ['ui/probe.tsx', "import { e } from '../api/http';\nimport { f } from '../lib/messages';\n"],
      ['api/probe.ts', "import type { G } from '../session/session-store';\n"],
    ];
    for (const [file, code] of fine) expect(await reported(file!, code!)).toEqual([]);
  });

  it('is part of the project config for every web source file', async () => {
    const config = await project.calculateConfigForFile(join(root, 'apps/web/src/lib/format-count.ts'));
    expect(config.rules['web-floors/floors']).toEqual([2]);
    expect(config.rules['web-floors/no-cycle']).toEqual([2]);
  });

  describe('import cycles', () => {
    // A cycle needs modules on disk: a scratch copy of the floors, linted with the same block.
    const scratch = mkdtempSync(join(tmpdir(), 'web-floors-'));
    const write = (file: string, code: string) => {
      const path = join(scratch, 'apps/web/src', file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, code);
      return path;
    };
    const eslint = new ESLint({
      cwd: scratch,
      overrideConfigFile: true,
      overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...webBoundaries],
    });
    const lint = async (path: string) => {
      const [result] = await eslint.lintFiles([path]);
      return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
    };
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('reports a module that reaches itself again through its imports', async () => {
      const a = write('lib/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      write('lib/b.ts', "import { c } from './c';\nexport const b = c;\n");
      write('lib/c.ts', "import { a } from './a';\nexport const c = () => a;\n");
      expect(await lint(a)).toEqual(['web-floors/no-cycle: Import cycle: lib/a.ts → lib/b.ts → lib/c.ts → lib/a.ts.']);
    });

    it('does not count type-only imports or lazy import()', async () => {
      const d = write('lib/d.ts', "import type { E } from './e';\nexport type D = E;\nexport const d = 1;\n");
      write('lib/e.ts', "import { d } from './d';\nexport type E = typeof d;\n");
      const f = write('lib/f.ts', "import { g } from './g';\nexport const f = () => g;\n");
      write('lib/g.ts', "export const g = () => import('./f');\n");
      expect(await lint(d)).toEqual([]);
      expect(await lint(f)).toEqual([]);
    });
  });
});
