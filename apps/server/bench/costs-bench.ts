import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { seal } from '@app/contract/envelope';
import { sql } from 'kysely';
import { loadConfig } from '../src/platform/config.ts';
import { createSession } from '../src/platform/auth/tokens.ts';
import { seedCosts } from './seed-costs.ts';
import { servedBy, stop, type ChildServer } from './anchor-process.ts';
import { BASE_PORT, benchSizes, engine, machineLoad, median, say } from './bench-support.ts';

// `npm run bench`, third part (docs/performance.md): what a write or a read costs on a big target beside the same
// request on a small one, in one database and one server. A like on a post with BENCH_COST_ROWS likes (default
// 1,000,000) vs one with none, want-to-go (and a POI's detail) on a POI with as many vs none, a comment under a tenth as many comments vs none, a publish into a topic of
// BENCH_COST_ROWS posts vs an empty one, the profile of a user with BENCH_COST_ROWS followers vs 10, a topic and a
// topic list with a BENCH_COST_ROWS-post topic vs a 10-post one. Counters are kept by increments and triggers, so
// each big form should cost within 1.3× of its small form.
// One request at a time (what the request itself costs, not a queue), big and small alternating, the order swapped
// every iteration; medians of BENCH_COST_ITERATIONS (default 200) after 20 unmeasured.
const ROWS = Number(process.env.BENCH_COST_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_COST_ITERATIONS ?? 200);
const WARMUP = 20;
const PORT = BASE_PORT + 20;
const sizes = await benchSizes('costs_');

interface Targets {
  tokens: Record<'liker' | 'commenter' | 'publisher' | 'reader', string>;
  posts: Record<'like_big' | 'like_small' | 'comment_big' | 'comment_small', number>;
  topics: Record<'big' | 'small' | 'empty', number>;
  subclasses: Record<'big' | 'small', number>;
  pois: Record<'big' | 'small', number>;
}

