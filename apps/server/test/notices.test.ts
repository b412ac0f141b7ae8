import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdExpiryJob, HOLD_JOB } from '../src/modules/activities/hold-job.ts';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { GROWTH, publish, seedGrowth, taskId } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// 消息 (docs/product/notices.md): every event that should tell someone writes one notice for the right person and
// none for the one who acted; unread counts per kind; reading by kind and by ids, only one's own; keyset paging.

const N = '/api/service/socialcontact/v1/notice';
type User = { token: string; userId: number; userCode: string };
type Row = {
  id: string;
  kind: string;
  title: string;
  excerpt: string;
  targetType: string;
  targetId: string | null;
  actor: { userId: string } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (u: User, body: Record<string, unknown> = {}) =>
  (await ok(t.post(`${N}/list`, body, { token: u.token }))) as { rows: Row[]; nextCursor: string | null };
const unread = async (u: User) =>
  (await ok(t.post(`${N}/unread`, {}, { token: u.token }))) as { counts: Record<string, number>; total: number };
const like = (u: User, id: number | string, on = true, targetType = 'content') =>
  t.postSealed('/api/socialcontact/v1/vote/like', { targetType, targetId: id, like: on }, { token: u.token });
const comment = (u: User, targetId: number, text: string, parentId?: string) =>
  ok(
    t.post(
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'content', targetId, text, ...(parentId ? { parentId } : {}) },
      { token: u.token },
    ),
  );
const follow = (u: User, other: User, on = true) =>
  ok(t.post(`/api/service/user/v1/${on ? 'follow' : 'unFollow'}`, { userId: other.userCode }, { token: u.token }));
const collect = (u: User, id: number, on = true) =>
  ok(
    on
      ? t.post(
          '/api/service/agenda/v1/collectionItem/saveCollectionItem',
          { itemType: 'content', itemId: id, type: 1 },
          { token: u.token },
        )
      : t.post(
          '/api/service/agenda/v1/collectionItem/deleteCollectionItem',
          { itemType: 'content', itemId: id },
          { token: u.token },
        ),
  );
/** Every notice of a user, straight from the table (no list marks anything read). */
const stored = (u: User) =>
  t.ctx.db.selectFrom('notices').selectAll().where('user_id', '=', u.userId).orderBy('id').execute();

describe('community events', () => {
  let a: User;
  let b: User;
  let post: number;
  beforeAll(async () => {
    a = await t.login();
    b = await t.login();
    post = await publish(t, a.token, '西湖边的清晨，人少景美');
  });

  it('a like, a collect, a comment and a follow each tell A once, in their groups, and tell B nothing', async () => {
    expect((await like(b, post)).json.code).toBe(0);
    await collect(b, post);
    await comment(b, post, '真好看');
    await follow(b, a);
    const rows = await stored(a);
    expect(rows.map((n) => [n.kind, n.actor_id, n.title])).toEqual([
      ['like', b.userId, '赞了你的动态'],
      ['like', b.userId, '收藏了你的动态'],
      ['comment', b.userId, '评论了你的动态'],
      ['follow', b.userId, '关注了你'],
    ]);
    expect(await stored(b)).toEqual([]);
    expect(await unread(a)).toEqual({ counts: { like: 2, comment: 1, follow: 1, system: 0 }, total: 4 });
    const likes = await list(a, { kind: 'like' });
    expect(likes.rows.map((r) => r.excerpt)).toEqual(['西湖边的清晨，人少景美', '西湖边的清晨，人少景美']);
    expect(likes.rows[0]).toMatchObject({
      actor: { userId: b.userCode },
      targetType: 'content',
      targetId: String(post),
    });
  });

  it('a reply tells the comment’s author; nobody is told of their own act', async () => {
    const c = await t.login();
    const own = await comment(a, post, '欢迎来玩');
    const before = (await stored(a)).length;
    await comment(c, post, '六点去的吗', own.id);
    const after = await stored(a);
    // A is both the dynamic's author and the comment's: one notice, the reply.
    expect(after.slice(before).map((n) => [n.kind, n.actor_id, n.title])).toEqual([
      ['comment', c.userId, '回复了你的评论'],
    ]);
    await like(a, post);
    await follow(a, a).catch(() => undefined);
    expect((await stored(a)).length).toBe(before + 1);
  });

  it('an unlike and an uncollect take their notices back; liking again tells once more, not twice', async () => {
    const d = await t.login();
    await like(d, post);
    await collect(d, post);
    const mine = async () => (await stored(a)).filter((n) => n.actor_id === d.userId).map((n) => n.title);
    expect(await mine()).toEqual(['赞了你的动态', '收藏了你的动态']);
    await like(d, post, false);
    await collect(d, post, false);
    expect(await mine()).toEqual([]);
    await like(d, post);
    await like(d, post);
    expect(await mine()).toEqual(['赞了你的动态']);
    await follow(d, a);
    await follow(d, a, false);
    expect(await mine()).toEqual(['赞了你的动态']);
  });
});

