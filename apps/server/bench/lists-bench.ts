import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { listNotices } from '../src/modules/community/notice-service.ts';
import { createSession, type SessionUser } from '../src/platform/auth/tokens.ts';
import type { AppContext } from '../src/platform/context.ts';
import { parseQuery } from '../src/platform/text/search-text.ts';
import { measure, stopAll } from './anchor-process.ts';
import { couponsAnchor, followingAnchor, hotAnchor, joinedAnchor, searchAnchor, topicAnchor } from './list-anchors.ts';
import { listTargets, seedLists } from './seed-lists.ts';
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

// `npm run bench`, sixth part: the signed-in hot lists the feed bench does not cover, each beside its raw-SQL anchor
// (raw-sql-server.ts, in a process of its own) at each size of BENCH_LIST_SIZES (default 100,000 rows a list): the
// feed's hot and following sorts, a topic's posts, search's content tab, one's notices, one's coupons (我的券) and
// one's sign-ups (我的报名), all read by one member who follows half the authors and holds a tenth of every list
// (seed-lists.ts), and the following sort, 我的券 and 我的报名 again for a member with little (two followed authors,
// one claim, one sign-up: a following page asked author by author, and plans PostgreSQL keeps or not by member).
// Notices' anchor is the very query our list runs (capturedQuery); the others' are written by hand (list-anchors.ts
// says why). Each: ≥ 0.75 of its anchor, p99 ≤ 1.3× the anchor's (docs/product/budgets.md), in
// paired rounds as the other parts run them.
// BENCH_DATABASE_URL: PostgreSQL (a database per size is made beside the one named); PGlite otherwise.
const SIZES = sizesFrom(process.env.BENCH_LIST_SIZES ?? '100000');
// BENCH_LISTS: only the lists whose names hold one of these comma-separated words (e.g. `following,notices`).
const ONLY = process.env.BENCH_LISTS?.split(',').filter(Boolean);
const PORT = BASE_PORT + 50;
const sizes = await benchSizes('lists_');

const prepare = (rows: number) =>
  sizes.prepare(
    rows,
    async (database) => {
      say(`bench: preparing the lists at ${rows.toLocaleString('en')} rows on ${engine}`);
      await seedLists(database, rows, say);
    },
    async (database) => {
      const t = await listTargets(database.db);
      const q = parseQuery(t.keyword);
      if (!q.tsQuery) throw new Error(`the search word ${t.keyword} makes no text-search query`);
      const me = { id: t.viewer } as SessionUser;
      return {
        ...t,
        token: await createSession(database.db, t.viewer),
        littleToken: await createSession(database.db, t.littleViewer),
        anchors: [
          hotAnchor(t.viewer),
          followingAnchor(t.viewer),
          followingAnchor(t.littleViewer, '/raw-following-two'),
          couponsAnchor(t.littleViewer, '/raw-coupons-one'),
          joinedAnchor(t.littleViewer, '/raw-joined-one'),
          topicAnchor(t.viewer, t.topic),
          searchAnchor(t.viewer, q.tsQuery, q.pattern),
          couponsAnchor(t.viewer),
          joinedAnchor(t.viewer),
          // Notices: our list is one plain query (notice-repository.ts), so the anchor is that very query.
          await capturedQuery(database.db, '/raw-notices', 20, (db) =>
            listNotices({ db } as AppContext, me, { pageSize: 20 }),
          ),
        ],
      };
    },
  );
type Prepared = NonNullable<Awaited<ReturnType<typeof prepare>>>;

