import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { inDays, publishActivity, publisher } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The square list filtered by publisher (publisherId, a user code): what /personHome's activities tab shows for
// someone else. Only the publisher's online activities the viewer may see, keyset-paged like the square.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = '/api/service/community/v1/activity';
const LIST = '/api/community/v1/activity/list';
const ids = (answer: { rows: { id: string }[] }) => answer.rows.map((r) => r.id);

async function club(masterId: number) {
  const row = await t.ctx.db
    .insertInto('clubs')
    .values({ name: '宁波骑行俱乐部', intro: '周末骑行', master_id: masterId, dao_id: null, member_count: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('club_members').values({ club_id: row.id, user_id: masterId, role: 'master' }).execute();
  return String(row.id);
}

describe('the activity list by publisher', () => {
  it("answers only that publisher's online activities, never drafts, offline or deleted ones, paged", async () => {
    const a = await publisher(t);
    const b = await publisher(t);
    const viewer = await t.login();
    // Four online ones on successive days (the square's order: the soonest to end first), one invitation-only.
    const online = [];
    for (let i = 0; i < 4; i++)
      online.push(
        (
          await publishActivity(t, a.token, {
            title: `甬江夜跑 ${i + 1}`,
            startAt: inDays(5 + i),
            endAt: inDays(5.1 + i),
            inviteOnly: i === 3,
          })
        ).id,
      );
    const draft = await ok(t.post(`${S}/saveDraft`, { title: '还没写完的活动', city: '宁波' }, { token: a.token }));
    const offline = await publishActivity(t, a.token, { title: '已下架', startAt: inDays(6.5), endAt: inDays(6.6) });
    await ok(t.post(`${S}/down`, { id: offline.id }, { token: a.token }));
    const deleted = await publishActivity(t, a.token, { title: '已删除', startAt: inDays(7.5), endAt: inDays(7.6) });
    await ok(t.post(`${S}/delete`, { id: deleted.id }, { token: a.token }));
    const clubOnly = await publishActivity(t, a.token, {
      title: '俱乐部内部活动',
      clubId: await club(a.userId),
      startAt: inDays(8.5),
      endAt: inDays(8.6),
    });
    const others = await publishActivity(t, b.token, { startAt: inDays(5.5), endAt: inDays(5.6) });

    const first = await ok(t.post(LIST, { publisherId: a.userCode, pageSize: 3 }, { token: viewer.token }));
    expect(ids(first)).toEqual(online.slice(0, 3));
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.rows.every((r: { publisher: { userId: string } }) => r.publisher.userId === a.userCode)).toBe(true);
    const second = await ok(
      t.post(LIST, { publisherId: a.userCode, pageSize: 3, cursor: first.nextCursor }, { token: viewer.token }),
    );
    // The invitation-only one is listed as the square lists it, marked; the club's is for its members only.
    expect(ids(second)).toEqual(online.slice(3));
    expect(second.rows[0]).toMatchObject({ inviteOnly: true, status: 'online' });
    expect(second.nextCursor).toBeNull();
    const all = [...ids(first), ...ids(second)];
    for (const hidden of [draft.id, offline.id, deleted.id, clubOnly.id, others.id]) expect(all).not.toContain(hidden);

    // Anyone may ask, logged in or not; the publisher (a club member) also sees the club's.
    expect(ids(await ok(t.post(LIST, { publisherId: a.userCode, pageSize: 10 })))).toEqual(online);
    expect(ids(await ok(t.post(LIST, { publisherId: a.userCode, pageSize: 10 }, { token: a.token })))).toEqual([
      ...online,
      clubOnly.id,
    ]);
    // The other publisher's list is theirs alone; a code nobody has lists nothing.
    expect(ids(await ok(t.post(LIST, { publisherId: b.userCode })))).toEqual([others.id]);
    expect(await ok(t.post(LIST, { publisherId: 'nobody-has-this' }))).toEqual({ rows: [], nextCursor: null });

    // Taken back online, the offline one returns in its place; its ended ones are under status "ended".
    await ok(t.post(`${S}/up`, { id: offline.id }, { token: a.token }));
    expect(ids(await ok(t.post(LIST, { publisherId: a.userCode, pageSize: 10 })))).toEqual([
      online[0],
      online[1],
      offline.id,
      online[2],
      online[3],
    ]);
    await t.ctx.db
      .updateTable('activities')
      .set({ start_at: new Date(inDays(-3)), end_at: new Date(inDays(-2.9)) })
      .where('id', '=', Number(online[0]))
      .execute();
    expect(ids(await ok(t.post(LIST, { publisherId: a.userCode, status: 'ended' })))).toEqual([online[0]]);
    expect(ids(await ok(t.post(LIST, { publisherId: a.userCode })))).not.toContain(online[0]);
  });

  it('refuses a malformed publisher id as any bad input', async () => {
    for (const publisherId of ['', 'x'.repeat(41), 'a\u0000b'])
      expect((await t.post(LIST, { publisherId })).json).toMatchObject({ code: 400, msg: '参数错误：publisherId' });
  });
});
