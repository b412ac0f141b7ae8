import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './system-deps.mjs';
import { ensureWebBuild } from './web-build.mjs';

// `npm test`: everything — unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end-to-end in Chromium.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureSystemDeps();
ensureWebBuild(root);
const args = ['vitest', 'run', ...process.argv.slice(2)];
const result = spawnSync('npx', args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
});
process.exit(result.status ?? 1);
