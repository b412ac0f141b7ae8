import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { measure, stopAll } from './anchor-process.ts';
import { seedActivities } from './seed-activities.ts';
import {
  BASE_PORT,
  benchSizes,
  CONNECTIONS,
  engine,
  machineLoad,
  median,
  ROUNDS,
  say,
  SECONDS,
  sizesFrom,
} from './bench-support.ts';

// `npm run bench`, second part: the activity square (/api/community/v1/activity/list, upcoming, soonest first) at
// each size of BENCH_ACTIVITY_SIZES (default 10,000 and 100,000 activities), beside the bare route of the same
// server, in alternating rounds as the feed bench does. The square is a keyset page on (start_at, id): the large
// size's p99 is compared with the small one's.
// BENCH_DATABASE_URL: PostgreSQL (a database per size is made beside the one named); PGlite otherwise.
const SIZES = sizesFrom(process.env.BENCH_ACTIVITY_SIZES ?? '10000,100000');
const PORT = BASE_PORT + 10;
const sizes = await benchSizes('act_');
const dataDir = sizes.dataDir;
const startServer = sizes.startServer;
const prepare = (rows: number) =>
  sizes.prepare(rows, async (database) => {
    say(`bench: preparing ${rows.toLocaleString('en')} activities on ${engine}`);
    await seedActivities(database, rows, say);
  });

const feedOpts = (base: string) => ({
  url: `${base}/api/community/v1/activity/list`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ pageSize: 20 }),
});

try {
  say(`activities bench: ${machineLoad()}`);
  for (const rows of SIZES) await prepare(rows);
  const targets = SIZES.map((rows, i) => ({
    rows,
    base: `http://127.0.0.1:${PORT + i}`,
    feed: [] as autocannon.Result[],
    bare: [] as autocannon.Result[],
  }));
  for (const [i, t] of targets.entries()) await startServer(t.rows, PORT + i);
  for (const t of targets) {
    // Warm both paths so JIT and caches are fair to each.
    await measure({ url: `${t.base}/healthz`, connections: CONNECTIONS, duration: 2 });
    await measure({ ...feedOpts(t.base), connections: CONNECTIONS, duration: 3 });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      t.bare.push(await measure({ url: `${t.base}/healthz`, connections: CONNECTIONS, duration: SECONDS }));
      t.feed.push(await measure({ ...feedOpts(t.base), connections: CONNECTIONS, duration: SECONDS }));
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
  say(`activities bench: ${machineLoad()}`);
} finally {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
