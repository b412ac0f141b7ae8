import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Journeys run against the real thing: the built web app served by the real server on a fresh database.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const DIST_INDEX = join(WEB, 'dist/index.html');
const DIST_MANIFEST = join(WEB, 'dist/.vite/manifest.json');
const DEV_PAGE = 'src/app/pages/dev.tsx';
/** Whatever the web build reads: a change in any of these makes dist stale. */
const WEB_INPUTS = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  // The service worker's own source (apps/web/build/service-worker.ts builds it with the app).
  join(WEB, 'service-worker'),
  join(WEB, 'build'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'console'),
  join(WEB, 'vite.console.config.ts'),
  join(WEB, 'package.json'),
  join(ROOT, 'packages/rules/src'),
  // The build takes the enc paths and the envelope from the contract.
  join(ROOT, 'packages/contract/src'),
];
// A loaded machine (several engineers' servers at once) can take longer: E2E_READY_TIMEOUT_MS raises it.
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS) || 120_000;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The journeys drive /dev and the browser simulators, which only a DEV_TOOLS=1 build contains. */
const hasDevTools = () => existsSync(DIST_MANIFEST) && readFileSync(DIST_MANIFEST, 'utf8').includes(DEV_PAGE);

function buildWebIfStale() {
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(...WEB_INPUTS.map(newestMtime));
  if (built > sources && hasDevTools()) return;
  const why = !built ? 'no build yet' : built > sources ? 'a build without the development tools' : 'sources changed';
  console.log(`e2e: building the web app (${why})…`);
  // Vitest sets NODE_ENV=test, and Vite would honour it with React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DEV_TOOLS: '1' },
  });
  if (result.status !== 0) {
    // A half-finished dist must not pass for fresh next time.
    rmSync(DIST_INDEX, { force: true });
    throw new Error(`e2e: web build failed\n${result.stdout}\n${result.stderr}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`e2e: the server exited (${child.exitCode ?? child.signalCode}) before it was ready\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`e2e: the server was not ready within ${READY_TIMEOUT_MS / 1000} s\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  buildWebIfStale();

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The injection journey publishes and comments 60 times within a minute as one user (one server serves every
      // file): the per-minute caps of those two actions are raised for this server only.
      ACTION_LIMITS: 'publish=1000,comment=1000',
      // Members made through the API (support/community.ts) each call from an address of their own, as the phones
      // they stand for would; the browser's own requests carry none and count as 127.0.0.1.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the failure message; the server's own log is noise when all goes well.
  child.stdout?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-20_000)));
  child.stderr?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-20_000)));

  try {
    await waitReady(baseUrl, child, () => output);
  } catch (err) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
