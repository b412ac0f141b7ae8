import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { call, type Reply } from '../harden/client.ts';
import { makeUsers } from '../harden/seed.ts';
import { NO_LIMITS } from '../harden/target.ts';
import { servedBy, stop, type ChildServer } from './anchor-process.ts';
import { BASE_PORT, benchSizes, engine, machineLoad, median, say } from './bench-support.ts';
import { commentedPost } from './seed-comments.ts';

// `npm run bench`, fourth part: contention. BENCH_RACERS (default 50) people, each on a connection of their own, at
// once: like and unlike one post over and over (an odd number of times, so each ends liked); sign up for the last
// seats of an activity (BENCH_RACE_SEATS, default 10, the rest waiting in line); claim one coupon with as many left.
// Every answer must be a success or the refusal the race calls for (errors 0: no 5xx, no other refusal), and once
// the server has stopped every counter must equal its rows: the post's likes, the ticket's taken seats, the coupon's
// claims. The server runs in a process of its own (anchor-process.ts); this process only sends.
const RACERS = Number(process.env.BENCH_RACERS ?? 50);
const TOGGLES = Number(process.env.BENCH_RACE_TOGGLES ?? 21) | 1;
const SEATS = Number(process.env.BENCH_RACE_SEATS ?? 10);
const PORT = BASE_PORT + 30;
const LIKE = '/api/socialcontact/v1/vote/like';
const ACTIVITY = '/api/service/community/v1/activity';
const ENROL = '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo';
const COUPON = '/api/service/marketing/v1/getCoupon';
const sizes = await benchSizes('race_');

say(`contention bench: ${machineLoad()}`);
const seeded = (await sizes.prepare(
  1,
  async () => {},
  async (database) => {
    const users = await makeUsers(database.db, RACERS + 1, 'race');
    // The last one publishes the activity.
    await database.db.insertInto('activity_publishers').values({ user_id: users[RACERS]!.userId }).execute();
    const coupon = await database.db
      .insertInto('coupons')
      .values({
        kind: 'marketing',
        title: '抢券',
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
    return { users, post: await commentedPost(database.db), coupon: coupon.id };
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
try {
  server = await sizes.startServer(1, PORT, NO_LIMITS);
  const base = server.base;
  await servedBy(base);

  // Likes: every racer toggles the same post TOGGLES times, all at once.
  const times: number[] = [];
  const likeReplies: Reply[] = [];
  const started = performance.now();
  await Promise.all(
    racers.map(async (u) => {
      for (let i = 0; i < TOGGLES; i++) {
        const t0 = performance.now();
        const payload = { targetType: 'content', targetId: String(seeded.post), like: i % 2 === 0 };
        likeReplies.push(await call(base, LIKE, payload, { token: u.token, sealed: true }));
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const likes = tally(likeReplies);
  times.sort((a, b) => a - b);
  say('');
  say(`${engine}, ${RACERS} people at once`);
  say(
    `likes and unlikes of one post: ${likeReplies.length} in ${seconds.toFixed(1)} s, ${(likeReplies.length / seconds).toFixed(0)} req/s, p50 ${median(times).toFixed(0)} ms p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(0)} ms`,
  );
  check(
    `  answers: ${show(likes.by)}; errors ${likeReplies.length - likes.ok} (target 0)`,
    likes.ok === likeReplies.length,
  );

  // The last seats: one activity of SEATS seats, every racer signs up at once (a full ticket puts them in line).
  const start = Date.now() + 5 * 86_400_000;
  const saved = await call(
    base,
    `${ACTIVITY}/add`,
    {
      title: '抢名额',
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
  const ticketId = String((detailed.body as { tickets: { id: string }[] }).tickets[0]!.id);
  const enrolments = tally(
    await Promise.all(
      racers.map((u) =>
        call(base, ENROL, { activityId, ticketId, answers: { name: '旅人' }, waitlist: true }, { token: u.token }),
      ),
    ),
  );
  check(
    `last ${SEATS} seats, ${RACERS} sign-ups at once (a seat or a place in line): ${show(enrolments.by)}; errors ${RACERS - enrolments.ok} (target 0)`,
    enrolments.ok === RACERS,
  );

  // One coupon with SEATS left, every racer claims it at once: SEATS claims, the rest told it is gone.
  const claims = tally(
    await Promise.all(racers.map((u) => call(base, COUPON, { couponId: String(seeded.coupon) }, { token: u.token }))),
  );
  const soldOut = [...claims.by].filter(([k]) => k.includes('优惠券已领完')).reduce((n, [, c]) => n + c, 0);
  check(
    `one coupon of ${SEATS}, ${RACERS} claims at once: ${show(claims.by)}; claimed ${claims.ok} (target ${Math.min(SEATS, RACERS)}), errors ${claims.errors + RACERS - claims.ok - soldOut} (target 0)`,
    claims.ok === Math.min(SEATS, RACERS) && claims.errors + RACERS - claims.ok - soldOut === 0,
  );

  await stop(server);
  server = undefined;

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
        from coupons k where k.id = ${seeded.coupon}`.execute(database.db);
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
