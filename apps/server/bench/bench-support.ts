import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadModuleDemos } from '../src/modules/index.ts';
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

async function recreate(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

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
    /** Migrated, with reference data and demo content, then `seed`'s rows. */
    async prepare(rows: number, seed: (database: Database) => Promise<void>) {
      const databaseUrl = databaseUrlFor(rows);
      const dir = join(dataDir, String(rows));
      if (databaseUrl) await recreate(databaseUrl);
      await mkdir(dir, { recursive: true });
      const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
      const database = await openDatabase({ databaseUrl, dataDir: join(dir, 'db') });
      try {
        await migrate(database);
        await loadReferenceData(database, () => {});
        const ctx = {
          config,
          database,
          db: database.db,
          replays: databaseReplayStore(database.db),
          media: localMediaStore(join(dir, 'media')),
        };
        await loadModuleDemos(ctx, () => {});
        await seed(database);
      } finally {
        await database.close();
      }
    },
    startServer(rows: number, port: number): ChildProcess {
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