describe('system notices', () => {
  it('a claimed task reward and a sign-in tell their owner what came in, once each', async () => {
    await seedGrowth(t);
    const u = await t.login();
    await publish(t, u.token);
    const task = await taskId(t, 'daily', '发布一条动态');
    expect(await ok(t.post(GROWTH.receive, { taskId: task }, { token: u.token }))).toMatchObject({ rewardCoin: 10 });
    // A second claim is refused and tells nothing.
    expect((await t.post(GROWTH.receive, { taskId: task }, { token: u.token })).json.code).toBe(1);
    const [day1] = await ok(t.post(GROWTH.querySign, {}, { token: u.token }));
    expect((await t.postSealed(GROWTH.userSign, { signConfigId: day1.id }, { token: u.token })).json.code).toBe(0);
    const rows = (await list(u, { kind: 'system' })).rows;
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.targetType === 'growth' && r.actor === null)).toBe(true);
    expect(rows[0]!.title).toMatch(/^你获得了\d+无忧币/);
    expect(rows[0]!.excerpt).toMatch(/^每日签到（第1天）/);
    expect(rows[1]).toMatchObject({ title: '你获得了10无忧币、20成长值', excerpt: '完成任务：发布一条动态' });
  });

  it('an activity moved in time, taken offline and cancelled tells those signed up, not its publisher', async () => {
    const p = await publisher(t);
    const activity = await publishActivity(t, p.token);
    const ticket = activity.tickets[0]!.id;
    const [x, y] = [await t.login(), await t.login()];
    await ok(signUp(t, x.token, activity.id, ticket));
    await ok(signUp(t, y.token, activity.id, ticket));
    const start = new Date(Date.now() + 12 * 86_400_000);
    start.setUTCHours(2, 30, 0, 0);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    await ok(
      t.post(
        '/api/service/community/v1/activity/update',
        { id: activity.id, startAt: start.toISOString(), endAt: end.toISOString() },
        { token: p.token },
      ),
    );
    // Only the intro changed: nobody is told.
    await ok(
      t.post('/api/service/community/v1/activity/update', { id: activity.id, intro: '改了介绍' }, { token: p.token }),
    );
    await ok(t.post('/api/service/community/v1/activity/down', { id: activity.id }, { token: p.token }));
    await ok(t.post('/api/service/community/v1/activity/delete', { id: activity.id }, { token: p.token }));
    const beijing = `${start.getUTCMonth() + 1}月${start.getUTCDate()}日 10:30`;
    for (const u of [x, y]) {
      const rows = (await list(u, { kind: 'system' })).rows;
      expect(rows.map((r) => r.title)).toEqual(['你报名的活动已取消', '你报名的活动已下架', `活动时间改为${beijing}`]);
      expect(rows.every((r) => r.targetType === 'activity' && r.targetId === activity.id)).toBe(true);
      expect(rows[0]!.excerpt).toBe('周末西湖徒步');
    }
    expect(await stored(p)).toEqual([]);
  });

  it('an activity that has ended tells nobody when it is taken offline or deleted', async () => {
    const p = await publisher(t);
    const activity = await publishActivity(t, p.token);
    const x = await t.login();
    await ok(signUp(t, x.token, activity.id, activity.tickets[0]!.id));
    await t.ctx.db
      .updateTable('activities')
      .set({ start_at: new Date(Date.now() - 5 * 86_400_000), end_at: new Date(Date.now() - 4 * 86_400_000) })
      .where('id', '=', Number(activity.id))
      .execute();
    const before = (await stored(x)).length;
    await ok(t.post('/api/service/community/v1/activity/down', { id: activity.id }, { token: p.token }));
    await ok(t.post('/api/service/community/v1/activity/delete', { id: activity.id }, { token: p.token }));
    expect((await stored(x)).length).toBe(before);
  });

  it('a comment on an activity tells its publisher; a reply to it tells the commenter too', async () => {
    const p = await publisher(t);
    const activity = await publishActivity(t, p.token);
    const [x, y] = [await t.login(), await t.login()];
    const said = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'activity', targetId: activity.id, text: '几点集合？' },
        { token: x.token },
      ),
    );
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'activity', targetId: activity.id, text: '早上八点', parentId: said.id },
        { token: y.token },
      ),
    );
    expect((await stored(p)).map((n) => [n.kind, n.actor_id, n.title, n.target_type])).toEqual([
      ['comment', x.userId, '评论了你的活动', 'activity'],
      ['comment', y.userId, '评论了你的活动', 'activity'],
    ]);
    expect((await stored(x)).map((n) => [n.actor_id, n.title])).toEqual([[y.userId, '回复了你的评论']]);
    expect(await stored(y)).toEqual([]);
  });

  it('a seat freed on a full activity tells the first on the waitlist it is held', async () => {
    const p = await publisher(t);
    const activity = await publishActivity(t, p.token, {
      tickets: [{ name: '限量票', price: 0, currency: 'CNY', capacity: 1 }],
    });
    const ticket = activity.tickets[0]!.id;
    const [seated, first, second] = [await t.login(), await t.login(), await t.login()];
    const seat = await ok(signUp(t, seated.token, activity.id, ticket));
    await ok(signUp(t, first.token, activity.id, ticket));
    await ok(signUp(t, second.token, activity.id, ticket));
    await ok(t.post('/api/service/community/v1/activityEnroll/cancel', { id: seat.id }, { token: seated.token }));
    const held = (await list(first, { kind: 'system' })).rows;
    expect(held).toHaveLength(1);
    expect(held[0]!.title).toMatch(/^候补到名额了！名额为你保留至\d+月\d+日 \d\d:\d\d，请及时确认报名$/);
    expect(await stored(second)).toEqual([]);
    expect(await stored(seated)).toEqual([]);
    // The hold lapses: the job passes the seat on, and the next in line is told in turn.
    await sql`update activity_enrolments set hold_expires_at = now() - interval '1 minute'
      where user_id = ${first.userId} and status = 'offered'`.execute(t.ctx.db);
    await holdExpiryJob(t.ctx, { id: 0, kind: HOLD_JOB, payload: {}, attempts: 1, owner_id: null });
    expect((await list(second, { kind: 'system' })).rows.map((r) => r.targetId)).toEqual([activity.id]);
    expect((await list(first, { kind: 'system' })).rows).toHaveLength(1);
  });
});

