import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point: a lock on DATA_DIR, configuration errors, SIGTERM (from the sources, as `npm run dev` runs
// it), and the compiled bundle `npm start` runs (decision 0011).
const MAIN = join(process.cwd(), 'apps/server/src/main.ts');
const SOURCES = ['--import', 'tsx', MAIN];
const children: ChildProcess[] = [];
const dirs: string[] = [];

function start(env: Record<string, string>, args = SOURCES) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DEMO: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = output.match(/ready: open (http:\/\/\S+?)\/speakTopic/)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url);
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before ready:\n${output}`));
    });
  });
  // A start that is expected to fail never awaits `ready`: mark its rejection as handled.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'app-proc-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses a second start on the same DATA_DIR with a message, and stops cleanly on SIGTERM', async () => {
    const dataDir = await tempDir();
    const first = start({ DATA_DIR: dataDir, PORT: '0' });
    const url = await first.ready;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const second = start({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // The lock went with it: the directory can be used again.
    const third = start({ DATA_DIR: dataDir, PORT: '0' });
    await third.ready;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);

  // docs/reliability.md: a lock left by a crashed server must not stop the restart, even when its pid now belongs to
  // another live process (pid reuse) or names a zombie; only a live server holding the directory refuses.
  it.each([
    ['the test runner', process.pid],
    ['pid 1', 1],
  ])(
    'takes over a stale lock whose pid is now %s',
    async (_label, pid) => {
      const dataDir = await tempDir();
      await writeFile(join(dataDir, 'server.lock'), String(pid));
      const server = start({ DATA_DIR: dataDir, PORT: '0' });
      await server.ready;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    90_000,
  );

  it('restarts at once after a crash (SIGKILL), and two live servers still never share the directory', async () => {
    const dataDir = await tempDir();
    const crashed = start({ DATA_DIR: dataDir, PORT: '0' });
    await crashed.ready;
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    const restarted = start({ DATA_DIR: dataDir, PORT: '0' });
    await restarted.ready;
    const second = start({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('runs compiled: the bundle npm start builds starts, answers /healthz, and starts again on its data', async () => {
    execFileSync(process.execPath, ['scripts/server-build.mjs'], { stdio: 'pipe' });
    const compiled = ['--enable-source-maps', join(process.cwd(), 'apps/server/dist/main.js')];
    const dataDir = await tempDir();
    for (const round of ['first', 'second']) {
      const server = start({ DATA_DIR: dataDir, PORT: '0' }, compiled);
      const url = await server.ready;
      const health = await fetch(`${url}/healthz`);
      expect(health.status, round).toBe(200);
      expect(server.output()).toMatch(/ready: open \S+ \(started in [\d.]+ s, cpu [\d.]+ s\)/);
      if (round === 'second') expect(server.output()).toMatch(/migrations: up to date/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 180_000);

  it('stops at start with a message naming a wrong variable', async () => {
    const bad = start({ DATA_DIR: await tempDir(), PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
  });

  it('refuses production with the development salt', async () => {
    const bad = start({ DATA_DIR: await tempDir(), NODE_ENV: 'production' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/ENC_SALT/);
  });
});
