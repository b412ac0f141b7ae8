import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadModuleDemos } from '../src/modules/index.ts';
import { createSessionCache } from '../src/platform/auth/session-cache.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { databaseReplayStore } from '../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';

// What every bench shares: its settings, a database and data directory per size, the server started as production
// runs it, and the median of alternating rounds.
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const BASE_PORT = Number(process.env.BENCH_PORT ?? 3901);
const baseUrl = process.env.BENCH_DATABASE_URL;
export const engine = baseUrl ? 'PostgreSQL' : 'PGlite';
export const say = (line: string) => console.log(line);

/** Sizes from a comma-separated setting, smallest first. */
export const sizesFrom = (value: string) =>
  value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n > 0)
    .sort((a, b) => a - b);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// BENCH_REUSE=1 (PostgreSQL only): a database a finished seed marked is used again as it is, so a second run at
// 1,000,000 rows does not seed for minutes again. Anything else starts from an empty database.
const REUSE = process.env.BENCH_REUSE === '1';
const SEEDED = 'bench: seeded';

async function admin<T>(url: string, work: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Whether the database is there from a finished seed (when BENCH_REUSE allows it); else made empty. */
async function recreate(url: string): Promise<boolean> {
  return admin(url, async (client, name) => {
    if (REUSE) {
      const seeded = await client.query(
        `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
        [name],
      );
      if (seeded.rows[0]?.note === SEEDED) return true;
    }
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return false;
  });
}

const markSeeded = (url: string) =>
  admin(url, (client, name) => client.query(`comment on database ${name} is '${SEEDED}'`));

/** One bench's sizes: `label` names its databases beside BENCH_DATABASE_URL's (bench_<label><rows>). */
let bundleBuilt = false;

export async function benchSizes(label: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
  const databaseUrlFor = (rows: number): string | undefined => {
    if (!baseUrl) return undefined;
    const u = new URL(baseUrl);
    u.pathname = `/${u.pathname.slice(1) || 'bench'}_${label}${rows}`;
    return u.toString();
  };
  return {
    dataDir,
    databaseUrlFor,
    /**
     * Migrated, with reference data and demo content, then `seed`'s rows; then `after` (every run, reused or not),
     * whose answer it returns.
     */
    async prepare<T = void>(
      rows: number,
      seed: (database: Database) => Promise<void>,
      after?: (database: Database) => Promise<T>,
    ): Promise<T | undefined> {
      const databaseUrl = databaseUrlFor(rows);
      const dir = join(dataDir, String(rows));
      const reused = databaseUrl ? await recreate(databaseUrl) : false;
      await mkdir(dir, { recursive: true });
      const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
      const database = await openDatabase({ databaseUrl, dataDir: join(dir, 'db') });
      try {
        await migrate(database);
        if (!reused) {
          await loadReferenceData(database, () => {});
          const ctx = {
            config,
            database,
            db: database.db,
            replays: databaseReplayStore(database.db),
            media: localMediaStore(join(dir, 'media')),
            sessions: createSessionCache({ namespace: '' }),
          };
          await loadModuleDemos(ctx, () => {});
          await seed(database);
          if (databaseUrl) await markSeeded(databaseUrl);
        }
        return after ? await after(database) : undefined;
      } finally {
        await database.close();
      }
    },
    /** The database of `rows` as prepare left it (on PGlite, only while no server has it open). */
    open(rows: number): Promise<Database> {
      return openDatabase({ databaseUrl: databaseUrlFor(rows), dataDir: join(dataDir, String(rows), 'db') });
    },
    /**
     * The feed's raw-SQL anchor beside the server of `rows` (raw-feed-server.ts): on PostgreSQL the same database,
     * on PGlite a copy of its directory made now, before the server opens it (PGlite opens a directory once).
     */
    async startRawFeed(rows: number, port: number): Promise<ChildProcess> {
      const databaseUrl = databaseUrlFor(rows);
      const dir = join(dataDir, String(rows));
      if (!databaseUrl) await cp(join(dir, 'db'), join(dir, 'raw-db'), { recursive: true });
      return spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/raw-feed-server.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          ...(databaseUrl ? { RAW_DATABASE_URL: databaseUrl } : { RAW_PGLITE_DIR: join(dir, 'raw-db') }),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    },
    startServer(rows: number, port: number, env: Record<string, string> = {}): ChildProcess {
      const databaseUrl = databaseUrlFor(rows);
      // What production runs: the compiled bundle (decision 0011), rebuilt here so it is never older than the sources.
      if (!bundleBuilt) execFileSync(process.execPath, ['scripts/server-build.mjs'], { stdio: 'inherit' });
      bundleBuilt = true;
      return spawn(process.execPath, ['apps/server/dist/main.js'], {
        env: {
          ...process.env,
          DATA_DIR: join(dataDir, String(rows)),
          PORT: String(port),
          SANDBOX_PORT: '0',
          LOG_LEVEL: 'warn',
          DEMO: '0',
          // Measure what production runs: no development-only response checks.
          CHECK_RESPONSES: '0',
          RATE_LIMIT_PER_MINUTE: '100000000',
          ...env,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    },
  };
}

export async function ready(base: string) {
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (i > 240) throw new Error(`${base} did not become ready`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
