import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishActivity, publisher } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { LOGIN_PATHS, newMobile, register } from './identity-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { act, countersOf, feedIds, post, systemNotices, TRUST } from './trust-helpers.ts';

// Moderation outcomes (docs/product/trust.md, "Moderation"): hide, restore and delete take a target out of every list,
// search, count and cache at once and bring it back; mute and ban act on its author; repeating an action acts once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const searchIds = async (keyword: string) =>
  ((await ok(t.post(TRUST.search, { keyword, type: 'content' }))).rows as { id: string }[]).map((r) => Number(r.id));
const totals = async (userCode: string) => ok(t.post('/api/content/v1/pub/contentTotal', { userId: userCode }));
const topicRow = (id: number) =>
  t.ctx.db
    .selectFrom('topics')
    .select(['content_count', 'participant_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('hide, restore and delete a content', () => {
  it('takes it out of the feed, search, detail and counts at once, cached answers too; its author still sees it', async () => {
    const a = await t.login();
    const b = await t.login();
    const topic = await t.ctx.db
      .insertInto('topics')
      .values({ title: `审核话题${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await post(t, a.token, '鼓浪屿的清晨琴声悠扬', { topicId: String(topic.id) });
    // Warm the anonymous micro-cache: these answers are kept until a write moves the generation.
    expect(await feedIds(t)).toContain(id);
    expect((await t.post(TRUST.detail, { id })).json.code).toBe(0);
    expect(await searchIds('鼓浪屿')).toContain(id);
    expect((await totals(a.userCode)).total).toBe(1);
    expect(await topicRow(topic.id)).toEqual({ content_count: 1, participant_count: 1 });

    const hidden = await act(t, 'content', id, 'hide', { reason: '疑似广告' });
    expect(hidden).toEqual({ state: 'hidden', before: { status: 'published' }, after: { status: 'hidden' } });
    expect(await feedIds(t)).not.toContain(id);
    expect(await feedIds(t, b.token)).not.toContain(id);
    expect((await t.post(TRUST.detail, { id })).json.code).toBe(404);
    expect((await t.post(TRUST.detail, { id }, { token: b.token })).json.code).toBe(404);
    expect(await searchIds('鼓浪屿')).not.toContain(id);
    expect((await totals(a.userCode)).total).toBe(0);
    expect(await topicRow(topic.id)).toEqual({ content_count: 0, participant_count: 0 });
    const own = await ok(t.post(TRUST.detail, { id }, { token: a.token }));
    expect(own).toMatchObject({ id: String(id), hidden: true });
    expect(await systemNotices(t, a.userId)).toEqual([
      {
        title: '你的内容已被隐藏',
        excerpt: '原因：疑似广告｜鼓浪屿的清晨琴声悠扬',
        target_type: 'content',
        target_id: id,
      },
    ]);

    await act(t, 'content', id, 'restore');
    expect(await feedIds(t)).toContain(id);
    expect(await searchIds('鼓浪屿')).toContain(id);
    expect((await totals(a.userCode)).total).toBe(1);
    expect(await topicRow(topic.id)).toEqual({ content_count: 1, participant_count: 1 });

    const deleted = await act(t, 'content', id, 'delete');
    expect(deleted.state).toBe('deleted');
    expect(await feedIds(t)).not.toContain(id);
    expect((await t.post(TRUST.detail, { id }, { token: a.token })).json.code).toBe(404);
    expect(await topicRow(topic.id)).toEqual({ content_count: 0, participant_count: 0 });
  });

  it('brings back a content the filter held for review', async () => {
    const a = await t.login();
    const id = await post(t, a.token, '待审核的动态');
    await t.ctx.db.updateTable('contents').set({ status: 'review' }).where('id', '=', id).execute();
    expect(await feedIds(t)).not.toContain(id);
    expect(await act(t, 'content', id, 'restore')).toMatchObject({ state: 'published', before: { status: 'review' } });
    expect(await feedIds(t)).toContain(id);
  });
});

describe('hide a comment and an activity', () => {
  it('takes a comment thread out of its list and its content’s count, and back', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '九寨沟的水');
    const c = await ok(
      t.post(TRUST.comment, { targetType: 'content', targetId: id, text: '水真清，值得一去' }, { token: b.token }),
    );
    await ok(
      t.post(TRUST.comment, { targetType: 'content', targetId: id, text: '回复', parentId: c.id }, { token: a.token }),
    );
    expect(await countersOf(t, id)).toMatchObject({ comment_count: 2, comments: 2 });
    await act(t, 'comment', Number(c.id), 'hide');
    expect(await countersOf(t, id)).toMatchObject({ comment_count: 0, comments: 0 });
    const list = await t.postSealed('/api/socialcontact/v1/comment/getByTargetId', {
      targetType: 'content',
      targetId: id,
    });
    expect(list.opened.rows).toHaveLength(0);
    await act(t, 'comment', Number(c.id), 'restore');
    expect(await countersOf(t, id)).toMatchObject({ comment_count: 2, comments: 2 });
  });

  it('takes an activity offline and restores the status it had', async () => {
    const host = await publisher(t);
    const activity = await publishActivity(t, host.token);
    await act(t, 'activity', Number(activity.id), 'hide');
    const row = await t.ctx.db
      .selectFrom('activities')
      .select('status')
      .where('id', '=', Number(activity.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('offline');
    expect(await act(t, 'activity', Number(activity.id), 'restore')).toMatchObject({ state: 'online' });
  });
});

describe('warn, mute and ban', () => {
  it('warns with a notice, once for the same warning repeated', async () => {
    const a = await t.login();
    await Promise.all(Array.from({ length: 5 }, () => act(t, 'user', a.userId, 'warn', { reason: '言语不当' })));
    expect(await systemNotices(t, a.userId)).toEqual([
      { title: '你收到一条违规警告', excerpt: '原因：言语不当', target_type: 'user', target_id: null },
    ]);
  });

  it('mutes the author of a content for N days: publishing and commenting refused, naming the date', async () => {
    const a = await t.login();
    const id = await post(t, a.token, '一条动态');
    const muted = await act(t, 'content', id, 'mute', { days: 3 });
    expect(muted.state).toBe('muted');
    const refused = await t.post(
      '/api/service/content/v1/pvt/publish',
      { type: 'dynamic', text: '再发一条' },
      { token: a.token },
    );
    expect(refused.json.code).toBe(1);
    expect(refused.json.msg).toMatch(/^你已被禁言至\d{4}-\d{2}-\d{2} \d{2}:\d{2}，暂不能发布、评论或评价$/);
    const comment = await t.post(
      TRUST.comment,
      { targetType: 'content', targetId: id, text: '评论' },
      { token: a.token },
    );
    expect(comment.json.msg).toBe(refused.json.msg);
    expect((await act(t, 'content', id, 'mute', { days: 3 })).after).toEqual(muted.after);
    await act(t, 'user', a.userId, 'restore');
    await ok(
      t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text: '解除后再发' }, { token: a.token }),
    );
  });

  it('bans: every session ends at once and signing in is refused', async () => {
    const mobile = newMobile();
    const registered = await register(t, mobile, 'abc12345');
    const user = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('user_code', '=', registered.user_id)
      .executeTakeFirstOrThrow();
    const other = await t.login(user.id);
    // Both sessions are in the session cache now.
    expect((await t.post(GROWTH_INFO, {}, { token: registered.token })).json.code).toBe(0);
    expect((await t.post(GROWTH_INFO, {}, { token: other.token })).json.code).toBe(0);
    expect((await act(t, 'user', user.id, 'ban')).state).toBe('banned');
    expect((await t.post(GROWTH_INFO, {}, { token: registered.token })).json.code).toBe(429);
    expect((await t.post(GROWTH_INFO, {}, { token: other.token })).json.code).toBe(429);
    const login = await t.postSealed(LOGIN_PATHS.passwordLogin, { countryCode: '86', mobile, password: 'abc12345' });
    expect(login.json).toMatchObject({ code: 1, msg: '账号已被封禁' });
  });
});

const GROWTH_INFO = '/api/service/community/v1/grow/info';
