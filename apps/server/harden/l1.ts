import { ENDPOINTS, type Endpoint } from '@app/contract';
import { seal } from '@app/contract/envelope';
import autocannon from 'autocannon';
import fc from 'fast-check';
import { sql } from 'kysely';
import { DEV_CLIENT } from './client.ts';
import { detail, freshStore, say, SIZES } from './env.ts';
import { reportInvariants } from './i1-c1.ts';
import { arbitraryFor, toJsonSchema } from './json-arbitrary.ts';
import { collectIds, makeUsers } from './seed.ts';
import { prepareStore, startServerProcess, type Engine } from './target.ts';

// L1: a mixed load against a real server as several logged-in users: the community's reads (feed, details, topic
// square, search, comments) and writes (like/unlike, comment, praise, collect/uncollect, publish), plus a valid-shaped
// call of every other read path of the contract, so areas added later are loaded too. RATE_LIMIT_PER_MINUTE is set
// far above the load: this section measures faults, not the limiter. Then C1 on the same database.

interface Planned {
  path: string;
  body: () => unknown;
  sealed: boolean;
  login: boolean;
  weight: number;
}

interface Sent {
  path?: string;
  payload?: unknown;
  sentAt?: number;
}

const WORDS = ['旅行', '海边', '美食', '山', '日本', '风景', 'a', '周末'];
const pickOf = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

function communityMix(contentIds: () => number[], commentIds: () => number[]): Planned[] {
  const content = () => pickOf(contentIds());
  const comment = () => pickOf(commentIds());
  const p = (path: string, body: () => unknown, weight: number, extra: Partial<Planned> = {}): Planned => ({
    path,
    body,
    weight,
    sealed: false,
    login: false,
    ...extra,
  });
  return [
    p('/api/content/v1/pub/list', () => ({ sort: pickOf(['new', 'hot']), pageSize: 20 }), 8),
    p('/api/content/v1/pub/queryDetail', () => ({ id: content() }), 6),
    p('/api/community/v1/topicSquare/queryColumn', () => ({}), 2),
    p('/api/community/v1/topic/queryByParams', () => ({ pageSize: 20 }), 2),
    p('/api/ls/v1/opensearch/search', () => ({ keyword: pickOf(WORDS), pageSize: 20 }), 3),
    p(
      '/api/socialcontact/v1/comment/getByTargetId',
      () => ({ targetType: 'content', targetId: content(), pageSize: 20 }),
      4,
      {
        sealed: true,
      },
    ),
    p(
      '/api/socialcontact/v1/vote/like',
      () => ({ targetType: 'content', targetId: content(), like: Math.random() < 0.6 }),
      6,
      {
        sealed: true,
        login: true,
      },
    ),
    p(
      '/api/service/socialcontact/v1/comment/add',
      () => ({
        targetType: 'content',
        targetId: content(),
        text: `压测评论 ${Math.random().toString(36).slice(2, 8)}`,
      }),
      3,
      { login: true },
    ),
    p(
      '/api/service/socialcontact/v1/comment/praise',
      () => ({ commentId: comment(), praise: Math.random() < 0.6 }),
      2,
      {
        login: true,
      },
    ),
    p(
      '/api/service/agenda/v1/collectionItem/saveCollectionItem',
      () => ({ itemType: 'content', itemId: content(), type: 1 }),
      2,
      {
        login: true,
      },
    ),
    p(
      '/api/service/agenda/v1/collectionItem/deleteCollectionItem',
      () => ({ itemType: 'content', itemId: content() }),
      1,
      {
        login: true,
      },
    ),
    p(
      '/api/service/content/v1/pvt/publish',
      () => ({ type: 'dynamic', text: `压测动态 ${Math.random().toString(36).slice(2, 10)} 周末去海边` }),
      1,
      { login: true },
    ),
  ];
}

/**
 * A valid-shaped call of every other read path of the app (POST, not write): pre-generated bodies that pass the
 * schema. The console's paths are left out: they answer operators, whom an app user's token never opens (body code
 * 429, counted here as a failure), and a handful of operators are not the app's load; I1 fuzzes their answers and
 * the console's API tests cover them.
 */
function everyRead(ids: (number | string)[], taken: Set<string>): Planned[] {
  const out: Planned[] = [];
  for (const e of ENDPOINTS as readonly Endpoint[]) {
    if (e.write || e.method !== 'POST' || e.auth === 'console' || taken.has(e.path)) continue;
    const samples = fc
      .sample(
        arbitraryFor(toJsonSchema(e.request), () => ids),
        { numRuns: 40, seed: 7 },
      )
      .filter((v) => e.request.safeParse(v).success)
      .slice(0, 10);
    if (samples.length === 0) continue;
    out.push({ path: e.path, body: () => pickOf(samples), sealed: e.enc, login: e.auth !== 'none', weight: 0.15 });
  }
  return out;
}

