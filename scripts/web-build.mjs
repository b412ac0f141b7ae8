import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Builds the web app when its output is missing or older than any source it is made from.
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  'packages/rules/src',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function ensureWebBuild(root, { force = false } = {}) {
  const index = join(root, 'apps/web/dist/index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const stale = force || built === 0 || SOURCES.some((p) => newest(join(root, p)) > built);
  if (!stale) return false;
  console.log('web: building the app (vite)…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: 'inherit' });
  return true;
}