describe('reading', () => {
  let a: User;
  let others: User[];
  beforeAll(async () => {
    a = await t.login();
    others = await Promise.all(Array.from({ length: 7 }, () => t.login()));
    for (const o of others) await follow(o, a);
    const post = await publish(t, a.token, '一条动态');
    await like(others[0]!, post);
    await comment(others[1]!, post, '不错');
  });

  it('pages a kind by keyset without duplicates or gaps, and marks the kind read when its first page opens', async () => {
    expect((await unread(a)).counts).toEqual({ like: 1, comment: 1, follow: 7, system: 0 });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(a, { kind: 'follow', pageSize: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((x, y) => y - x));
    expect(await unread(a)).toEqual({ counts: { like: 1, comment: 1, follow: 0, system: 0 }, total: 2 });
    // Every kind together, newest first.
    expect((await list(a)).rows.map((r) => r.kind)).toEqual(['comment', 'like', ...Array(7).fill('follow')]);
  });

  it('reads by ids and by kind, and only one’s own', async () => {
    const likeRow = (await stored(a)).find((n) => n.kind === 'like')!;
    const commentRow = (await stored(a)).find((n) => n.kind === 'comment')!;
    const stranger = others[2]!;
    // Someone else's ids mark nothing and say so.
    const theirs = await ok(t.post(`${N}/read`, { ids: [String(likeRow.id)] }, { token: stranger.token }));
    expect(theirs.marked).toBe(0);
    expect((await unread(a)).counts.like).toBe(1);
    const byIds = await ok(t.post(`${N}/read`, { ids: [String(likeRow.id)] }, { token: a.token }));
    expect(byIds).toEqual({ marked: 1, counts: { like: 0, comment: 1, follow: 0, system: 0 }, total: 1 });
    const byKind = await ok(t.post(`${N}/read`, { kind: 'comment' }, { token: a.token }));
    expect(byKind).toMatchObject({ marked: 1, total: 0 });
    expect((await stored(a)).find((n) => n.id === commentRow.id)!.read_at).not.toBeNull();
    // Neither or both: refused at the edge.
    expect((await t.post(`${N}/read`, {}, { token: a.token })).status).toBe(400);
    // The list is one's own too: the stranger, told nothing, sees nothing of A's.
    expect((await list(stranger)).rows).toEqual([]);
  });

  it('counts each kind up to 100, however many are unread, on both the new path and findUserIms', async () => {
    const u = await t.login();
    await t.ctx.db
      .insertInto('notices')
      .values(
        Array.from({ length: 130 }, (_, i) => ({ user_id: u.userId, kind: 'system' as const, title: `第${i}条` })),
      )
      .execute();
    expect(await unread(u)).toEqual({ counts: { like: 0, comment: 0, follow: 0, system: 100 }, total: 100 });
    const ims = await ok(t.post('/api/community/v1/im/findUserIms', {}, { token: u.token }));
    expect(ims.groups.find((g: { kind: string }) => g.kind === 'system').unread).toBe(100);
    expect(ims.unreadTotal).toBe(100);
  });

  it('needs a session on every path', async () => {
    for (const path of ['list', 'unread', 'read']) {
      expect((await t.post(`${N}/${path}`, { kind: 'like' })).json).toMatchObject({ code: 429 });
    }
  });

  it('a blocked actor’s notices are neither listed nor counted', async () => {
    const blocked = others[3]!;
    const before = (await list(a, { kind: 'follow' })).rows.length;
    await ok(
      t.post(
        '/api/service/socialcontact/v1/contentblack/blackOperator',
        { userId: blocked.userCode, block: true },
        { token: a.token },
      ),
    );
    expect((await list(a, { kind: 'follow' })).rows).toHaveLength(before - 1);
  });
});
