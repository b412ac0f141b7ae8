import { spawn } from 'node:child_process';
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

// `npm run bench`: the feed against a bare route of the same server in the same run, as a ratio.
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const say = (line: string) => console.log(line);

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
say(`bench: preparing ${ROWS.toLocaleString('en')} dynamics on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
const database = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'db') });
if (databaseUrl) await database.runScript('drop schema public cascade; create schema public;');
await migrate(database);
await loadReferenceData(database, () => {});
await loadDemoContent(
  { config, database, db: database.db, replays: databaseReplayStore(database.db), media: localMediaStore(join(dataDir, 'media')) },
  () => {},
);
await seedFeed(database, ROWS, say);
await database.close();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    // Measure what production runs: no development-only response checks.
    CHECK_RESPONSES: '0',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 120) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 500));
  }
  const run = (title: string, opts: Partial<autocannon.Options>) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, title, ...opts });
  const feedBody = JSON.stringify({ sort: 'new', pageSize: 20 });
  // Warm both paths so JIT and caches are fair to each.
  await autocannon({ url: `${base}/healthz`, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url: `${base}/api/content/v1/pub/list`, method: 'POST', headers: { 'content-type': 'application/json' }, body: feedBody, connections: CONNECTIONS, duration: 2 });
  const bare = await run('bare /healthz', { url: `${base}/healthz` });
  const feed = await run('feed pub/list', {
    url: `${base}/api/content/v1/pub/list`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: feedBody,
  });
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  say('');
  say(`${ROWS.toLocaleString('en')} dynamics, ${CONNECTIONS} connections, ${SECONDS} s each, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  say(row('bare route /healthz', bare));
  say(row('feed /pub/list', feed));
  say(`ratio feed/bare: ${(feed.requests.average / bare.requests.average).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
