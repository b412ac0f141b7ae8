import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/platform/db/schema.ts';
import { call, type Reply } from './client.ts';
import { detail, freshStore, say, SIZES } from './env.ts';
import { reportInvariants } from './i1-c1.ts';
import { makeUsers, type HardenUser } from './seed.ts';
import { NO_LIMITS, openStore, prepareStore, startServerProcess, type Engine } from './target.ts';

// T1, nothing twice (docs/product/nothing-twice.md), against a real server process:
// - idempotent creates under double submission: groups of four identical requests with one key, sent at once (plain
//   and sealed); each group must make one post, comment, sign-up or claim, and every answer of a group be the same;
// - a key reused for another request is refused;
// - a body nested 5,000 deep answers 400 on every cached read and a write, never 5xx;
// - a stranger's like, comment and collection of a draft or offline activity answer as a missing id (404);
// - parallel claims of a limit-3 coupon with plenty left are never told 优惠券已领完, and parallel confirmations of a
//   held seat never 保留名额已过期.
// One figure a line with its target; C1 then checks the database (its checks include these areas').

const PUBLISH = '/api/service/content/v1/pvt/publish';
const COMMENT = '/api/service/socialcontact/v1/comment/add';
const ENROL = '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo';
const COUPON = '/api/service/marketing/v1/getCoupon';
const LIKE = '/api/socialcontact/v1/vote/like';
const COLLECT = '/api/service/agenda/v1/collectionItem/saveCollectionItem';
const ACTIVITY = '/api/service/community/v1/activity';
const CACHED_READS = [
  '/api/content/v1/pub/list',
  '/api/content/v1/pub/queryDetail',
  '/api/community/v1/topicSquare/queryColumn',
  '/api/community/v1/topicSquare/queryDataV6A',
  '/api/ls/v1/destination/poiInfo',
];
const GROUP = 4;

type Db = Kysely<DB>;
const count = async (db: Db, query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db)).rows[0]!.n;

/** A figure against its target: printed, and whether it met it. */
function figure(line: string, value: number, target: number): boolean {
  say(`${line} ${value} (target ${target})`);
  return value === target;
}

async function activityFor(
  base: string,
  publisher: HardenUser,
  capacity: number,
): Promise<{ id: string; ticket: string }> {
  const start = Date.now() + 5 * 86_400_000;
  const saved = await call(
    base,
    `${ACTIVITY}/add`,
    {
      title: '硬化测试活动',
      intro: '不会重复的报名。',
      city: '杭州',
      address: '浙江省杭州市西湖区',
      startAt: new Date(start).toISOString(),
      endAt: new Date(start + 3600_000).toISOString(),
      questions: [{ id: 'name', type: 'name', title: '姓名', required: true }],
      tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity }],
    },
    { token: publisher.token },
  );
  const id = String((saved.body as { id: string }).id);
  const detailed = await call(base, '/api/community/v1/activity/findOne', { id }, { token: publisher.token });
  return { id, ticket: String((detailed.body as { tickets: { id: string }[] }).tickets[0]!.id) };
}