// What a phone sends (docs/decisions/0014-compressed-cached-answers.md); the anchors get the same header.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const postOpts = (url: string, body: unknown, token: string) => ({
  url,
  method: 'POST' as const,
  headers: { ...BROWSER, 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/** Each list: its name, our request for its first page, its anchor's path; `little`: the member with little's list. */
const LISTS: Array<{ name: string; raw: string; path: string; body: (p: Prepared) => unknown; little?: true }> = [
  {
    name: 'feed signed in, hot',
    raw: '/raw-hot',
    path: '/api/content/v1/pub/list',
    body: () => ({ sort: 'hot', pageSize: 20 }),
  },
  {
    name: 'feed signed in, following',
    raw: '/raw-following',
    path: '/api/content/v1/pub/list',
    body: () => ({ sort: 'following', pageSize: 20 }),
  },
  {
    name: 'feed signed in, following two authors',
    raw: '/raw-following-two',
    path: '/api/content/v1/pub/list',
    body: () => ({ sort: 'following', pageSize: 20 }),
    little: true,
  },
  {
    name: "a topic's posts, newest",
    raw: '/raw-topic',
    path: '/api/community/v1/post/list',
    body: (p) => ({ topicId: p.topic, sort: 'new', pageSize: 20 }),
  },
  {
    name: 'search, content tab',
    raw: '/raw-search',
    path: '/api/ls/v1/opensearch/search',
    body: (p) => ({ keyword: p.keyword, type: 'content', pageSize: 20 }),
  },
  {
    name: 'notices',
    raw: '/raw-notices',
    path: '/api/service/socialcontact/v1/notice/list',
    body: () => ({ pageSize: 20 }),
  },
  {
    name: 'my coupons',
    raw: '/raw-coupons',
    path: '/api/service/marketing/v1/myCoupons',
    body: () => ({ pageSize: 20 }),
  },
  {
    name: 'my sign-ups',
    raw: '/raw-joined',
    path: '/api/service/community/v1/activity/myJoin',
    body: () => ({ pageSize: 20 }),
  },
  {
    name: 'my coupons, a member with one',
    raw: '/raw-coupons-one',
    path: '/api/service/marketing/v1/myCoupons',
    body: () => ({ pageSize: 20 }),
    little: true,
  },
  {
    name: 'my sign-ups, a member with one',
    raw: '/raw-joined-one',
    path: '/api/service/community/v1/activity/myJoin',
    body: () => ({ pageSize: 20 }),
    little: true,
  },
];

try {
  say(`lists bench: ${machineLoad()}`);
  const targets = [];
  for (const [i, rows] of SIZES.entries()) {
    const p = (await prepare(rows))!;
    const raw = await sizes.startRawSql(rows, p.anchors);
    const server = await sizes.startServer(rows, PORT + i);
    targets.push({
      rows,
      p,
      lists: LISTS.filter((l) => !ONLY || ONLY.some((w) => l.name.includes(w))).map((l) => ({
        ...l,
        ours: postOpts(`${server.base}${l.path}`, l.body(p), l.little ? p.littleToken : p.token),
        anchor: { url: `${raw.base}${l.raw}`, headers: BROWSER },
        oursResults: [] as autocannon.Result[],
        rawResults: [] as autocannon.Result[],
        paired: [] as number[],
      })),
    });
  }
  for (const t of targets) {
    say(`at ${t.rows.toLocaleString('en')}: topic ${t.p.topic}, search word ${t.p.keyword}, viewer ${t.p.viewer}`);
    for (const l of t.lists) {
      // An anchor answering fewer rows than our list would be measuring less work.
      await sameRowCount(l.ours, l.anchor.url);
      // Warm both paths so JIT and caches are fair to each.
      await measure({ ...l.anchor, connections: CONNECTIONS, duration: 2 });
      await measure({ ...l.ours, connections: CONNECTIONS, duration: 2 });
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      for (const l of t.lists) {
        const r = await pairedRound(round, l.ours, l.anchor);
        l.oursResults.push(r.ours);
        l.rawResults.push(r.anchor);
        l.paired.push(r.ratio);
      }
    }
  }
  say('');
  say(`${engine}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; medians of the rounds`);
  for (const t of targets) {
    say(`at ${t.rows.toLocaleString('en')} rows a list:`);
    for (const l of t.lists)
      say(compareLine(l.name, l.paired, 0.75, stat(l.oursResults), 'raw SQL', stat(l.rawResults), 1.3));
  }
  say(`lists bench: ${machineLoad()}`);
} finally {
  await stopAll();
  await rm(sizes.dataDir, { recursive: true, force: true });
}
