import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { findSquarePage } from '../src/modules/activities/activity-repository.ts';
import { measure, stopAll } from './anchor-process.ts';
import { seedActivities } from './seed-activities.ts';
import {
  BASE_PORT,
  benchSizes,
  capturedQuery,
  compareLine,
  CONNECTIONS,
  engine,
  machineLoad,
  pairedRound,
  sameRowCount,
  ROUNDS,
  say,
  SECONDS,
  sizesFrom,
  stat,
} from './bench-support.ts';

// `npm run bench`, second part: the activity square (/api/community/v1/activity/list, upcoming, soonest first) at
// each size of BENCH_ACTIVITY_SIZES (default 10,000 and 100,000 activities), beside its raw-SQL anchor (the very query
// the square runs, behind a bare route in a process of its own: raw-sql-server.ts), in paired rounds alternating
// between the sizes as the feed bench does. The square is a keyset page on (start_at, id): the large
// size's p99 is compared with the small one's.
// BENCH_DATABASE_URL: PostgreSQL (a database per size is made beside the one named); PGlite otherwise.
const SIZES = sizesFrom(process.env.BENCH_ACTIVITY_SIZES ?? '10000,100000');
const PORT = BASE_PORT + 10;
const sizes = await benchSizes('act_');
const dataDir = sizes.dataDir;
const startServer = sizes.startServer;
const prepare = (rows: number) =>
  sizes.prepare(
    rows,
    async (database) => {
      say(`bench: preparing ${rows.toLocaleString('en')} activities on ${engine}`);
      await seedActivities(database, rows, say);
    },
    // The anonymous square's first page (upcoming, soonest first, 20 a page) as our repository queries it.
    (database) =>
      capturedQuery(database.db, '/raw-square', 20, (db) => findSquarePage(db, { status: 'upcoming' }, null, null, 21)),
  );

const squareOpts = (base: string) => ({
  url: `${base}/api/community/v1/activity/list`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ pageSize: 20 }),
});

try {
  say(`activities bench: ${machineLoad()}`);
  const targets = [];
  for (const [i, rows] of SIZES.entries()) {
    const query = (await prepare(rows))!;
    const raw = await sizes.startRawSql(rows, [query]);
    const server = await startServer(rows, PORT + i);
    targets.push({
      rows,
      base: server.base,
      rawUrl: `${raw.base}/raw-square`,
      square: [] as autocannon.Result[],
      raw: [] as autocannon.Result[],
      paired: [] as number[],
    });
  }
  for (const t of targets) {
    await sameRowCount(squareOpts(t.base), t.rawUrl);
    // Warm both paths so JIT and caches are fair to each.
    await measure({ url: t.rawUrl, connections: CONNECTIONS, duration: 2 });
    await measure({ ...squareOpts(t.base), connections: CONNECTIONS, duration: 3 });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const r = await pairedRound(round, squareOpts(t.base), { url: t.rawUrl });
      t.square.push(r.ours);
      t.raw.push(r.anchor);
      t.paired.push(r.ratio);
    }
  }
  say('');
  say(`${engine}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; medians of the rounds`);
  const summary = targets.map((t) => ({ rows: t.rows, square: stat(t.square) }));
  for (const t of targets)
    say(
      compareLine(
        `activity square, ${t.rows.toLocaleString('en')}`,
        t.paired,
        0.75,
        stat(t.square),
        'raw SQL',
        stat(t.raw),
        1.3,
      ),
    );
  const small = summary[0];
  const large = summary.at(-1);
  if (small && large && large !== small) {
    // A p99 under 1 ms counts as 1 (below that the event loop's own jitter decides), so the ratio stays meaningful.
    const ratio = Math.max(large.square.p99, 1) / Math.max(small.square.p99, 1);
    say(
      `square p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.square.p99} ms vs ${small.square.p99} ms, ${ratio.toFixed(2)}× (budget 1.3×)`,
    );
  }
  say(`activities bench: ${machineLoad()}`);
} finally {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