async function coupon(db: Db, stock: number, limit: number): Promise<string> {
  const row = await db
    .insertInto('coupons')
    .values({
      kind: 'marketing',
      title: '硬化券',
      store_ids: '[]',
      poi_id: null,
      discount_amount: 100,
      threshold_amount: 0,
      total_stock: stock,
      claimed_count: 0,
      per_user_limit: limit,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** `groups` groups of GROUP identical requests, each group with its own key, all of a group at once. */
async function doubleSubmit(
  groups: number,
  send: (group: number, headers: Record<string, string>) => Promise<Reply>,
): Promise<{ failed: number; differing: number }> {
  let failed = 0;
  let differing = 0;
  for (let g = 0; g < groups; g++) {
    const headers = { 'Idempotency-Key': `"${randomUUID()}"` };
    const replies = await Promise.all(Array.from({ length: GROUP }, () => send(g, headers)));
    failed += replies.filter((r) => r.code !== 0).length;
    if (new Set(replies.map((r) => JSON.stringify(r.body))).size !== 1) differing++;
    for (const r of replies.filter((x) => x.code !== 0).slice(0, 2))
      detail(`group ${g}: ${r.status} ${r.text.slice(0, 200)}`);
  }
  return { failed, differing };
}

export async function runT1(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 't1');
  const groups = SIZES.twiceGroups;
  const seats = Math.max(1, Math.floor(groups / 2));
  try {
    // Everything the run needs that is not made through the API is made before the server starts: PGlite's data is
    // one process's, so the harness reads it again only once the server has stopped.
    const seed = await prepareStore(store, async (database) => {
      const made = await makeUsers(database.db, 4 + 2 * seats, 'twice');
      await database.db.insertInto('activity_publishers').values({ user_id: made[0]!.userId }).execute();
      const plenty = await coupon(database.db, 1000, 1000);
      const limited: string[] = [];
      for (let i = 0; i < groups; i++) limited.push(await coupon(database.db, 100, 3));
      return { users: made, plenty, limited };
    });
    const [publisher, reader, stranger, claimer, ...seatUsers] = seed.users as [
      HardenUser,
      HardenUser,
      HardenUser,
      HardenUser,
      ...HardenUser[],
    ];
    const server = startServerProcess(store, NO_LIMITS);
    let ok = true;
    let target = 0;
    let activity = { id: '0', ticket: '0' };
    try {
      const base = await server.ready;

      // Idempotent creates under double submission (counted once the server has stopped).
      const plain = await doubleSubmit(groups, (g, headers) =>
        call(base, PUBLISH, { type: 'dynamic', text: `双击发布 ${g}` }, { token: reader.token, headers }),
      );
      const sealed = await doubleSubmit(groups, (g, headers) =>
        call(base, PUBLISH, { type: 'dynamic', text: `加密双击 ${g}` }, { token: reader.token, headers, sealed: true }),
      );
      ok = figure(`T1 double submit publish ${engine}: answers refused`, plain.failed + sealed.failed, 0) && ok;
      ok =
        figure(
          `T1 double submit publish ${engine}: groups answered differently`,
          plain.differing + sealed.differing,
          0,
        ) && ok;

      const published = await call(base, PUBLISH, { type: 'dynamic', text: '等评论' }, { token: publisher.token });
      target = Number((published.body as { id: string }).id);
      const comments = await doubleSubmit(groups, (g, headers) =>
        call(
          base,
          COMMENT,
          { targetType: 'content', targetId: target, text: `双击发送 ${g}` },
          { token: reader.token, headers },
        ),
      );
      ok = figure(`T1 double submit comment ${engine}: answers refused`, comments.failed, 0) && ok;

      activity = await activityFor(base, publisher, 1000);
      const signUps = await doubleSubmit(1, (_g, headers) =>
        call(
          base,
          ENROL,
          { activityId: activity.id, ticketId: activity.ticket, answers: { name: '王小明' } },
          { token: claimer.token, headers },
        ),
      );
      ok = figure(`T1 double submit sign-up ${engine}: answers refused`, signUps.failed, 0) && ok;

      const claims = await doubleSubmit(groups, (_g, headers) =>
        call(base, COUPON, { couponId: seed.plenty }, { token: claimer.token, headers }),
      );
      ok = figure(`T1 double submit coupon claim ${engine}: answers refused`, claims.failed, 0) && ok;

      // A key used again for another request.
      let reused = 0;
      for (let i = 0; i < groups; i++) {
        const headers = { 'Idempotency-Key': randomUUID() };
        await call(base, PUBLISH, { type: 'dynamic', text: `第一条 ${i}` }, { token: stranger.token, headers });
        const other = await call(
          base,
          PUBLISH,
          { type: 'dynamic', text: `第二条 ${i}` },
          { token: stranger.token, headers },
        );
        if (other.code === 1 && other.msg === '幂等键已用于另一请求') reused++;
      }
      ok = figure(`T1 key reused for another body ${engine}: refused of ${groups}`, reused, groups) && ok;

      // JSON nested 5,000 deep.
      const deep = `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      let fiveXX = 0;
      let refused = 0;
      const deepPaths = [...CACHED_READS, `${PUBLISH}?h_token=${reader.token}`];
      for (const path of deepPaths) {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: deep,
        });
        const json = (await res.json().catch(() => ({}))) as { code?: number };
        if (res.status >= 500) fiveXX++;
        if (res.status === 400 && json.code === 400) refused++;
      }
      ok = figure(`T1 JSON 5,000 deep ${engine}: 5xx of ${deepPaths.length} paths`, fiveXX, 0) && ok;
      ok =
        figure(
          `T1 JSON 5,000 deep ${engine}: HTTP 400 code 400 of ${deepPaths.length} paths`,
          refused,
          deepPaths.length,
        ) && ok;

      // Drafts and offline activities are not targets.
      const draft = await call(base, `${ACTIVITY}/saveDraft`, { title: '草稿' }, { token: publisher.token });
      const offline = await activityFor(base, publisher, 10);
      await call(base, `${ACTIVITY}/down`, { id: offline.id }, { token: publisher.token });
      let notMissing = 0;
      let actions = 0;
      for (const id of [String((draft.body as { id: string }).id), offline.id]) {
        const answers = await Promise.all([
          call(
            base,
            LIKE,
            { targetType: 'activity', targetId: id, like: true },
            { token: stranger.token, sealed: true },
          ),
          call(base, COMMENT, { targetType: 'activity', targetId: id, text: '看得见吗' }, { token: stranger.token }),
          call(base, COLLECT, { itemType: 'activity', itemId: id, type: 1 }, { token: stranger.token }),
        ]);
        actions += answers.length;
        for (const a of answers) if (!(a.code === 404 && a.msg === '内容不存在')) notMissing++;
      }
      ok =
        figure(
          `T1 drafts ${engine}: a stranger's ${actions} actions on a draft or offline activity not answered 404`,
          notMissing,
          0,
        ) && ok;

      // Refusals under concurrency name their cause.
      let wrongSoldOut = 0;
      for (const limited of seed.limited) {
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => call(base, COUPON, { couponId: limited }, { token: claimer.token })),
        );
        wrongSoldOut += answers.filter((a) => a.msg === '优惠券已领完').length;
      }
      ok =
        figure(
          `T1 refusal causes ${engine}: limit-3 coupons with 97+ left, claims told 优惠券已领完`,
          wrongSoldOut,
          0,
        ) && ok;

      let wrongExpired = 0;
      for (let i = 0; i < seats; i++) {
        const seat = await activityFor(base, publisher, 1);
        const holder = seatUsers[2 * i]!;
        const waiter = seatUsers[2 * i + 1]!;
        const enrol = (user: HardenUser, name: string) =>
          call(
            base,
            ENROL,
            { activityId: seat.id, ticketId: seat.ticket, answers: { name }, waitlist: true },
            { token: user.token },
          );
        const first = await enrol(holder, '张三');
        await enrol(waiter, '李四');
        await call(
          base,
          `${ENROL.replace('saveActivityEnrollInfo', 'cancel')}`,
          { id: (first.body as { id: string }).id },
          {
            token: holder.token,
          },
        );
        const answers = await Promise.all(Array.from({ length: 8 }, () => enrol(waiter, '李四')));
        wrongExpired += answers.filter((a) => a.msg === '保留名额已过期').length;
      }
      ok =
        figure(`T1 refusal causes ${engine}: held seats confirmed 8 at once, told 保留名额已过期`, wrongExpired, 0) &&
        ok;
    } finally {
      await server.stop();
    }

    // What the double submissions made, read once the server has stopped.
    const database = await openStore(store);
    try {
      const db = database.db;
      const posts = await count(db, sql`select count(*)::int as n from contents where author_id = ${reader.userId}`);
      ok =
        figure(
          `T1 double submit publish ${engine}: groups ${groups * 2} of ${GROUP} (half sealed), posts made`,
          posts,
          groups * 2,
        ) && ok;
      const made = await count(
        db,
        sql`select count(*)::int as n from comments where target_type = 'content' and target_id = ${target}`,
      );
      ok =
        figure(`T1 double submit comment ${engine}: groups ${groups} of ${GROUP}, comments made`, made, groups) && ok;
      const enrolled = await count(
        db,
        sql`select count(*)::int as n from activity_enrolments
          where activity_id = ${Number(activity.id)} and user_id = ${claimer.userId}`,
      );
      ok = figure(`T1 double submit sign-up ${engine}: groups 1 of ${GROUP}, enrolments made`, enrolled, 1) && ok;
      const claimed = await count(
        db,
        sql`select count(*)::int as n from coupon_claims where coupon_id = ${Number(seed.plenty)}`,
      );
      ok =
        figure(`T1 double submit coupon claim ${engine}: groups ${groups} of ${GROUP}, claims made`, claimed, groups) &&
        ok;
    } finally {
      await database.close();
    }
    return (await reportInvariants(store, 'after T1')) && ok;
  } finally {
    await store.dispose();
  }
}
