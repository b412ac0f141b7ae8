import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../harden/invariants.ts';
import { ok } from './community-helpers.ts';
import { publishActivity, publisher } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/performance.md: the counts shown beside a place, an activity, a topic and a club are kept by the writes
// (migration 0011 and the club join) instead of counted from rows on every view. Whatever the toggles and however
// they interleave, what the API answers equals the rows behind it, and the harness's C1 agrees.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = { token: string; userId: number; userCode: string };

const rows = async (table: 'likes' | 'comments', type: string, id: number) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
      where target_type = ${type} and target_id = ${id}
      ${table === 'comments' ? sql`and status = 'published'` : sql``}`.execute(t.ctx.db)
  ).rows[0]!.n;

let poiSeq = 0;
async function newPoi() {
  poiSeq += 1;
  const row = await t.ctx.db
    .insertInto('pois')
    .values({ destination_id: 1, name: `计数地点${Date.now()}-${poiSeq}`, lat: 30.25, lng: 120.15 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

let tsSeq = 0;
/** A fresh envelope timestamp per request, so many requests in the same millisecond are not replays. */
const ts = () => {
  tsSeq += 1;
  return `${Date.now() + tsSeq}${String(tsSeq % 1000).padStart(3, '0')}`;
};
const like = (u: User, targetType: string, targetId: string, on: boolean) =>
  t.postSealed('/api/socialcontact/v1/vote/like', { targetType, targetId, like: on }, { token: u.token, ts: ts() });
const wantToGo = async (poiId: string, u?: User) =>
  ok(t.post('/api/agenda/v1/travelPoi/wantToGoNum', { poiId }, u ? { token: u.token } : {}));

async function expectNoViolations() {
  const invariants = await checkInvariants(t.ctx.db);
  expect(invariants.details).toEqual([]);
  expect(invariants.violations).toBe(0);
}

describe('want-to-go (the like on a POI)', () => {
  it('follows likes and unlikes, repeated ones changing nothing, on the like answer, wantToGoNum and poiInfo', async () => {
    const poi = await newPoi();
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    expect(await wantToGo(poi, a)).toEqual({ count: 0, wanted: false });

    expect((await like(a, 'poi', poi, true)).opened).toEqual({ liked: true, likeCount: 1 });
    expect((await like(a, 'poi', poi, true)).opened).toEqual({ liked: true, likeCount: 1 });
    expect((await like(b, 'poi', poi, true)).opened).toEqual({ liked: true, likeCount: 2 });
    expect((await like(c, 'poi', poi, false)).opened).toEqual({ liked: false, likeCount: 2 });
    expect(await wantToGo(poi, a)).toEqual({ count: 2, wanted: true });
    expect(await wantToGo(poi, c)).toEqual({ count: 2, wanted: false });

    expect((await like(a, 'poi', poi, false)).opened).toEqual({ liked: false, likeCount: 1 });
    expect((await like(a, 'poi', poi, false)).opened).toEqual({ liked: false, likeCount: 1 });
    const info = await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: poi }, { token: b.token }));
    expect(info.wantToGo).toEqual({ count: 1, wanted: true });
    expect(await rows('likes', 'poi', Number(poi))).toBe(1);
    await expectNoViolations();
  });

  it('loses the likes of a user who is deleted (the cascade moves the counter too)', async () => {
    const poi = await newPoi();
    const [a, b] = [await t.login(), await t.login()];
    await like(a, 'poi', poi, true);
    await like(b, 'poi', poi, true);
    await sql`delete from users where id = ${a.userId}`.execute(t.ctx.db);
    expect(await wantToGo(poi)).toEqual({ count: 1, wanted: false });
  });
});

describe("a POI's evaluations", () => {
  it('count and average what is published, a deleted one leaving them', async () => {
    const poi = await newPoi();
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    const evaluate = (u: User, score: number) =>
      ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'poi', targetId: poi, text: `评价 ${score}`, score },
          { token: u.token },
        ),
      );
    await evaluate(a, 5);
    const { id: four } = await evaluate(b, 4);
    await evaluate(c, 2);
    // A reply is a comment on the POI but not an evaluation.
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'poi', targetId: poi, text: '同意', parentId: four },
        { token: a.token },
      ),
    );
    const summary = async () =>
      ok(t.post('/api/socialcontact/v1/evaluate/getEvaluateByParams', { targetType: 'poi', targetId: poi }));
    expect(await summary()).toMatchObject({ count: 3, average: 3.7, distribution: [0, 1, 0, 1, 1] });

    // Deleting the evaluation takes its reply with it.
    await ok(t.post('/api/service/socialcontact/v1/comment/delete', { id: four }, { token: b.token }));
    expect(await summary()).toMatchObject({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });
    const info = await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: poi }));
    expect(info.evaluation).toMatchObject({ count: 2, average: 3.5 });
    expect(await rows('comments', 'poi', Number(poi))).toBe(2);
    await expectNoViolations();
  });
});

describe("an activity's likes and comments", () => {
  it('follow likes, unlikes, replies and a deleted thread on its detail', async () => {
    const owner = await publisher(t);
    const { id } = await publishActivity(t, owner.token);
    const [a, b] = [await t.login(), await t.login()];
    await like(a, 'activity', id, true);
    await like(b, 'activity', id, true);
    await like(b, 'activity', id, false);
    await like(b, 'activity', id, false);
    const comment = (u: User, text: string, parentId?: string) =>
      ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'activity', targetId: id, text, ...(parentId ? { parentId } : {}) },
          { token: u.token },
        ),
      );
    const { id: first } = await comment(a, '报名了');
    await comment(b, '我也去', first);
    await comment(b, '几点集合？');
    const social = async () => (await ok(t.post('/api/community/v1/activity/findOne', { id }))).social;
    expect(await social()).toMatchObject({ likeCount: 1, commentCount: 3 });

    await ok(t.post('/api/service/socialcontact/v1/comment/delete', { id: first }, { token: a.token }));
    expect(await social()).toMatchObject({ likeCount: 1, commentCount: 1 });
    expect(await rows('likes', 'activity', Number(id))).toBe(1);
    expect(await rows('comments', 'activity', Number(id))).toBe(1);
    await expectNoViolations();
  });
});

describe("a topic's content totals (pub/contentTotal)", () => {
  it('count its published dynamics, articles and their likes', async () => {
    const topic = await t.ctx.db
      .insertInto('topics')
      .values({ title: `总数话题${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const topicId = String(topic.id);
    const [a, b] = [await t.login(), await t.login()];
    const total = async () => ok(t.post('/api/content/v1/pub/contentTotal', { topicId }));
    expect(await total()).toEqual({ dynamic: 0, article: 0, total: 0, likeCount: 0 });

    const publish = (u: User, type: 'dynamic' | 'article') =>
      ok(
        t.post(
          '/api/service/content/v1/pvt/publish',
          { type, title: type === 'article' ? '一篇文章' : undefined, text: `${type} 正文`, topicId },
          { token: u.token },
        ),
      );
    const { id: post } = await publish(a, 'dynamic');
    await publish(a, 'article');
    await publish(b, 'article');
    await like(b, 'content', post, true);
    expect(await total()).toEqual({ dynamic: 1, article: 2, total: 3, likeCount: 1 });
    // The author's own totals in the topic are counted from their posts and agree.
    expect(await ok(t.post('/api/content/v1/pub/contentTotal', { topicId, userId: a.userCode }))).toEqual({
      dynamic: 1,
      article: 1,
      total: 2,
      likeCount: 1,
    });
    expect(await ok(t.post('/api/content/v1/pub/contentTotal', { topicId: '987654321' }))).toEqual({
      dynamic: 0,
      article: 0,
      total: 0,
      likeCount: 0,
    });
    await expectNoViolations();
  });
});

