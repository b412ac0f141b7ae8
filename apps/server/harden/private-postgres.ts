import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A private PostgreSQL cluster for F2: initdb into a temporary directory, listening on a free loopback port only, so
// the harness can stop and start it without touching the shared server. Run as the postgres user when this process
// is root (PostgreSQL refuses root).

const run = promisify(execFile);
const BIN = process.env.HARDEN_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function asPostgres(cmd: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return run(file, argv, { timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'harden-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  await asPostgres(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) => asPostgres(join(BIN, 'pg_ctl'), ['-D', data, ...args]);
  const start = async () => {
    await ctl('-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stop() {
      await ctl('-m', 'fast', '-w', '-t', '60', 'stop');
    },
    async dispose() {
      await ctl('-m', 'immediate', '-w', '-t', '60', 'stop').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
