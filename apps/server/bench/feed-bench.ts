import { spawn, type ChildProcess } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { createSession } from '../src/platform/auth/tokens.ts';
import { seedFeed } from './seed-feed.ts';
import { BENCH_POIS, NEARBY_AT, seedPois } from './seed-pois.ts';
import {
  BASE_PORT,
  benchSizes,
  CONNECTIONS,
  engine,
  median,
  ready,
  ROUNDS,
  say,
  SECONDS,
  sizesFrom,
} from './bench-support.ts';

// `npm run bench`: the feed at each size of BENCH_SIZES (default 10,000 and 1,000,000 dynamics), one database and
// one server per size, all running at once. Rounds alternate between the sizes (and a bare route of each server),
// so a busy machine slows every size alike; each size reports the median of its rounds. Keyset pages on an index
// should not care how long the table is: the large size's p99 is compared with the small one's.
// BENCH_DATABASE_URL: PostgreSQL (a database per size is made beside the one named); PGlite otherwise.
const SIZES = sizesFrom(process.env.BENCH_SIZES ?? process.env.BENCH_ROWS ?? '10000,1000000');
const PORT = BASE_PORT;
const sizes = await benchSizes('');
const dataDir = sizes.dataDir;
const startServer = sizes.startServer;
// Answers a session token of a demo author, who has liked and collected demo posts: the signed-in feed asks for
// their marks on every row.
const prepare = (rows: number) =>
  sizes.prepare(
    rows,
    async (database) => {
      say(`bench: preparing ${rows.toLocaleString('en')} dynamics on ${engine}`);
      await seedFeed(database, rows, say);
      await seedPois(database, say);
    },
    async (database) => {
      const who = await sql<{ id: number }>`select id from users where is_demo order by id limit 1`.execute(
        database.db,
      );
      return createSession(database.db, who.rows[0]!.id);
    },
  );

