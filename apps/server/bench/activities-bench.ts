import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadModuleDemos } from '../src/modules/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { databaseReplayStore } from '../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';
import { seedActivities } from './seed-activities.ts';

// `npm run bench`, second part: the activity square (/api/community/v1/activity/list, upcoming, soonest first) at
// each size of BENCH_ACTIVITY_SIZES (default 10,000 and 100,000 activities), beside the bare route of the same
// server, in alternating rounds as the feed bench does. The square is a keyset page on (start_at, id): the large
// size's p99 is compared with the small one's.
// BENCH_DATABASE_URL: PostgreSQL (a database per size is made beside the one named); PGlite otherwise.
const SIZES = (process.env.BENCH_ACTIVITY_SIZES ?? '10000,100000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isFinite(n) && n > 0)
  .sort((a, b) => a - b);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 10;
const baseUrl = process.env.BENCH_DATABASE_URL;
const engine = baseUrl ? 'PostgreSQL' : 'PGlite';
const say = (line: string) => console.log(line);

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));

function databaseUrlFor(rows: number): string | undefined {
  if (!baseUrl) return undefined;
  const u = new URL(baseUrl);
  u.pathname = `/${u.pathname.slice(1) || 'bench'}_act_${rows}`;
  return u.toString();
}

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

async function prepare(rows: number) {
  const databaseUrl = databaseUrlFor(rows);
  const dir = join(dataDir, String(rows));
  if (databaseUrl) await recreate(databaseUrl);
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
    say(`bench: preparing ${rows.toLocaleString('en')} activities on ${engine}`);
    await seedActivities(database, rows, say);
  } finally {
    await database.close();
  }
}

function startServer(rows: number, port: number): ChildProcess {
  const databaseUrl = databaseUrlFor(rows);
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
}

async function ready(base: string) {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 240) throw new Error(`${base} did not become ready`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const feedOpts = (base: string) => ({
  url: `${base}/api/community/v1/activity/list`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ pageSize: 20 }),
});

const servers: ChildProcess[] = [];
try {
  for (const rows of SIZES) await prepare(rows);
  const targets = SIZES.map((rows, i) => ({
    rows,
    base: `http://127.0.0.1:${PORT + i}`,
    feed: [] as autocannon.Result[],
    bare: [] as autocannon.Result[],
  }));
  for (const [i, t] of targets.entries()) servers.push(startServer(t.rows, PORT + i));
  for (const t of targets) {
    await ready(t.base);
    // Warm both paths so JIT and caches are fair to each.
    await autocannon({ url: `${t.base}/healthz`, connections: CONNECTIONS, duration: 2 });
    await autocannon({ ...feedOpts(t.base), connections: CONNECTIONS, duration: 3 });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      t.bare.push(await autocannon({ url: `${t.base}/healthz`, connections: CONNECTIONS, duration: SECONDS }));
      t.feed.push(await autocannon({ ...feedOpts(t.base), connections: CONNECTIONS, duration: SECONDS }));
    }
  }
  say('');
  say(`${engine}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; medians of the rounds`);
  const stat = (rs: autocannon.Result[]) => ({
    rps: median(rs.map((r) => r.requests.average)),
    p50: median(rs.map((r) => r.latency.p50)),
    p99: median(rs.map((r) => r.latency.p99)),
    errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
  });
  const line = (name: string, s: ReturnType<typeof stat>) =>
    `${name.padEnd(34)} ${s.rps.toFixed(0).padStart(7)} req/s   p50 ${String(s.p50).padStart(4)} ms   p99 ${String(s.p99).padStart(4)} ms   errors ${s.errors}`;
  const summary = targets.map((t) => ({ rows: t.rows, bare: stat(t.bare), feed: stat(t.feed) }));
  for (const s of summary) {
    say(line(`bare /healthz (${s.rows.toLocaleString('en')})`, s.bare));
    say(line(`square /activity/list, ${s.rows.toLocaleString('en')}`, s.feed));
    say(`ratio square/bare: ${(s.feed.rps / s.bare.rps).toFixed(2)}`);
  }
  const small = summary[0];
  const large = summary.at(-1);
  if (small && large && large !== small) {
    // autocannon reports whole milliseconds: a 0 ms p99 counts as 1 so the ratio stays meaningful.
    const ratio = Math.max(large.feed.p99, 1) / Math.max(small.feed.p99, 1);
    say(
      `square p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.feed.p99} ms vs ${small.feed.p99} ms, ${ratio.toFixed(2)}× (budget 1.3×)`,
    );
  }
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))));
  await rm(dataDir, { recursive: true, force: true });
}
