import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/platform/db/schema.ts';
import { loadDemo } from '../src/seed/index.ts';
import { createSessionCache } from '../src/platform/auth/session-cache.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { databaseReplayStore } from '../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';
import { measure, startAnchor, startServerProcess, type ChildServer } from './anchor-process.ts';
import type { RawQuery } from './raw-sql-server.ts';
import type { SameBytes } from './same-bytes-server.ts';

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
          await loadDemo(ctx, () => {});
          await seed(database);
          // Every table vacuumed and analyzed, as a production database's autovacuum keeps them (PostgreSQL 13 and
          // later vacuum a table after inserts too). A PostgreSQL with autovacuum off, as CI's is, would otherwise
          // plan the small tables a seed never analyzes, users and media_files among them, as if empty, and read the
          // heap behind every index-only scan (no visibility map: 315 heap fetches in a following page), for us and
          // the anchors alike.
          await sql`vacuum analyze`.execute(database.db);
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
     * The raw-SQL anchor of `rows` (raw-sql-server.ts) in a process of its own: on PostgreSQL the same database, on
     * PGlite a copy of its directory made now, before the server opens it (PGlite opens a directory once).
     */
    async startRawSql(rows: number, queries: RawQuery[] = []): Promise<ChildServer> {
      const databaseUrl = databaseUrlFor(rows);
      const dir = join(dataDir, String(rows));
      if (!databaseUrl) await cp(join(dir, 'db'), join(dir, 'raw-db'), { recursive: true });
      const file = join(dir, 'raw-queries.json');
      await writeFile(file, JSON.stringify(queries));
      return startAnchor(`raw SQL (${rows})`, 'apps/server/bench/raw-sql-server.ts', {
        RAW_QUERIES_FILE: file,
        ...(databaseUrl ? { RAW_DATABASE_URL: databaseUrl } : { RAW_PGLITE_DIR: join(dir, 'raw-db') }),
      });
    },
    /** The server under test as production runs it, in a process of its own; resolves once it is ready. */
    async startServer(rows: number, port: number, env: Record<string, string> = {}): Promise<ChildServer> {
      const databaseUrl = databaseUrlFor(rows);
      // What production runs: the compiled bundle (decision 0011), rebuilt here so it is never older than the sources.
      if (!bundleBuilt) execFileSync(process.execPath, ['scripts/server-build.mjs'], { stdio: 'inherit' });
      bundleBuilt = true;
      const server = await startServerProcess(`our server (${rows})`, ['apps/server/dist/main.js'], port, {
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
      });
      if (databaseUrl) await backgroundWorkDone(databaseUrl);
      return server;
    },
  };
}

/**
 * Waits until the server's start-up work in the background is done: each start walks the owners' rows for any the
 * search index lacks (search-reindex-job.ts), which at a million rows takes the server's CPU for a while and would
 * be measured as the bench's first rounds. (On PGlite the server holds the database alone: nothing to ask.)
 */
async function backgroundWorkDone(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rowCount } = await client.query(
        `select 1 from jobs where kind = 'search.reindex' and status in ('queued', 'running') limit 1`,
      );
      if (!rowCount) break;
      if (Date.now() - started > 600_000) throw new Error('the search re-index was still running after 10 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
  const waited = (Date.now() - started) / 1000;
  if (waited >= 1) say(`bench: waited ${waited.toFixed(1)} s for the server's start-up search re-index`);
}

