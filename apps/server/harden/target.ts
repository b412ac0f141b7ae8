import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { loadDemo } from '../src/seed/index.ts';
import { createSessionCache } from '../src/platform/auth/session-cache.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { databaseReplayStore } from '../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';
import { ACTIONS } from '../src/platform/http/action-limits.ts';

// Real servers for the harness, started as the bench starts them: the data is prepared in this process (migrations,
// reference data, demo content, users), then `apps/server/src/main.ts` runs as a child on a free loopback port.

export type Engine = 'pglite' | 'postgres';

export interface Store {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string;
}

const MAIN = join(process.cwd(), 'apps/server/src/main.ts');

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database beside the one `baseUrl` names. */
export async function freshPostgres(baseUrl: string, name: string): Promise<string> {
  const safe = name.replace(/[^a-z0-9_]/g, '_');
  await adminQuery(baseUrl, `drop database if exists ${safe} with (force)`);
  await adminQuery(baseUrl, `create database ${safe}`);
  return withDatabase(baseUrl, safe);
}

export async function dropPostgres(url: string) {
  const name = new URL(url).pathname.slice(1);
  await adminQuery(url, `drop database if exists ${name} with (force)`).catch(() => {});
}

export function openStore(store: Store, poolSize = 2): Promise<Database> {
  return openDatabase({ databaseUrl: store.databaseUrl, dataDir: join(store.dataDir, 'db'), poolSize });
}

/** Migrations, reference data and (unless `demo` is false) the demo content; then `then` with the database open. */
export async function prepareStore<T>(
  store: Store,
  then: (database: Database) => Promise<T>,
  options: { demo?: boolean } = {},
): Promise<T> {
  const database = await openStore(store);
  try {
    await migrate(database);
    await loadReferenceData(database, () => {});
    if (options.demo !== false) {
      const config = loadConfig({ DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl, LOG_LEVEL: 'warn' });
      await loadDemo(
        {
          config,
          database,
          db: database.db,
          replays: databaseReplayStore(database.db),
          media: localMediaStore(join(store.dataDir, 'media')),
          sessions: createSessionCache({ namespace: '' }),
        },
        () => {},
      );
    }
    return await then(database);
  } finally {
    await database.close();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the base URL once the server says it is ready; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Limits lifted for the sections that load the server (F1, F2, I1, A2, L1): they prove durability and answers, not the
 * limiter (S1 and the API tests do), and a capped write (publish is 5 a minute) is one that never reaches the database.
 */
export const NO_LIMITS: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  ACTION_LIMITS: ACTIONS.map((a) => `${a}=100000000`).join(','),
};

export function startServerProcess(store: Store, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      SANDBOX_PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO: '0',
      DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += d.toString();
    if (output.length > 4_000_000) output = output.slice(-2_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = output.match(/ready: open (http:\/\/\S+?)\/speakTopic/)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url.replace('localhost', '127.0.0.1'));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before ready:\n${output.slice(-2000)}`));
    });
  });
  ready.catch(() => {});
  return {
    child,
    ready,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timeout);
      return code;
    },
  };
}