// Many toggles in flight at once: each like, unlike, comment and delete moves its counter under the counter row's
// lock, so no step is lost. On PGlite the requests interleave between statements; on PostgreSQL they truly overlap.
describe('concurrent toggles', () => {
  it('leave want-to-go, activity likes and comments, and club members equal to their rows', async () => {
    const poi = await newPoi();
    const owner = await publisher(t);
    const { id: activity } = await publishActivity(t, owner.token);
    const master = await t.login();
    const club = await t.ctx.db
      .insertInto('clubs')
      .values({ name: '并发俱乐部', master_id: master.userId, member_count: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('club_members')
      .values({ club_id: club.id, user_id: master.userId, role: 'master' })
      .execute();
    const { id: thread } = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'activity', targetId: activity, text: '主楼' },
        { token: owner.token },
      ),
    );
    const users = await Promise.all(Array.from({ length: 20 }, () => t.login()));
    // Each user: want-to-go on, off, on (and off again for every other), like the activity, reply to the thread and
    // join the club twice; while the thread (and so every reply in it) is deleted halfway through.
    const ops = users.flatMap((u, i) => [
      like(u, 'poi', poi, true),
      like(u, 'poi', poi, false),
      like(u, 'poi', poi, true),
      ...(i % 2 === 0 ? [like(u, 'poi', poi, false)] : []),
      like(u, 'activity', activity, true),
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'activity', targetId: activity, text: `回复 ${i}`, ...(i % 4 === 0 ? {} : { parentId: thread }) },
        { token: u.token },
      ),
      t.post('/api/service/community/v1/club/join', { clubId: String(club.id) }, { token: u.token }),
      t.post('/api/service/community/v1/club/join', { clubId: String(club.id) }, { token: u.token }),
      ...(i === 10
        ? [t.post('/api/service/socialcontact/v1/comment/delete', { id: thread }, { token: owner.token })]
        : []),
    ]);
    const answers = await Promise.all(ops);
    // A reply that arrives after its thread is gone is refused (404); everything else goes through.
    const refused = answers.filter((a) => a.json.code !== 0);
    expect(refused.every((a) => a.json.code === 404)).toBe(true);

    expect((await wantToGo(poi)).count).toBe(await rows('likes', 'poi', Number(poi)));
    const social = (await ok(t.post('/api/community/v1/activity/findOne', { id: activity }))).social;
    expect(social.likeCount).toBe(20);
    expect(social.likeCount).toBe(await rows('likes', 'activity', Number(activity)));
    expect(social.commentCount).toBe(await rows('comments', 'activity', Number(activity)));
    const members = await t.ctx.db
      .selectFrom('clubs')
      .select('member_count')
      .where('id', '=', club.id)
      .executeTakeFirstOrThrow();
    expect(members.member_count).toBe(21);
    await expectNoViolations();
  });
});

describe("the harness's C1", () => {
  it('notices a place counter or topic article count that no longer equals its rows', async () => {
    const poi = await newPoi();
    await like(await t.login(), 'poi', poi, true);
    const topic = await t.ctx.db
      .insertInto('topics')
      .values({ title: `漂移话题${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update target_counts set like_count = like_count + 1 where target_type = 'poi' and target_id = ${Number(poi)}`.execute(
      t.ctx.db,
    );
    await sql`update topics set article_count = 1 where id = ${topic.id}`.execute(t.ctx.db);
    try {
      const invariants = await checkInvariants(t.ctx.db);
      expect(invariants.details.map((d) => d.split(':')[0])).toEqual([
        'target_counts = likes, published comments and evaluations by score',
        'topics.article_count = published articles',
      ]);
    } finally {
      await sql`update target_counts set like_count = like_count - 1 where target_type = 'poi' and target_id = ${Number(poi)}`.execute(
        t.ctx.db,
      );
      await sql`update topics set article_count = 0 where id = ${topic.id}`.execute(t.ctx.db);
    }
  });
});
