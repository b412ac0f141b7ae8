import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { call, type Reply } from '../harden/client.ts';
import { makeUsers } from '../harden/seed.ts';
import { NO_LIMITS } from '../harden/target.ts';
import { servedBy, stop, type ChildServer } from './anchor-process.ts';
import type { Database } from '../src/platform/db/database.ts';
import { BASE_PORT, benchSizes, engine, machineLoad, median, say } from './bench-support.ts';
import { commentedPost } from './seed-comments.ts';

// `npm run bench`, fourth part: contention. BENCH_RACERS (default 50) people, each on a connection of their own, at
// once: like and unlike one post that already has BENCH_RACE_LIKES likes (default 1,000,000) over and over (an odd
// number of times, so each ends liked); sign up for the last seats of an activity (BENCH_RACE_SEATS, default 10, the
// rest waiting in line); claim one coupon with as many left. Each race's throughput is printed beside the same writes
// spread over different targets (each person their own post, activity, coupon), so what the one hot row costs reads
// as the difference. Every answer must be a success or the refusal the race calls for (errors 0: no 5xx, no other
// refusal), and once the server has stopped every counter must equal its rows: the posts' likes, the tickets' taken
// seats, the coupons' claims. The server runs in a process of its own (anchor-process.ts); this process only sends.
const RACERS = Number(process.env.BENCH_RACERS ?? 50);
const TOGGLES = Number(process.env.BENCH_RACE_TOGGLES ?? 21) | 1;
const SEATS = Number(process.env.BENCH_RACE_SEATS ?? 10);
const LIKES = Number(process.env.BENCH_RACE_LIKES ?? 1_000_000);
// How long one answer may take: on a loaded machine (or PGlite's one connection) 50 people's queue takes longer than
// a client's usual 15 s, and the figures say how long it took; a 5xx is still an error.
const WAIT = 120_000;
const PORT = BASE_PORT + 30;
const LIKE = '/api/socialcontact/v1/vote/like';
const ACTIVITY = '/api/service/community/v1/activity';
const ENROL = '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo';
const COUPON = '/api/service/marketing/v1/getCoupon';
const sizes = await benchSizes('race_');

