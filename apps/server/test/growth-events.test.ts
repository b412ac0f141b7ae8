import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { consolePost, consoleSession } from './console-helpers.ts';
import { GROWTH, seedGrowth, taskId } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { growthActionConsumer } from '../src/modules/growth/index.ts';
import { post as publish, TRUST } from './trust-helpers.ts';

// Growth follows the qualifying actions community and activities publish (docs/product/growth.md, "Rewards rest on what remains";
// docs/decisions/0019-growth-follows-events.md): the re-check after an undo runs from the event, before the undo's
// answer goes out, and an event delivered again changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGrowth(t);
});
afterAll(() => t.close());

const claim = async (token: string, kind: string, title: string) =>
  ok(t.post(GROWTH.receive, { taskId: await taskId(t, kind, title) }, { token }));
/** Reversals in the ledger, read straight from the table: reading a balance would re-check by itself. */
const reversals = async (userId: number) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from points_txns
      where user_id = ${userId} and reverses_id is not null`.execute(t.ctx.db)
  ).rows[0]!.n;
const like = (token: string, targetId: number, on: boolean) =>
  ok(t.postSealed(TRUST.like, { targetType: 'content', targetId, like: on }, { token }));

async function likeFive(token: string) {
  const author = await t.login();
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) ids.push(await publish(t, author.token, `湖边${i}`));
  for (const id of ids) await like(token, id, true);
  expect((await claim(token, 'daily', '点赞5次')).rewardCoin).toBeGreaterThan(0);
  return { author, ids };
}

describe('growth follows the owners’ events', () => {
  it('an unlike’s answer already carries the reversal of the like reward', async () => {
    const u = await t.login();
    const { ids } = await likeFive(u.token);
    await like(u.token, ids[0]!, false);
    expect(await reversals(u.userId)).toBe(1);
  });

  it('an author deleting a liked post reverses the liker’s reward (no call from community to growth)', async () => {
    const u = await t.login();
    const { author, ids } = await likeFive(u.token);
    await ok(t.post(TRUST.del, { id: ids[2] }, { token: author.token }));
    expect(await reversals(u.userId)).toBe(1);
  });

  it('an unfollow reverses 关注1位旅友', async () => {
    const u = await t.login();
    const other = await t.login();
    await ok(t.post('/api/service/user/v1/follow', { userId: other.userCode }, { token: u.token }));
    await claim(u.token, 'daily', '关注1位旅友');
    await ok(t.post('/api/service/user/v1/unFollow', { userId: other.userCode }, { token: u.token }));
    expect(await reversals(u.userId)).toBe(1);
  });

  it('the same events delivered again change nothing, an old like coming after its unlike included', async () => {
    const u = await t.login();
    const { ids } = await likeFive(u.token);
    await like(u.token, ids[0]!, false);
    await like(u.token, ids[1]!, false);
    await like(u.token, ids[0]!, true);
    const rows = () =>
      t.ctx.db
        .selectFrom('growth_qualifying_actions')
        .selectAll()
        .where('user_id', '=', u.userId)
        .orderBy('ref')
        .execute();
    const before = await rows();
    expect(before.filter((r) => r.stands)).toHaveLength(4);
    const events = await t.ctx.db
      .selectFrom('outbox_events')
      .select(['id', 'topic', 'payload'])
      .where(sql<boolean>`payload->>'userId' = ${String(u.userId)}`)
      .orderBy('id')
      .execute();
    expect(events.length).toBe(8);
    // Again in order, then again in reverse (a late copy of each).
    for (const e of [...events, ...events.reverse()])
      await growthActionConsumer.handle(t.ctx, { id: Number(e.id), topic: e.topic, payload: e.payload });
    expect(await rows()).toEqual(before);
    expect(await reversals(u.userId)).toBe(1);
    // What the member sees: four likes stand.
    const daily = (await ok(t.post(GROWTH.daily, {}, { token: u.token }))).rows as {
      title: string;
      progress: number;
    }[];
    expect(daily.find((r) => r.title === '点赞5次')?.progress).toBe(4);
  });
});

const MODERATE = '/api/console/v1/moderation/act';
const CANCEL = '/api/service/community/v1/activityEnroll/cancel';
const rowsOf = (userId: number) =>
  t.ctx.db
    .selectFrom('growth_qualifying_actions')
    .select(['kind', 'ref', 'stands', 'last_event'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('ref')
    .execute();
const progress = async (token: string, path: string, title: string) =>
  ((await ok(t.post(path, {}, { token }))).rows as { title: string; progress: number }[]).find((r) => r.title === title)
    ?.progress;

describe('dynamics, comments and seats follow the owners’ events', () => {
  it('a dynamic published then deleted by its author reverses 首次发布动态', async () => {
    const u = await t.login();
    const id = await publish(t, u.token, '第一条动态');
    expect(await claim(u.token, 'weal', '首次发布动态')).toMatchObject({ rewardCoin: 30 });
    await ok(t.post(TRUST.del, { id }, { token: u.token }));
    expect(await reversals(u.userId)).toBe(1);
    expect(await rowsOf(u.userId)).toMatchObject([{ kind: 'publish_dynamic', ref: `content:${id}`, stands: false }]);
  });

  it('a comment hidden by a moderator reverses 首次评论; restored, it counts again', async () => {
    const u = await t.login();
    const author = await t.login();
    const on = await publish(t, author.token, '湖边日落');
    const comment = await ok(
      t.post(TRUST.comment, { targetType: 'content', targetId: on, text: '真好看' }, { token: u.token }),
    );
    expect(await claim(u.token, 'weal', '首次评论')).toMatchObject({ rewardCoin: 10 });
    const moderator = await consoleSession(t, ['moderator']);
    const act = (action: string) =>
      ok(
        consolePost(
          t,
          MODERATE,
          { targetType: 'comment', targetId: String(comment.id), action, reason: '测试' },
          moderator.token,
        ),
      );
    await act('hide');
    expect(await reversals(u.userId)).toBe(1);
    expect(await progress(u.token, GROWTH.weal, '首次评论')).toBe(0);
    await act('restore');
    expect(await progress(u.token, GROWTH.weal, '首次评论')).toBe(1);
    expect(await reversals(u.userId)).toBe(1);
  });

  it('a cancelled sign-up reverses 报名参加一场活动', async () => {
    const u = await t.login();
    const host = await publisher(t);
    const activity = await publishActivity(t, host.token);
    const enrolment = await ok(signUp(t, u.token, activity.id, activity.tickets[0]!.id));
    expect(await claim(u.token, 'special', '报名参加一场活动')).toMatchObject({ rewardCoin: 50 });
    await ok(t.post(CANCEL, { id: enrolment.id }, { token: u.token }));
    expect(await reversals(u.userId)).toBe(1);
    expect(await rowsOf(u.userId)).toMatchObject([
      { kind: 'enrol_activity', ref: `enrolment:${enrolment.id}`, stands: false },
    ]);
  });

  it('a waitlisted sign-up counts once it takes its held seat, not before', async () => {
    const host = await publisher(t);
    const activity = await publishActivity(t, host.token, {
      tickets: [{ name: '限量票', price: 0, currency: 'CNY', capacity: 1 }],
    });
    const ticketId = activity.tickets[0]!.id;
    const first = await t.login();
    const waiting = await t.login();
    const seated = await ok(signUp(t, first.token, activity.id, ticketId));
    expect(await ok(signUp(t, waiting.token, activity.id, ticketId))).toMatchObject({ status: 'waitlisted' });
    const signUps = (token: string) => progress(token, GROWTH.special, '报名参加一场活动');
    expect(await signUps(waiting.token)).toBe(0);
    await ok(t.post(CANCEL, { id: seated.id }, { token: first.token }));
    // Offered a hold: not yet a seat of its own.
    expect(await signUps(waiting.token)).toBe(0);
    expect(await ok(signUp(t, waiting.token, activity.id, ticketId))).toMatchObject({ status: 'enrolled' });
    expect(await signUps(waiting.token)).toBe(1);
    expect(await signUps(first.token)).toBe(0);
  });

  it('their events delivered again, in order and reversed, change nothing', async () => {
    const u = await t.login();
    const first = await publish(t, u.token, '动态一');
    await publish(t, u.token, '动态二');
    const c = await ok(
      t.post(TRUST.comment, { targetType: 'content', targetId: first, text: '补充一句' }, { token: u.token }),
    );
    expect(await claim(u.token, 'daily', '发布一条动态')).toMatchObject({ rewardCoin: expect.any(Number) });
    await ok(t.post(TRUST.deleteComment, { id: c.id }, { token: u.token }));
    await ok(t.post(TRUST.del, { id: first }, { token: u.token }));
    const host = await publisher(t);
    const activity = await publishActivity(t, host.token);
    const e = await ok(signUp(t, u.token, activity.id, activity.tickets[0]!.id));
    await ok(t.post(CANCEL, { id: e.id }, { token: u.token }));
    const before = await rowsOf(u.userId);
    expect(before.map((r) => `${r.kind} ${r.stands}`).sort()).toEqual([
      'comment false',
      'enrol_activity false',
      'publish_dynamic false',
      'publish_dynamic true',
    ]);
    const spent = await reversals(u.userId);
    const events = await t.ctx.db
      .selectFrom('outbox_events')
      .select(['id', 'topic', 'payload'])
      .where(sql<boolean>`payload->>'userId' = ${String(u.userId)}`)
      .where('topic', 'in', [
        'community.action.done',
        'community.action.undone',
        'activities.seat.taken',
        'activities.seat.released',
      ])
      .orderBy('id')
      .execute();
    for (const ev of [...events, ...events.reverse()])
      await growthActionConsumer.handle(t.ctx, { id: Number(ev.id), topic: ev.topic, payload: ev.payload });
    expect(await rowsOf(u.userId)).toEqual(before);
    expect(await reversals(u.userId)).toBe(spent);
    expect(await progress(u.token, GROWTH.daily, '发布一条动态')).toBe(1);
  });
});
