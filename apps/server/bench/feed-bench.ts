import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadDemoContent } from '../src/demo/load-demo-content.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { databaseReplayStore } from '../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';
import { seedFeed } from './seed-feed.ts';

// `npm run bench`: the feed at each size of BENCH_SIZES (default 10,000 and 1,000,000 dynamics), each against a
// bare route of the same server in the same run, as a ratio; then the large size's p99 against the small one's.
// Keyset pages on an index should not care how long the table is. Use BENCH_DATABASE_URL for PostgreSQL.
const SIZES = (process.env.BENCH_SIZES ?? process.env.BENCH_ROWS ?? '10000,1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isFinite(n) && n > 0)
  .sort((a, b) => a - b);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const say = (line: string) => console.log(line);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });

async function prepare(first: boolean, rows: number) {
  const database = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'db') });
  try {
    if (first) {
      if (databaseUrl) await database.runScript('drop schema public cascade; create schema public;');
      await migrate(database);
      await loadReferenceData(database, () => {});
      const ctx = { config, database, db: database.db, replays: databaseReplayStore(database.db), media: localMediaStore(join(dataDir, 'media')) };
      await loadDemoContent(ctx, () => {});
    }
    say(`bench: preparing ${rows.toLocaleString('en')} dynamics on ${engine}`);
    await seedFeed(database, rows, say);
  } finally {
    await database.close();
  }
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
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

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function measure(rows: number) {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 240) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 500));
  }
  const feedBody = JSON.stringify({ sort: 'new', pageSize: 20 });
  const feedOpts = { url: `${base}/api/content/v1/pub/list`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: feedBody };
  const run = (title: string, opts: Partial<autocannon.Options>) => autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, title, ...opts });
  // Warm both paths so JIT and caches are fair to each.
  await autocannon({ url: `${base}/healthz`, connections: CONNECTIONS, duration: 2 });
  await autocannon({ ...feedOpts, connections: CONNECTIONS, duration: 3 });
  const bare = await run('bare /healthz', { url: `${base}/healthz` });
  const feed = await run('feed pub/list', feedOpts);
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  say('');
  say(`${rows.toLocaleString('en')} dynamics, ${CONNECTIONS} connections, ${SECONDS} s each, ${engine}`);
  say(row('bare route /healthz', bare));
  say(row('feed /pub/list', feed));
  say(`ratio feed/bare: ${(feed.requests.average / bare.requests.average).toFixed(2)}`);
  say('');
  return feed;
}

const results: { rows: number; feed: autocannon.Result }[] = [];
try {
  for (const [i, rows] of SIZES.entries()) {
    await prepare(i === 0, rows);
    const server = startServer();
    try {
      results.push({ rows, feed: await measure(rows) });
    } finally {
      await stopServer(server);
    }
  }
  const small = results[0];
  const large = results.at(-1);
  if (small && large && large !== small) {
    // autocannon reports whole milliseconds: a 0 ms p99 counts as 1 so the ratio stays meaningful.
    const ratio = Math.max(large.feed.latency.p99, 1) / Math.max(small.feed.latency.p99, 1);
    say(`feed p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.feed.latency.p99} ms vs ${small.feed.latency.p99} ms, ${ratio.toFixed(2)}× (budget 1.3×)`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