// Every request, the anchors included, carries the Accept-Encoding a browser sends: what a phone asks for is what is
// measured (a stored answer goes out compressed; docs/decisions/0014-compressed-cached-answers.md).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const getOpts = (url: string) => ({ url, headers: BROWSER });
const postOpts = (url: string, body: unknown, token?: string) => ({
  url,
  method: 'POST' as const,
  headers: { ...BROWSER, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const feedOpts = (base: string, token?: string) =>
  postOpts(`${base}/api/content/v1/pub/list`, { sort: 'new', pageSize: 20 }, token);

// What is near a point: 100,000 POIs beside every feed size, 3 km around People's Square, 20 a page.
const nearbyOpts = (base: string) =>
  postOpts(`${base}/api/ls/v1/destination/circumjacentRecommend`, { ...NEARBY_AT, radius: 3000, pageSize: 20 });
// The other anonymous hot reads (docs/performance.md), each from the micro-cache: the topic square's columns, the
// newest post's detail, the nearest POI's detail.
const squareOpts = (base: string) => postOpts(`${base}/api/community/v1/topicSquare/queryColumn`, {});
const detailOpts = (base: string, id: string) => postOpts(`${base}/api/content/v1/pub/queryDetail`, { id });
const poiOpts = (base: string, poiId: number) => postOpts(`${base}/api/ls/v1/destination/poiInfo`, { poiId });
type HotRead = 'feed' | 'square' | 'detail' | 'poi';
const firstRow = async <T>(opts: ReturnType<typeof postOpts>) => {
  const answer = (await fetch(opts.url, opts).then((r) => r.json())) as { code: number; body: { rows: T[] } };
  if (answer.code !== 0 || !answer.body.rows[0]) throw new Error(`no first row at ${opts.url}`);
  return answer.body.rows[0];
};

// The anchor our /healthz is measured against: a bare Fastify route with no plugins and no hooks, in this process.
const bareApp = Fastify({ logger: false });
bareApp.get('/bare', () => ({ ok: true }));
const bareOpts = await bareApp.listen({ port: 0, host: '127.0.0.1' }).then((base) => getOpts(`${base}/bare`));
const anchor: autocannon.Result[] = [];

/** The bytes and the content headers of an answer as they come off the wire (fetch would undo the compression). */
const wireAnswer = (path: string, opts: ReturnType<typeof postOpts>) =>
  new Promise<{ path: string; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const req = httpRequest(opts.url, { method: 'POST', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'vary'])
          if (typeof res.headers[name] === 'string') headers[name] = res.headers[name];
        resolve({ path, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });

const servers: ChildProcess[] = [];
try {
  const tokens: string[] = [];
  for (const rows of SIZES) tokens.push((await prepare(rows))!);
  const targets = SIZES.map((rows, i) => ({
    rows,
    token: tokens[i]!,
    base: `http://127.0.0.1:${PORT + i}`,
    // The feed's raw-SQL anchor on the same database, beside each server (raw-feed-server.ts).
    rawBase: `http://127.0.0.1:${PORT + SIZES.length + i}`,
    feed: [] as autocannon.Result[],
    signedIn: [] as autocannon.Result[],
    raw: [] as autocannon.Result[],
    bare: [] as autocannon.Result[],
    nearby: [] as autocannon.Result[],
    square: [] as autocannon.Result[],
    detail: [] as autocannon.Result[],
    poi: [] as autocannon.Result[],
    // Each anonymous hot read's rounds as ratios to a /healthz run just before it (see the rounds below), and the
    // same for its floor: a bare route sending the same bytes (same-bytes-server.ts).
    paired: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, number[]>,
    floor: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, autocannon.Result[]>,
    floorPaired: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, number[]>,
    // The floor against a bare GET of /healthz's answer in the same process: Fastify's own POST-read-to-GET ratio.
    framework: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, number[]>,
    contentId: '',
    poiId: 0,
  }));
  for (const [i, t] of targets.entries()) {
    servers.push(await sizes.startRawFeed(t.rows, PORT + SIZES.length + i));
    servers.push(startServer(t.rows, PORT + i));
  }
  for (const t of targets) {
    await ready(t.base);
    await ready(t.rawBase);
    // A token the server does not take would quietly measure the anonymous (cached) feed instead.
    const me = await fetch(`${t.base}/api/service/content/v1/pvt/findContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
      body: '{}',
    }).then((r) => r.json() as Promise<{ code: number }>);
    if (me.code !== 0) throw new Error(`the bench session is not signed in: ${JSON.stringify(me)}`);
    t.contentId = (await firstRow<{ id: string }>(feedOpts(t.base))).id;
    t.poiId = (await firstRow<{ id: number }>(nearbyOpts(t.base))).id;
    // Warm every path so JIT and caches are fair to each.
    await autocannon({ ...getOpts(`${t.base}/healthz`), connections: CONNECTIONS, duration: 2 });
    await autocannon({ ...getOpts(`${t.rawBase}/raw-feed`), connections: CONNECTIONS, duration: 3 });
    await autocannon({ ...feedOpts(t.base), connections: CONNECTIONS, duration: 3 });
    await autocannon({ ...feedOpts(t.base, t.token), connections: CONNECTIONS, duration: 3 });
    await autocannon({ ...nearbyOpts(t.base), connections: CONNECTIONS, duration: 3 });
    for (const opts of [squareOpts(t.base), detailOpts(t.base, t.contentId), poiOpts(t.base, t.poiId)])
      await autocannon({ ...opts, connections: CONNECTIONS, duration: 2 });
  }
  // Each hot read's floor answers with the bytes the largest size's server sent for it.
  const hotOpts = (t: (typeof targets)[number]): Array<[HotRead, ReturnType<typeof postOpts>]> => [
    ['feed', feedOpts(t.base)],
    ['square', squareOpts(t.base)],
    ['detail', detailOpts(t.base, t.contentId)],
    ['poi', poiOpts(t.base, t.poiId)],
  ];
  const floorBase = `http://127.0.0.1:${PORT + 2 * SIZES.length}`;
  const captured = hotOpts(targets.at(-1)!);
  const sameBytes = await Promise.all(captured.map(([name, opts]) => wireAnswer(`/${name}`, opts)));
  const sameBytesFile = join(dataDir, 'same-bytes.json');
  await writeFile(sameBytesFile, JSON.stringify(sameBytes));
  servers.push(
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/same-bytes-server.ts'], {
      env: { ...process.env, PORT: String(PORT + 2 * SIZES.length), SAME_BYTES_FILE: sameBytesFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await ready(floorBase);
  // The same request (headers and body) sent to the floor's route of the same name.
  const floorOpts = new Map(captured.map(([name, opts]) => [name, { ...opts, url: `${floorBase}/${name}` }]));
  const floorKB = new Map(
    captured.map(([name], i) => [name, (Buffer.from(sameBytes[i]!.body, 'base64').length / 1024).toFixed(1)]),
  );
  await autocannon({ ...bareOpts, connections: CONNECTIONS, duration: 2 });
  for (const opts of floorOpts.values()) await autocannon({ ...opts, connections: CONNECTIONS, duration: 1 });
  for (let round = 0; round < ROUNDS; round++) {
    anchor.push(await autocannon({ ...bareOpts, connections: CONNECTIONS, duration: SECONDS }));
    for (const t of targets) {
      t.bare.push(await autocannon({ ...getOpts(`${t.base}/healthz`), connections: CONNECTIONS, duration: SECONDS }));
      t.raw.push(
        await autocannon({ ...getOpts(`${t.rawBase}/raw-feed`), connections: CONNECTIONS, duration: SECONDS }),
      );
      t.signedIn.push(await autocannon({ ...feedOpts(t.base, t.token), connections: CONNECTIONS, duration: SECONDS }));
      t.nearby.push(await autocannon({ ...nearbyOpts(t.base), connections: CONNECTIONS, duration: SECONDS }));
      // A shared machine's speed drifts within a round by more than the 20% these ratios are judged by: each hot read
      // is measured right after a /healthz run of its own, and its ratio is the median of those pairs.
      for (const [name, opts] of hotOpts(t)) {
        const healthz = await autocannon({
          ...getOpts(`${t.base}/healthz`),
          connections: CONNECTIONS,
          duration: SECONDS,
        });
        const read = await autocannon({ ...opts, connections: CONNECTIONS, duration: SECONDS });
        const same = await autocannon({ ...floorOpts.get(name)!, connections: CONNECTIONS, duration: SECONDS });
        const bareGet = await autocannon({
          ...getOpts(`${floorBase}/healthz`),
          connections: CONNECTIONS,
          duration: SECONDS,
        });
        t.framework[name].push(same.requests.average / bareGet.requests.average);
        t[name].push(read);
        t.floor[name].push(same);
        t.paired[name].push(read.requests.average / healthz.requests.average);
        t.floorPaired[name].push(same.requests.average / healthz.requests.average);
      }
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
  const summary = targets.map((t) => ({
    rows: t.rows,
    bare: stat(t.bare),
    raw: stat(t.raw),
    signedIn: stat(t.signedIn),
    feed: stat(t.feed),
    nearby: stat(t.nearby),
    square: stat(t.square),
    detail: stat(t.detail),
    poi: stat(t.poi),
    paired: t.paired,
    floor: t.floor,
    floorPaired: t.floorPaired,
    framework: t.framework,
  }));
  // A hot read's floor: the bare route sending its bytes, against the same /healthz runs, and the read against it.
  const sayFloor = (s: (typeof summary)[number], name: HotRead) => {
    const floor = stat(s.floor[name]);
    say(line(`  its floor: bare POST, same ${floorKB.get(name)} KB`, floor));
    say(
      `  ratio floor / our /healthz: ${pairedRatio(s.floorPaired[name])}; the read / its floor: ${(s[name].rps / floor.rps).toFixed(2)}`,
    );
    say(`  Fastify alone, this POST / a bare GET of /healthz's answer: ${pairedRatio(s.framework[name])}`);
  };
  // The median of a hot read's paired ratios, with each round's beside it.
  const pairedRatio = (ratios: number[]) =>
    `${median(ratios).toFixed(2)} (paired rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`;
  const bare = stat(anchor);
  say(line('bare Fastify route, no plugins', bare));
  for (const s of summary) {
    say(line(`our /healthz (${s.rows.toLocaleString('en')})`, s.bare));
    say(`ratio /healthz / bare Fastify: ${(s.bare.rps / bare.rps).toFixed(2)} (target ≥ 0.60)`);
    // Signed in: uncached and personalised (the viewer's like and collect marks, the authors they blocked left out),
    // so its honest anchor is the same first page as one raw query through pg (or PGlite) behind a bare route.
    say(line(`feed raw SQL anchor, ${s.rows.toLocaleString('en')}`, s.raw));
    say(line(`feed /pub/list signed in, ${s.rows.toLocaleString('en')}`, s.signedIn));
    say(
      `ratio signed-in feed / its raw SQL: ${(s.signedIn.rps / s.raw.rps).toFixed(2)} (target ≥ 0.60), p99 ${s.signedIn.p99} ms (target ≤ 15 ms)`,
    );
    // Anonymous: the first page comes from the micro-cache (a write empties it; platform/http/micro-cache.ts).
    say(line(`feed /pub/list anonymous, ${s.rows.toLocaleString('en')}`, s.feed));
    say(`ratio anonymous feed / our /healthz: ${pairedRatio(s.paired.feed)} (target ≥ 0.80)`);
    sayFloor(s, 'feed');
    say(line(`nearby, ${BENCH_POIS.toLocaleString('en')} POIs`, s.nearby));
    say(`ratio nearby/bare: ${(s.nearby.rps / s.bare.rps).toFixed(2)} (p99 budget 15 ms)`);
    for (const [name, r, pairs, hot] of [
      ['topic square columns, anonymous', s.square, s.paired.square, 'square'],
      ['content detail, anonymous', s.detail, s.paired.detail, 'detail'],
      ['POI detail, anonymous', s.poi, s.paired.poi, 'poi'],
    ] as const) {
      say(line(name, r));
      say(`ratio ${name.split(',')[0]} / our /healthz: ${pairedRatio(pairs)} (target ≥ 0.80)`);
      sayFloor(s, hot);
    }
  }
  const small = summary[0];
  const large = summary.at(-1);
  if (small && large && large !== small) {
    // autocannon reports whole milliseconds: a 0 ms p99 counts as 1 so the ratio stays meaningful.
    const ratio = Math.max(large.signedIn.p99, 1) / Math.max(small.signedIn.p99, 1);
    say(
      `signed-in feed p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.signedIn.p99} ms vs ${small.signedIn.p99} ms, ${ratio.toFixed(2)}× (budget 1.3×)`,
    );
    const anonymous = Math.max(large.feed.p99, 1) / Math.max(small.feed.p99, 1);
    say(
      `anonymous feed p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.feed.p99} ms vs ${small.feed.p99} ms, ${anonymous.toFixed(2)}× (budget 1.3×)`,
    );
  }
} finally {
  await bareApp.close();
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))));
  await rm(dataDir, { recursive: true, force: true });
}