export async function runL1(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 'l1');
  try {
    const { users, contentIds, commentIds, ids } = await prepareStore(store, async (database) => {
      const contents = await sql<{
        id: number;
      }>`select id from contents where status = 'published' order by id desc limit 200`.execute(database.db);
      const comments = await sql<{
        id: number;
      }>`select id from comments where status = 'published' order by id desc limit 200`.execute(database.db);
      return {
        users: await makeUsers(database.db, SIZES.users, 'load'),
        contentIds: contents.rows.map((r) => Number(r.id)),
        commentIds: comments.rows.map((r) => Number(r.id)),
        ids: await collectIds(database.db),
      };
    });
    if (contentIds.length === 0) throw new Error('no demo content to load');
    const server = startServerProcess(store, { RATE_LIMIT_PER_MINUTE: '100000000' });
    let ok = false;
    try {
      const url = await server.ready;
      const community = communityMix(
        () => contentIds,
        () => (commentIds.length ? commentIds : contentIds),
      );
      const plan = [...community, ...everyRead(ids, new Set(community.map((c) => c.path)))];
      const total = plan.reduce((n, p) => n + p.weight, 0);
      const choose = () => {
        let r = Math.random() * total;
        for (const p of plan) if ((r -= p.weight) <= 0) return p;
        return plan[0]!;
      };
      const counts = { body429: 0, limited: 0, fiveXX: 0, nonEnvelope: 0 };
      const samples: string[] = [];
      const timing = new Map<string, { n: number; ms: number; max: number }>();
      const sent = new Map<string, number>();
      // A short warm-up so JIT and first-use loading (word lists, caches) are not counted as the load.
      await autocannon({
        url: `${url}/api/content/v1/pub/list`,
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
        connections: 4,
        duration: 3,
      });
      const instance = autocannon({
        url,
        connections: SIZES.connections,
        duration: SIZES.seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req: autocannon.Request, ctx: object) => {
              const context = ctx as Sent;
              const p = choose();
              const user = pickOf(users);
              const payload = p.body();
              context.path = p.path;
              context.payload = payload;
              context.sentAt = Date.now();
              sent.set(p.path, (sent.get(p.path) ?? 0) + 1);
              return {
                ...req,
                method: 'POST',
                path: `${p.path}${p.login || Math.random() < 0.5 ? `?h_token=${user.token}` : ''}`,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(p.sealed ? seal(payload, DEV_CLIENT) : payload),
              };
            },
            onResponse: (status: number, body: string, ctx: object) => {
              const context = ctx as Sent;
              const path = context.path ?? '?';
              const t = (timing.get(path) ?? timing.set(path, { n: 0, ms: 0, max: 0 }).get(path))!;
              const ms = Date.now() - (context.sentAt ?? Date.now());
              t.n += 1;
              t.ms += ms;
              t.max = Math.max(t.max, ms);
              let code: unknown;
              try {
                code = (JSON.parse(body) as { code?: unknown }).code;
              } catch {
                code = undefined;
              }
              const note = () => {
                if (samples.length < 10)
                  samples.push(
                    `${status} ${context.path} ← ${JSON.stringify(context.payload)} → ${body.slice(0, 200)}`,
                  );
              };
              if (status >= 500) {
                counts.fiveXX += 1;
                note();
              }
              if (code === 429) {
                counts.body429 += 1;
                note();
              }
              if (code === 4290) counts.limited += 1;
              if (typeof code !== 'number') {
                counts.nonEnvelope += 1;
                note();
              }
            },
          },
        ],
      });
      const result = await instance;
      say(
        `L1 load ${engine}: requests ${result.requests.total} (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms), 5xx ${counts.fiveXX}, errors ${result.errors} (timeouts ${result.timeouts}), body-429 ${counts.body429}, non-envelope ${counts.nonEnvelope}, rate-limited 4290 ${counts.limited} (${SIZES.connections} connections, ${SIZES.seconds} s, ${users.length} users, RATE_LIMIT_PER_MINUTE 100000000)`,
      );
      for (const s of samples) detail(s);
      // Requests sent and never answered (timeouts, dropped connections), by path.
      const unanswered = [...sent]
        .map(([path, n]) => [path, n - (timing.get(path)?.n ?? 0)] as const)
        .filter(([, n]) => n > 0)
        .sort((x, y) => y[1] - x[1])
        .slice(0, 8);
      for (const [path, n] of unanswered) detail(`unanswered: ${path} ${n} of ${sent.get(path)}`);
      const slowest = [...timing].sort((x, y) => y[1].ms / y[1].n - x[1].ms / x[1].n).slice(0, 5);
      for (const [path, t] of slowest)
        detail(`slowest: ${path} ${t.n} requests, mean ${Math.round(t.ms / t.n)} ms, max ${t.max} ms`);
      ok = counts.fiveXX === 0 && result.errors === 0 && counts.body429 === 0 && counts.nonEnvelope === 0;
    } finally {
      await server.stop();
    }
    return (await reportInvariants(store, 'after L1')) && ok;
  } finally {
    await store.dispose();
  }
}