say(`costs bench: ${machineLoad()}`);
say(`bench: preparing the write and read costs at ${ROWS.toLocaleString('en')} on ${engine}`);
const targets = (await sizes.prepare<Targets>(
  ROWS,
  (database) => seedCosts(database, ROWS, say),
  async (database) => {
    const user = async (code: string) =>
      (await database.db.selectFrom('users').select('id').where('user_code', '=', code).executeTakeFirstOrThrow()).id;
    const post = async (body: string) =>
      (
        await database.db
          .selectFrom('contents')
          .select('id')
          .where('body', '=', body)
          .where('author_id', '=', await user('cost_author'))
          .executeTakeFirstOrThrow()
      ).id;
    const topic = async (title: string) =>
      (await database.db.selectFrom('topics').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
    const subclass = async (name: string) =>
      (
        await database.db
          .selectFrom('topic_subclasses')
          .select('id')
          .where('class_name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const poi = async (name: string) =>
      (await database.db.selectFrom('pois').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const session = async (code: string) => createSession(database.db, await user(code));
    return {
      tokens: {
        liker: await session('cost_liker'),
        commenter: await session('cost_commenter'),
        publisher: await session('cost_publisher'),
        reader: await session('cost_reader'),
      },
      posts: {
        like_big: await post('like_big'),
        like_small: await post('like_small'),
        comment_big: await post('comment_big'),
        comment_small: await post('comment_small'),
      },
      topics: {
        big: await topic('bench big topic'),
        small: await topic('bench small topic'),
        empty: await topic('bench empty topic'),
      },
      subclasses: { big: await subclass('bench-big'), small: await subclass('bench-small') },
      pois: { big: await poi('bench big poi'), small: await poi('bench small poi') },
    };
  },
))!;

const base = `http://127.0.0.1:${PORT}`;
let seq = 0;
// Every request in the envelope the brand's clients send (a like takes nothing else), as the server's own settings
// expect it; each with its own ts, so the replay guard refuses none.
const client = (({ ENC_APP_ID, ENC_SALT }) => ({ appId: ENC_APP_ID, salt: ENC_SALT }))(
  loadConfig({ ...process.env, DATA_DIR: sizes.dataDir }),
);
/** One request, timed; a refused one ends the bench (it would be timing an error). */
async function timed(path: string, body: unknown, token: string): Promise<number> {
  seq += 1;
  const envelope = seal(body, client, `${Date.now()}${String(seq % 1000).padStart(3, '0')}`);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(envelope),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  const ms = performance.now() - started;
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`);
  return ms;
}

const { tokens, posts, topics, subclasses, pois } = targets;
const like =
  (id: number, on: boolean, targetType = 'content') =>
  () =>
    timed('/api/socialcontact/v1/vote/like', { targetType, targetId: String(id), like: on }, tokens.liker);
const poiRead = (id: number) => () => timed('/api/ls/v1/destination/poiInfo', { poiId: String(id) }, tokens.reader);
const comment = (id: number) => () =>
  timed(
    '/api/service/socialcontact/v1/comment/add',
    { targetType: 'content', targetId: String(id), text: `成本评论 ${seq}` },
    tokens.commenter,
  );
const publish = (topicId: number) => () =>
  timed(
    '/api/service/content/v1/pvt/publish',
    { type: 'dynamic', text: `成本发布 ${seq}`, topicId: String(topicId) },
    tokens.publisher,
  );
const profile = (code: string) => () => timed('/api/community/v1/talent/queryInfo', { userId: code }, tokens.reader);
const topicRead = (id: number) => () => timed('/api/community/v1/topic/query', { topicId: String(id) }, tokens.reader);
const topicList = (subclassId: number) => () =>
  timed(
    '/api/community/v1/topic/queryByParams',
    { subclassId: String(subclassId), sort: 'hot', pageSize: 20 },
    tokens.reader,
  );

const big = ROWS.toLocaleString('en');
const ops = [
  { name: `like, post of ${big} likes vs none`, big: like(posts.like_big, true), small: like(posts.like_small, true) },
  {
    name: `unlike, post of ${big} likes vs none`,
    big: like(posts.like_big, false),
    small: like(posts.like_small, false),
  },
  {
    name: `want-to-go, POI of ${big} vs none`,
    big: like(pois.big, true, 'poi'),
    small: like(pois.small, true, 'poi'),
  },
  {
    name: `not want-to-go, POI of ${big} vs none`,
    big: like(pois.big, false, 'poi'),
    small: like(pois.small, false, 'poi'),
  },
  { name: `POI detail, ${big} want-to-go vs none`, big: poiRead(pois.big), small: poiRead(pois.small) },
  {
    name: `comment, under ${Math.floor(ROWS / 10).toLocaleString('en')} vs none`,
    big: comment(posts.comment_big),
    small: comment(posts.comment_small),
  },
  {
    name: `publish, topic of ${big} posts vs empty`,
    big: publish(topics.big),
    small: publish(topics.empty),
  },
  { name: `profile, ${big} followers vs 10`, big: profile('cost_fbig'), small: profile('cost_fsmall') },
  { name: `topic read, ${big} posts vs 10`, big: topicRead(topics.big), small: topicRead(topics.small) },
  {
    name: `topic list, a ${big}-post topic vs 10`,
    big: topicList(subclasses.big),
    small: topicList(subclasses.small),
  },
];

let server: ChildServer | undefined;
try {
  server = await sizes.startServer(ROWS, PORT, {
    // The bench's actors write far more than a person may in a minute.
    ACTION_LIMITS: 'comment=1000000,like=1000000,publish=1000000',
  });
  // Timed from here, so never a server in this process.
  await servedBy(base);
  const times = ops.map(() => ({ big: [] as number[], small: [] as number[] }));
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    for (const [k, op] of ops.entries()) {
      // Swap which goes first every iteration, so neither always follows the other's writes.
      const order = i % 2 === 0 ? (['big', 'small'] as const) : (['small', 'big'] as const);
      for (const side of order) {
        const ms = await op[side]();
        if (i >= WARMUP) times[k]![side].push(ms);
      }
    }
  }
  say('');
  say(
    `${engine}, write and read costs: one request at a time over HTTP, big and small alternating; medians of ${ITERATIONS}`,
  );
  for (const [k, op] of ops.entries()) {
    const b = median(times[k]!.big);
    const s = median(times[k]!.small);
    say(
      `${op.name.padEnd(44)} ${b.toFixed(2).padStart(7)} ms vs ${s.toFixed(2).padStart(7)} ms   ${(b / s).toFixed(2)}× (budget 1.3×)`,
    );
  }
  await stop(server);
  server = undefined;
  await checkCounts();
  say(`costs bench: ${machineLoad()}`);
} finally {
  if (server) await stop(server);
  await rm(sizes.dataDir, { recursive: true, force: true });
}

/** The counters the writes moved still equal the rows behind them (what the harness's invariant check asks). */
async function checkCounts() {
  const database = await sizes.open(ROWS);
  try {
    const c = await sql<{ what: string; kept: number; rows: number }>`
      select 'likes of like_big' as what, like_count as kept,
             (select count(*)::int from likes where target_type = 'content' and target_id = c.id) as rows
        from contents c where id = ${posts.like_big}
      union all select 'comments under comment_big', comment_count,
             (select count(*)::int from comments where target_type = 'content' and target_id = c.id
              and status = 'published')
        from contents c where id = ${posts.comment_big}
      union all select 'posts in the big topic', content_count,
             (select count(*)::int from contents where topic_id = t.id and status = 'published')
        from topics t where id = ${topics.big}
      union all select 'participants of the big topic', participant_count,
             (select count(distinct author_id)::int from contents where topic_id = t.id and status = 'published')
        from topics t where id = ${topics.big}
      union all select 'likes of the big topic', like_count,
             (select coalesce(sum(like_count), 0)::int from contents where topic_id = t.id and status = 'published')
        from topics t where id = ${topics.big}
      union all select 'want-to-go of the big POI', like_count,
             (select count(*)::int from likes where target_type = 'poi' and target_id = k.target_id)
        from target_counts k where target_type = 'poi' and target_id = ${pois.big}
      union all select 'followers of cost_fbig', follower_count,
             (select count(*)::int from follows where followee_id = u.id)
        from users u where user_code = 'cost_fbig'`.execute(database.db);
    const wrong = c.rows.filter((r) => Number(r.kept) !== Number(r.rows));
    say(
      wrong.length === 0
        ? `counts equal their rows after the writes: ${c.rows.map((r) => `${r.what} ${Number(r.kept).toLocaleString('en')}`).join(', ')}`
        : `COUNTS DIFFER FROM THEIR ROWS: ${JSON.stringify(wrong)}`,
    );
    if (wrong.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}
