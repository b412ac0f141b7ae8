import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Builds the web app when its output is missing or older than any source it is made from.
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/console',
  'apps/web/vite.console.config.ts',
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

function builtWithDevTools(dist) {
  try {
    return JSON.parse(readFileSync(join(dist, 'build-mode.json'), 'utf8')).devTools === true;
  } catch {
    return false;
  }
}

/**
 * Builds the web app when its output is missing, older than a source, or of the other mode: development (any
 * NODE_ENV but production) gets /dev and the simulators; production never does.
 */
export function ensureWebBuild(root, { force = false, devTools = process.env.NODE_ENV !== 'production' } = {}) {
  const dist = join(root, 'apps/web/dist');
  const index = join(dist, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const stale =
    force || built === 0 || builtWithDevTools(dist) !== devTools || SOURCES.some((p) => newest(join(root, p)) > built);
  if (!stale) return false;
  console.log(`web: building the app (vite${devTools ? ', with the development tools at /dev' : ''})…`);
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    // NODE_ENV=production: React's production build either way (Vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production', DEV_TOOLS: devTools ? '1' : '0' },
  });
  return true;
}