/** The machine's load as the bench saw it: a loaded machine's figures are read as such. */
export const machineLoad = () => {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) on ${availableParallelism()} cpus`;
};

export type Stat = ReturnType<typeof stat>;
/** A run's medians over its rounds, and every error and non-2xx answer of them. */
export const stat = (rs: autocannon.Result[]) => ({
  rps: median(rs.map((r) => r.requests.average)),
  p50: median(rs.map((r) => r.latency.p50)),
  p99: median(rs.map((r) => r.latency.p99)),
  errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
});
const n = (x: number) => Math.round(x).toLocaleString('en');
const figures = (s: Stat) =>
  `${n(s.rps)} req/s p50 ${s.p50} ms p99 ${s.p99} ms${s.errors ? ` errors ${s.errors}` : ''}`;

/**
 * One comparison, the way every bench prints it: the median of the paired rounds' ratios, the target, and both sides'
 * own figures. With `p99Budget`, our p99 against that multiple of the anchor's (an anchor's under 1 ms counts as 1: below
 * that the event loop's own jitter decides).
 */
export function compareLine(
  name: string,
  ratios: number[],
  target: number,
  ours: Stat,
  anchorName: string,
  anchor: Stat,
  p99Budget?: number,
) {
  // Shown cut (not rounded) to two places, so a ratio shown as the target has met it.
  const ratio = Math.floor(median(ratios) * 100) / 100;
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  let line = `${name} ${ratio.toFixed(2)} of ${anchorName} (target ≥ ${target.toFixed(2)}, ${mark(ratio >= target)})`;
  if (p99Budget) {
    const allowed = Math.max(anchor.p99, 1) * p99Budget;
    line += `, p99 ${ours.p99} ms vs ≤ ${allowed.toFixed(1)} ms (${p99Budget}× its p99, ${mark(ours.p99 <= allowed)})`;
  }
  const rounds = ratios.length > 1 ? `  rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}` : '';
  return `${line}\n    ours ${figures(ours)} | ${anchorName} ${figures(anchor)}${rounds}`;
}

/**
 * One paired round: ours and its anchor back to back (their order swapped every other round, so neither always runs
 * on the warmer machine), each in a process of its own; the ratio of their throughputs.
 */
export async function pairedRound(round: number, ours: autocannon.Options, anchor: autocannon.Options) {
  const run = (o: autocannon.Options) => measure({ connections: CONNECTIONS, duration: SECONDS, ...o });
  let a: autocannon.Result;
  let b: autocannon.Result;
  if (round % 2 === 0) {
    a = await run(ours);
    b = await run(anchor);
  } else {
    b = await run(anchor);
    a = await run(ours);
  }
  return { ours: a, anchor: b, ratio: a.requests.average / b.requests.average };
}

/** The bytes and the content headers of an answer as they come off the wire (fetch would undo the compression). */
export const wireAnswer = (
  path: string,
  opts: { url: string; method?: string; headers: Record<string, string>; body?: string },
) =>
  new Promise<SameBytes>((resolve, reject) => {
    const method = opts.method === 'POST' ? 'POST' : 'GET';
    const req = httpRequest(opts.url, { method, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'vary'])
          if (typeof res.headers[name] === 'string') headers[name] = res.headers[name];
        resolve({ method, path, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });

/** The bare routes answering `answers` (same-bytes-server.ts), in a process of their own. */
export async function startSameBytes(dir: string, answers: SameBytes[]): Promise<ChildServer> {
  const file = join(dir, `same-bytes-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(answers));
  return startAnchor('same bytes', 'apps/server/bench/same-bytes-server.ts', { SAME_BYTES_FILE: file });
}

/**
 * A hot list's raw-SQL anchor (raw-sql-server.ts) from our own code: `run` pages the list through its repository on
 * `db` once, and the anchor runs the very SQL and parameters it sent (its last query, as Kysely compiles it for
 * PostgreSQL), so the anchor's query is never a hand-made copy that drifts from ours.
 */
export async function capturedQuery(
  db: Kysely<DB>,
  path: string,
  limit: number,
  run: (db: Kysely<DB>) => Promise<unknown>,
): Promise<RawQuery> {
  const seen: RawQuery[] = [];
  // At the executor, where every query arrives compiled with its values: a list whose query Kysely compiled once per
  // shape (platform/db/query-shapes.ts) fills in this request's values after compiling, so a plugin would see none.
  const spy = db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
  const executor = spy.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = ((compiled: CompiledQuery, ...rest: unknown[]) => {
    seen.push({ path, sql: compiled.sql, parameters: [...compiled.parameters], limit });
    return (execute as (...args: unknown[]) => ReturnType<typeof execute>)(compiled, ...rest);
  }) as typeof executor.executeQuery;
  await run(spy);
  const last = seen.at(-1);
  if (!last) throw new Error(`${path}: the list ran no query`);
  return last;
}

/**
 * A raw-SQL anchor that answered fewer rows than our list would be measuring less work: both first pages must match
 * (`read` finds our page in our answer: its body, unless the answer is sealed).
 */
export async function sameRowCount(
  ours: { url: string; method?: string; headers?: Record<string, string>; body?: string },
  rawUrl: string,
  read: (answer: unknown) => { rows?: unknown[] } = (answer) => (answer as { body: { rows?: unknown[] } }).body,
) {
  const a = read(await fetch(ours.url, ours).then((r) => r.json()));
  const b = (await fetch(rawUrl).then((r) => r.json())) as { rows?: unknown[] };
  if (!b.rows) throw new Error(`${rawUrl} failed: ${JSON.stringify(b)}`);
  const n = a.rows?.length ?? 0;
  if (n === 0 || b.rows.length !== n)
    throw new Error(`${rawUrl} answers ${b.rows.length} rows where ${ours.url} answers ${n}`);
}

/** A process's user and system CPU time so far, in milliseconds (Linux /proc; clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
