import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { GROWTH, seedGrowth, taskId } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { growthActionConsumer } from '../src/modules/growth/index.ts';
import { post as publish, TRUST } from './trust-helpers.ts';

// Growth follows the qualifying actions community publishes (docs/product/growth.md, "Rewards rest on what remains";
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