say(`contention bench: ${machineLoad()}`);
const newCoupon = (db: Database['db'], title: string) =>
  db
    .insertInto('coupons')
    .values({
      kind: 'marketing',
      title,
      store_ids: '[]',
      poi_id: null,
      discount_amount: 100,
      threshold_amount: 0,
      total_stock: SEATS,
      claimed_count: 0,
      per_user_limit: 1,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
const seeded = (await sizes.prepare(
  1,
  // The raced post's LIKES likes, one per seeded member, set-based (seed-costs.ts does the same); its counter with them.
  async (database) => {
    if (LIKES < 1) return;
    const started = Date.now();
    const post = await commentedPost(database.db);
    await database.runScript(`
      insert into users (user_code, nickname, open_id)
        select 'racelike' || g, '点赞者' || g, 'race-like-' || g from generate_series(1, ${LIKES}) g;
      insert into likes (user_id, target_type, target_id)
        select id, 'content', ${post} from users where open_id like 'race-like-%';
      update contents set like_count = like_count + ${LIKES} where id = ${post};
      analyze;`);
    say(
      `bench: ${LIKES.toLocaleString('en')} likes on post ${post} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  },
  async (database) => {
    const users = await makeUsers(database.db, RACERS + 1, 'race');
    // The last one publishes the activities.
    await database.db.insertInto('activity_publishers').values({ user_id: users[RACERS]!.userId }).execute();
    const post = await commentedPost(database.db);
    // The spread runs' targets: a post, a coupon each (posts shared round the demo's when there are fewer).
    const others = await database.db
      .selectFrom('contents')
      .select('id')
      .where('status', '=', 'published')
      .where('id', '<>', post)
      .orderBy('id')
      .limit(RACERS)
      .execute();
    const coupons = [];
    for (let i = 0; i < RACERS; i++) coupons.push((await newCoupon(database.db, `分散券 ${i + 1}`)).id);
    return {
      users,
      post,
      coupon: (await newCoupon(database.db, '抢券')).id,
      spreadPosts: others.map((o) => o.id),
      spreadCoupons: coupons,
    };
  },
))!;
const racers = seeded.users.slice(0, RACERS);
const publisher = seeded.users[RACERS]!;

/** How a burst of answers went: each answer's code and message counted; a 5xx or a non-JSON answer is an error. */
function tally(replies: Reply[]) {
  const by = new Map<string, number>();
  for (const r of replies) {
    const key = r.code === 0 ? 'ok' : `${r.status} ${r.code} ${r.msg}`;
    by.set(key, (by.get(key) ?? 0) + 1);
  }
  const errors = replies.filter((r) => r.status >= 500 || r.code === undefined).length;
  return { by, errors, ok: by.get('ok') ?? 0 };
}
const show = (by: Map<string, number>) => [...by].map(([k, n]) => `${k} ×${n}`).join(', ');

let server: ChildServer | undefined;
let failed = false;
const check = (line: string, ok: boolean) => {
  say(`${line} (${ok ? 'met' : 'MISSED'})`);
  if (!ok) failed = true;
};
/** Every racer at once, each sending `rounds` requests one after another: the replies, tallied, and their figures. */
async function burst(each: (u: (typeof racers)[number], i: number, n: number) => Promise<Reply>, rounds = 1) {
  const times: number[] = [];
  const replies: Reply[] = [];
  const started = performance.now();
  await Promise.all(
    racers.map(async (u, i) => {
      for (let n = 0; n < rounds; n++) {
        const t0 = performance.now();
        replies.push(await each(u, i, n));
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((x, y) => x - y);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
  const figures = `${replies.length} in ${seconds.toFixed(1)} s, ${(replies.length / seconds).toFixed(0)} req/s, p50 ${median(times).toFixed(0)} ms p99 ${p99.toFixed(0)} ms`;
  return { replies, figures, ...tally(replies) };
}

/** An activity of the publisher's with one ticket of SEATS seats: its id and its ticket's. */
async function newActivity(base: string, title: string) {
  const start = Date.now() + 5 * 86_400_000;
  const saved = await call(
    base,
    `${ACTIVITY}/add`,
    {
      title,
      intro: '最后的名额。',
      city: '杭州',
      address: '浙江省杭州市西湖区',
      startAt: new Date(start).toISOString(),
      endAt: new Date(start + 3600_000).toISOString(),
      questions: [{ id: 'name', type: 'name', title: '姓名', required: true }],
      tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: SEATS }],
    },
    { token: publisher.token },
  );
  if (saved.code !== 0) throw new Error(`the activity was not made: ${saved.status} ${saved.text.slice(0, 300)}`);
  const activityId = String((saved.body as { id: string }).id);
  const detailed = await call(
    base,
    '/api/community/v1/activity/findOne',
    { id: activityId },
    { token: publisher.token },
  );
  return { activityId, ticketId: String((detailed.body as { tickets: { id: string }[] }).tickets[0]!.id) };
}

/**
 * PostgreSQL's count of the updates of `contents` so far, and how many were HOT (the new version on the row's own page,
 * no index touched). A like that leaves every indexed column as it was can be HOT; read before the server starts and
 * after it stops, when every backend has reported its counts.
 */
async function contentUpdates() {
  if (engine !== 'PostgreSQL') return null;
  const database = await sizes.open(1);
  try {
    const r = await sql<{ updates: string; hot: string }>`
      select n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables where relname = 'contents'`.execute(
      database.db,
    );
    return { updates: Number(r.rows[0]!.updates), hot: Number(r.rows[0]!.hot) };
  } finally {
    await database.close();
  }
}

let ticketId = '';
const spreadTickets: string[] = [];
const updatesBefore = await contentUpdates();
try {
  server = await sizes.startServer(1, PORT, NO_LIMITS);
  const base = server.base;
  await servedBy(base);
  const likeOf = (post: number, like: boolean) => ({ targetType: 'content', targetId: String(post), like });
  const spreadPost = (i: number) => seeded.spreadPosts[i % seeded.spreadPosts.length]!;

  // Likes: every racer toggles the same post TOGGLES times, all at once; then each their own post as often.
  const likes = await burst(
    (u, _i, n) => call(base, LIKE, likeOf(seeded.post, n % 2 === 0), { token: u.token, sealed: true, timeoutMs: WAIT }),
    TOGGLES,
  );
  const spreadLikes = await burst(
    (u, i, n) =>
      call(base, LIKE, likeOf(spreadPost(i), n % 2 === 0), { token: u.token, sealed: true, timeoutMs: WAIT }),
    TOGGLES,
  );
  say('');
  say(`${engine}, ${RACERS} people at once`);
  say(`likes and unlikes of one post with ${LIKES.toLocaleString('en')} likes: ${likes.figures}`);
  say(`  the same spread over ${new Set(racers.map((_u, i) => spreadPost(i))).size} posts: ${spreadLikes.figures}`);
  check(
    `  answers: ${show(likes.by)}; spread: ${show(spreadLikes.by)}; errors ${likes.replies.length - likes.ok + spreadLikes.replies.length - spreadLikes.ok} (target 0)`,
    likes.ok === likes.replies.length && spreadLikes.ok === spreadLikes.replies.length,
  );

  // The last seats: one activity of SEATS seats, every racer signs up at once (a full ticket puts them in line);
  // then each racer on an activity of their own.
  const raced = await newActivity(base, '抢名额');
  ticketId = raced.ticketId;
  const spreadActivities: Array<{ activityId: string; ticketId: string }> = [];
  for (let i = 0; i < RACERS; i++) spreadActivities.push(await newActivity(base, `分散名额 ${i + 1}`));
  spreadTickets.push(...spreadActivities.map((a) => a.ticketId));
  const signUp = (u: (typeof racers)[number], a: { activityId: string; ticketId: string }) =>
    call(base, ENROL, { ...a, answers: { name: '旅人' }, waitlist: true }, { token: u.token, timeoutMs: WAIT });
  const enrolments = await burst((u) => signUp(u, raced));
  const spreadEnrolments = await burst((u, i) => signUp(u, spreadActivities[i]!));
  check(
    `last ${SEATS} seats, ${RACERS} sign-ups at once (a seat or a place in line): ${enrolments.figures}; ${show(enrolments.by)}; errors ${RACERS - enrolments.ok} (target 0)`,
    enrolments.ok === RACERS,
  );
  check(
    `  the same spread over ${RACERS} activities: ${spreadEnrolments.figures}; ${show(spreadEnrolments.by)}; errors ${RACERS - spreadEnrolments.ok} (target 0)`,
    spreadEnrolments.ok === RACERS,
  );

  // One coupon with SEATS left, every racer claims it at once: SEATS claims, the rest told it is gone; then each
  // racer a coupon of their own.
  const claims = await burst((u) =>
    call(base, COUPON, { couponId: String(seeded.coupon) }, { token: u.token, timeoutMs: WAIT }),
  );
  const spreadClaims = await burst((u, i) =>
    call(base, COUPON, { couponId: String(seeded.spreadCoupons[i]) }, { token: u.token, timeoutMs: WAIT }),
  );
  const soldOut = [...claims.by].filter(([k]) => k.includes('优惠券已领完')).reduce((n, [, c]) => n + c, 0);
  check(
    `one coupon of ${SEATS}, ${RACERS} claims at once: ${claims.figures}; ${show(claims.by)}; claimed ${claims.ok} (target ${Math.min(SEATS, RACERS)}), errors ${claims.errors + RACERS - claims.ok - soldOut} (target 0)`,
    claims.ok === Math.min(SEATS, RACERS) && claims.errors + RACERS - claims.ok - soldOut === 0,
  );
  check(
    `  the same spread over ${RACERS} coupons: ${spreadClaims.figures}; ${show(spreadClaims.by)}; errors ${RACERS - spreadClaims.ok} (target 0)`,
    spreadClaims.ok === RACERS,
  );

  await stop(server);
  server = undefined;
  const updatesAfter = await contentUpdates();
  if (updatesBefore && updatesAfter)
    say(
      `updates of contents in the likes' races: ${updatesAfter.updates - updatesBefore.updates}, HOT ${updatesAfter.hot - updatesBefore.hot}`,
    );

  // Counters against their rows, read once the server has stopped (PGlite opens a directory once).
  const database = await sizes.open(1);
  try {
    const rows = await sql<{ what: string; kept: number | null; rows: number; want: number | null }>`
      select 'likes of the post' as what, c.like_count as kept,
             (select count(*)::int from likes where target_type = 'content' and target_id = c.id) as rows, null::int as want
        from contents c where c.id = ${seeded.post}
      union all select 'racers liking it at the end', null::int,
             (select count(*)::int from likes where target_type = 'content' and target_id = ${seeded.post}
              and user_id in (${sql.join(racers.map((u) => u.userId))})), ${RACERS}::int
      union all select 'seats taken', t.taken,
             (select count(*)::int from activity_enrolments e where e.ticket_id = t.id and e.status in ('enrolled', 'offered')),
             ${Math.min(SEATS, RACERS)}::int
        from activity_tickets t where t.id = ${Number(ticketId)}
      union all select 'people in line', null::int,
             (select count(*)::int from activity_enrolments e where e.ticket_id = ${Number(ticketId)} and e.status = 'waitlisted'),
             ${Math.max(0, RACERS - SEATS)}::int
      union all select 'coupon claims', k.claimed_count,
             (select count(*)::int from coupon_claims c where c.coupon_id = k.id), ${Math.min(SEATS, RACERS)}::int
        from coupons k where k.id = ${seeded.coupon}
      union all select 'spread posts whose counter is not their rows', null::int, count(*)::int, 0
        from contents c where c.id in (${sql.join(seeded.spreadPosts)}) and c.like_count <>
          (select count(*) from likes l where l.target_type = 'content' and l.target_id = c.id)
      union all select 'spread tickets whose taken is not their seats', null::int, count(*)::int, 0
        from activity_tickets t where t.id in (${sql.join(spreadTickets.map(Number))}) and t.taken <>
          (select count(*) from activity_enrolments e where e.ticket_id = t.id and e.status in ('enrolled', 'offered'))
      union all select 'spread coupons claimed', null::int,
             (select count(*)::int from coupon_claims c where c.coupon_id in (${sql.join(seeded.spreadCoupons)})), ${RACERS}::int
      union all select 'spread coupons whose counter is not their claims', null::int, count(*)::int, 0
        from coupons k where k.id in (${sql.join(seeded.spreadCoupons)}) and k.claimed_count <>
          (select count(*) from coupon_claims c where c.coupon_id = k.id)`.execute(database.db);
    for (const r of rows.rows)
      check(
        `${r.what}: ${r.kept === null ? '' : `counter ${r.kept}, `}rows ${r.rows}${r.want === null ? '' : ` (target ${r.want})`}`,
        (r.kept === null || Number(r.kept) === Number(r.rows)) &&
          (r.want === null || Number(r.rows) === Number(r.want)),
      );
  } finally {
    await database.close();
  }
  say(`contention bench: ${machineLoad()}`);
} finally {
  if (server) await stop(server);
  await rm(sizes.dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
