import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { commentsRequest, nearbyRequest } from '@app/contract';
import { open, seal } from '@app/contract/envelope';
import { listComments } from '../src/modules/community/comment-service.ts';
import { nearby } from '../src/modules/places/nearby-service.ts';
import { createSession } from '../src/platform/auth/tokens.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { commentedPost, seedComments } from './seed-comments.ts';
import { seedFeed } from './seed-feed.ts';
import { BENCH_POIS, NEARBY_AT, seedPois } from './seed-pois.ts';
import { measure, stopAll } from './anchor-process.ts';
import { newestAnchor } from './list-anchors.ts';
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
  startSameBytes,
  stat,
  wireAnswer,
} from './bench-support.ts';

// `npm run bench`: the feed at each size of BENCH_SIZES (default 10,000 and 1,000,000 dynamics), one database and
// one server per size, all running at once, each beside its anchors (docs/product/budgets.md): /healthz beside a bare
// GET answering its bytes, each cached anonymous read beside a bare POST answering its bytes, the signed-in feed
// beside its raw SQL. Every server and anchor runs in a process of its own, never in this one, which only loads them
// (anchor-process.ts). Rounds alternate between the sizes, so a busy machine slows every size alike; each comparison
// is the median of its rounds' paired ratios. Keyset pages on an index should not care how long the table is: the
// large size's p99 is compared with the small one's.
// BENCH_DATABASE_URL: PostgreSQL (a database per size is made beside the one named); PGlite otherwise.
const SIZES = sizesFrom(process.env.BENCH_SIZES ?? process.env.BENCH_ROWS ?? '10000,1000000');
const PORT = BASE_PORT;
const sizes = await benchSizes('');
const dataDir = sizes.dataDir;
const startServer = sizes.startServer;
// Answers a session token of a demo author, who has liked and collected demo posts (the signed-in feed asks for
// their marks on every row), and the raw-SQL anchors of the signed-in feed, nearby and the comments.
const prepare = (rows: number) =>
  sizes.prepare(
    rows,
    async (database) => {
      say(`bench: preparing ${rows.toLocaleString('en')} dynamics on ${engine}`);
      await seedFeed(database, rows, say);
      await seedPois(database, say);
      await seedComments(database, COMMENTS(rows), say);
    },
    async (database) => {
      const who = await sql<{ id: number }>`select id from users where is_demo order by id limit 1`.execute(
        database.db,
      );
      const post = await commentedPost(database.db);
      return {
        token: await createSession(database.db, who.rows[0]!.id),
        // The signed-in feed's raw-SQL anchor: the newest page with this viewer's like and collect marks, written by
        // hand as the lists bench's other feed sorts are (list-anchors.ts).
        feed: newestAnchor(who.rows[0]!.id),
        // Nearby's raw-SQL anchor: the very query our nearby service runs for the bench's request.
        nearby: await capturedQuery(database.db, '/raw-nearby', 20, (db) =>
          nearby({ db } as AppContext, nearbyRequest.parse(JSON.parse(nearbyOpts('').body))),
        ),
        // The comments' raw-SQL anchor: the query our comment list runs for an anonymous reader of that post.
        post,
        comments: await capturedQuery(database.db, '/raw-comments', 20, (db) =>
          listComments({ db } as AppContext, null, commentsRequest.parse(commentsPayload(post))),
        ),
      };
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
// The comments of a post, newest first, 20 a page, anonymous: an enveloped read (never cached), sealed afresh for
// each run (an envelope is good for five minutes). Under the oldest post, a tenth as many comments as the feed has
// dynamics (at most 100,000).
const COMMENTS = (rows: number) => Math.max(100, Math.min(100_000, Math.floor(rows / 10)));
const client = (({ ENC_APP_ID, ENC_SALT }) => ({ appId: ENC_APP_ID, salt: ENC_SALT }))(
  loadConfig({ ...process.env, DATA_DIR: dataDir }),
);
const commentsPayload = (post: number) => ({ targetType: 'content', targetId: String(post), pageSize: 20 });
const commentsOpts = (base: string, post: number) =>
  postOpts(`${base}/api/socialcontact/v1/comment/getByTargetId`, seal(commentsPayload(post), client));
const unseal = (answer: unknown) =>
  open(answer, (appId) => (appId === client.appId ? client.salt : undefined)).payload as { rows: unknown[] };
const firstRow = async <T>(opts: ReturnType<typeof postOpts>) => {
  const answer = (await fetch(opts.url, opts).then((r) => r.json())) as { code: number; body: { rows: T[] } };
  if (answer.code !== 0 || !answer.body.rows[0]) throw new Error(`no first row at ${opts.url}`);
  return answer.body.rows[0];
};

try {
  say(`feed bench: ${machineLoad()}`);
  const prepared: NonNullable<Awaited<ReturnType<typeof prepare>>>[] = [];
  for (const rows of SIZES) prepared.push((await prepare(rows))!);
  const targets = await Promise.all(
    SIZES.map(async (rows, i) => ({
      rows,
      token: prepared[i]!.token,
      // The raw-SQL anchors on the same database, then our server on it (PGlite: the anchors' copy is made first).
      rawBase: (await sizes.startRawSql(rows, [prepared[i]!.feed, prepared[i]!.nearby, prepared[i]!.comments])).base,
      post: prepared[i]!.post,
      base: (await startServer(rows, PORT + i)).base,
      healthz: [] as autocannon.Result[],
      bareGet: [] as autocannon.Result[],
      healthzPaired: [] as number[],
      signedIn: [] as autocannon.Result[],
      raw: [] as autocannon.Result[],
      rawPaired: [] as number[],
      nearby: [] as autocannon.Result[],
      rawNearby: [] as autocannon.Result[],
      nearbyPaired: [] as number[],
      comments: [] as autocannon.Result[],
      rawComments: [] as autocannon.Result[],
      commentsPaired: [] as number[],
      read: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, autocannon.Result[]>,
      floor: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, autocannon.Result[]>,
      floorPaired: { feed: [], square: [], detail: [], poi: [] } as Record<HotRead, number[]>,
      contentId: '',
      poiId: 0,
    })),
  );
  const warm = (opts: autocannon.Options, duration = 2) => measure({ ...opts, connections: CONNECTIONS, duration });
  for (const t of targets) {
    // A token the server does not take would quietly measure the anonymous (cached) feed instead.
    const me = await fetch(`${t.base}/api/service/content/v1/pvt/findContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
      body: '{}',
    }).then((r) => r.json() as Promise<{ code: number }>);
    if (me.code !== 0) throw new Error(`the bench session is not signed in: ${JSON.stringify(me)}`);
    t.contentId = (await firstRow<{ id: string }>(feedOpts(t.base))).id;
    t.poiId = (await firstRow<{ id: number }>(nearbyOpts(t.base))).id;
    await sameRowCount(feedOpts(t.base, t.token), `${t.rawBase}/raw-feed`);
    await sameRowCount(nearbyOpts(t.base), `${t.rawBase}/raw-nearby`);
    await sameRowCount(commentsOpts(t.base, t.post), `${t.rawBase}/raw-comments`, unseal);
    // Warm every path so JIT and caches are fair to each.
    await warm(getOpts(`${t.base}/healthz`));
    await warm(getOpts(`${t.rawBase}/raw-feed`), 3);
    await warm(feedOpts(t.base), 3);
    await warm(feedOpts(t.base, t.token), 3);
    await warm(nearbyOpts(t.base), 3);
    await warm(getOpts(`${t.rawBase}/raw-nearby`), 3);
    await warm(commentsOpts(t.base, t.post), 3);
    await warm(getOpts(`${t.rawBase}/raw-comments`), 3);
    for (const opts of [squareOpts(t.base), detailOpts(t.base, t.contentId), poiOpts(t.base, t.poiId)])
      await warm(opts);
  }
  // The bare anchors answer with the bytes the largest size's server sent: /healthz for the bare GET, each hot read
  // for its bare POST (same-bytes-server.ts, in a process of its own).
  const hotOpts = (t: (typeof targets)[number]): Array<[HotRead, ReturnType<typeof postOpts>]> => [
    ['feed', feedOpts(t.base)],
    ['square', squareOpts(t.base)],
    ['detail', detailOpts(t.base, t.contentId)],
    ['poi', poiOpts(t.base, t.poiId)],
  ];
  const largest = targets.at(-1)!;
  const captured = hotOpts(largest);
  const sameBytes = [
    await wireAnswer('/healthz', getOpts(`${largest.base}/healthz`)),
    ...(await Promise.all(captured.map(([name, opts]) => wireAnswer(`/${name}`, opts)))),
  ];
  const bare = await startSameBytes(dataDir, sameBytes);
  const bareGetOpts = getOpts(`${bare.base}/healthz`);
  // The same request (headers and body) sent to the bare route of the same name.
  const floorOpts = new Map(captured.map(([name, opts]) => [name, { ...opts, url: `${bare.base}/${name}` }]));
  const floorKB = new Map(
    captured.map(([name], i) => [name, (Buffer.from(sameBytes[i + 1]!.body, 'base64').length / 1024).toFixed(1)]),
  );
  await warm(bareGetOpts);
  for (const opts of floorOpts.values()) await warm(opts, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const h = await pairedRound(round, getOpts(`${t.base}/healthz`), bareGetOpts);
      t.healthz.push(h.ours);
      t.bareGet.push(h.anchor);
      t.healthzPaired.push(h.ratio);
      const f = await pairedRound(round, feedOpts(t.base, t.token), getOpts(`${t.rawBase}/raw-feed`));
      t.signedIn.push(f.ours);
      t.raw.push(f.anchor);
      t.rawPaired.push(f.ratio);
      const n = await pairedRound(round, nearbyOpts(t.base), getOpts(`${t.rawBase}/raw-nearby`));
      t.nearby.push(n.ours);
      t.rawNearby.push(n.anchor);
      t.nearbyPaired.push(n.ratio);
      const c = await pairedRound(round, commentsOpts(t.base, t.post), getOpts(`${t.rawBase}/raw-comments`));
      t.comments.push(c.ours);
      t.rawComments.push(c.anchor);
      t.commentsPaired.push(c.ratio);
      // A shared machine's speed drifts within a round by more than the 20% these ratios are judged by: each hot read
      // is measured right beside its anchor, and its ratio is the median of those pairs.
      for (const [name, opts] of hotOpts(t)) {
        const r = await pairedRound(round, opts, floorOpts.get(name)!);
        t.read[name].push(r.ours);
        t.floor[name].push(r.anchor);
        t.floorPaired[name].push(r.ratio);
      }
    }
  }
  say('');
  say(`${engine}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; medians of the rounds`);
  const names: Record<HotRead, string> = {
    feed: 'feed /pub/list anonymous',
    square: 'topic square columns, anonymous',
    detail: 'content detail, anonymous',
    poi: 'POI detail, anonymous',
  };
  const summary = targets.map((t) => ({ rows: t.rows, signedIn: stat(t.signedIn), anonymous: stat(t.read.feed) }));
  for (const t of targets) {
    const rows = t.rows.toLocaleString('en');
    say(`at ${rows} dynamics:`);
    say(compareLine('/healthz', t.healthzPaired, 0.7, stat(t.healthz), 'bare GET', stat(t.bareGet)));
    // Signed in: uncached and personalised (the viewer's like and collect marks, the authors they blocked left out),
    // so its honest anchor is the same first page, marks included, as one raw query through pg (or PGlite) behind a
    // bare route.
    say(compareLine('feed signed in', t.rawPaired, 0.75, stat(t.signedIn), 'raw SQL', stat(t.raw), 1.3));
    // Anonymous: from the micro-cache (a write empties it; platform/http/micro-cache.ts).
    for (const name of Object.keys(names) as HotRead[])
      say(
        compareLine(
          names[name],
          t.floorPaired[name],
          0.8,
          stat(t.read[name]),
          `bare POST (${floorKB.get(name)} KB)`,
          stat(t.floor[name]),
        ),
      );
    say(
      compareLine(
        `nearby, ${BENCH_POIS.toLocaleString('en')} POIs`,
        t.nearbyPaired,
        0.75,
        stat(t.nearby),
        'raw SQL',
        stat(t.rawNearby),
        1.3,
      ),
    );
    say(
      compareLine(
        `comments of a post, ${COMMENTS(t.rows).toLocaleString('en')}`,
        t.commentsPaired,
        0.75,
        stat(t.comments),
        'raw SQL',
        stat(t.rawComments),
        1.3,
      ),
    );
  }
  const small = summary[0];
  const large = summary.at(-1);
  if (small && large && large !== small) {
    // A p99 under 1 ms counts as 1 (below that the event loop's own jitter decides), so the ratio stays meaningful.
    const ratio = Math.max(large.signedIn.p99, 1) / Math.max(small.signedIn.p99, 1);
    say(
      `signed-in feed p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.signedIn.p99} ms vs ${small.signedIn.p99} ms, ${ratio.toFixed(2)}× (budget 1.3×)`,
    );
    const anonymous = Math.max(large.anonymous.p99, 1) / Math.max(small.anonymous.p99, 1);
    say(
      `anonymous feed p99 at ${large.rows.toLocaleString('en')} vs ${small.rows.toLocaleString('en')}: ${large.anonymous.p99} ms vs ${small.anonymous.p99} ms, ${anonymous.toFixed(2)}× (budget 1.3×)`,
    );
  }
  say(`feed bench: ${machineLoad()}`);
} finally {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
