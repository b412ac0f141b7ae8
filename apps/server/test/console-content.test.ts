import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { CONSOLE, consolePost, consoleSession } from './console-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { post, systemNotices, TRUST } from './trust-helpers.ts';

// The console's content and configuration paths (docs/product/console-content.md), through the real server: each
// works for the role that holds its permission and is audited; console-access.test.ts refuses the others.

const C = (p: string) => `/api/console/v1/${p}`;
const PUBLISH = '/api/service/content/v1/pvt/publish';
const APPLY = '/api/service/community/v1/activity/applyPublisher';
const MY_APPLICATION = '/api/service/community/v1/activity/publisherApplication';
const PERMISSION = '/api/service/community/v1/activity/isPermissionActivityByToken';

let t: TestApp;
let moderator: Awaited<ReturnType<typeof consoleSession>>;
let operator: Awaited<ReturnType<typeof consoleSession>>;
let admin: Awaited<ReturnType<typeof consoleSession>>;
let cs: Awaited<ReturnType<typeof consoleSession>>;
beforeAll(async () => {
  t = await createTestApp();
  [moderator, operator, admin, cs] = await Promise.all([
    consoleSession(t, ['moderator']),
    consoleSession(t, ['operator']),
    consoleSession(t, ['admin']),
    consoleSession(t, ['cs']),
  ]);
});
afterAll(() => t.close());

/** The newest audit line (as an admin reads it). */
async function lastAudit() {
  return (await consolePost(t, CONSOLE.auditList, { pageSize: 1 }, admin.token)).json.body.rows[0];
}
const okBody = async (answer: Promise<{ json: any }>) => {
  const { json } = await answer;
  expect(json.code, json.msg).toBe(0);
  return json.body;
};

describe('sensitive words', () => {
  it('a word a moderator adds is refused at the next publish; changed to review, the post is held; removed, it passes', async () => {
    const word = `违禁测试词${Date.now() % 100000}`;
    const member = await t.login();
    expect(
      (await t.post(PUBLISH, { type: 'dynamic', text: `今天${word}好天气` }, { token: member.token })).json.code,
    ).toBe(0);

    const added = await okBody(
      consolePost(t, C('sensitiveWords/add'), { word, reason: '新出现的违规说法' }, moderator.token),
    );
    expect(added).toMatchObject({ word, category: 'custom', verdict: 'block' });
    const refused = await t.post(PUBLISH, { type: 'dynamic', text: `今天${word}好天气` }, { token: member.token });
    expect(refused.json.code).toBe(1);
    expect(refused.json.msg).toContain(word);
    expect(await lastAudit()).toMatchObject({
      operator: moderator.name,
      action: 'sensitiveWords.add',
      targetId: added.id,
      reason: '新出现的违规说法',
    });

    await okBody(
      consolePost(
        t,
        C('sensitiveWords/update'),
        { id: added.id, category: 'trade', verdict: 'review', reason: '改为审核' },
        moderator.token,
      ),
    );
    const held = await okBody(t.post(PUBLISH, { type: 'dynamic', text: `出${word}了` }, { token: member.token }));
    expect(held.status).toBe('review');
    expect((await lastAudit()).before).toMatchObject({ verdict: 'block' });

    const list = await okBody(consolePost(t, C('sensitiveWords/list'), { q: word, pageSize: 10 }, moderator.token));
    expect(list.rows.map((r: { word: string }) => r.word)).toEqual([word]);
    await okBody(consolePost(t, C('sensitiveWords/remove'), { ids: [added.id], reason: '误报' }, moderator.token));
    expect(
      (await t.post(PUBLISH, { type: 'dynamic', text: `今天${word}好天气` }, { token: member.token })).json.code,
    ).toBe(0);
  });

  it('imports CSV or TSV text all or nothing, and exports what is listed as CSV', async () => {
    const text = 'word,category,verdict\n测试导入甲,fraud,block\n"测试导入乙",trade,review\n测试导入丙\tinsult\tmask\n';
    expect(
      await okBody(consolePost(t, C('sensitiveWords/import'), { text, reason: '批量导入' }, moderator.token)),
    ).toEqual({
      imported: 3,
    });
    const bad = await consolePost(
      t,
      C('sensitiveWords/import'),
      { text: '测试导入丁\n测,custom\n', reason: '批量导入' },
      moderator.token,
    );
    expect(bad.json.code).toBe(1);
    expect(bad.json.msg).toContain('第2个');
    const res = await fetch(`${t.url}${CONSOLE.wordsExport}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${moderator.token}` },
      body: '{}',
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = await res.text();
    expect(csv).toContain('测试导入乙,trade,review');
    expect(csv).toContain('测试导入丙,insult,mask');
    expect(csv).not.toContain('测试导入丁');
  });
});

describe('held content and pre-moderation', () => {
  it("holds a new account's first post while pre-moderation is on; a moderator's pass publishes it", async () => {
    const on = await okBody(
      consolePost(t, C('held/setPreModeration'), { enabled: true, reason: '节假日加强审核' }, moderator.token),
    );
    expect(on).toEqual({ preModeration: true });
    expect(await lastAudit()).toMatchObject({
      action: 'held.setPreModeration',
      before: { preModeration: false },
      after: { preModeration: true },
    });
    expect(await okBody(consolePost(t, C('held/settings'), {}, moderator.token))).toEqual({ preModeration: true });
    try {
      const member = await t.login();
      const first = await okBody(
        t.post(PUBLISH, { type: 'dynamic', text: '第一次来大理，苍山很美' }, { token: member.token }),
      );
      expect(first).toMatchObject({ status: 'review', notice: '内容已提交审核' });
      const feed = async () =>
        (await okBody(t.post('/api/content/v1/pub/list', { sort: 'new', pageSize: 50 }))).rows.map(
          (r: { id: string }) => r.id,
        );
      expect(await feed()).not.toContain(first.id);

      const queue = await okBody(consolePost(t, C('held/list'), { pageSize: 50 }, moderator.token));
      const row = queue.rows.find((r: { targetId: string }) => r.targetId === first.id);
      expect(row).toMatchObject({
        targetType: 'content',
        cause: 'firstPost',
        target: { text: '第一次来大理，苍山很美' },
        author: { userId: member.userCode },
      });
      const history = await okBody(
        consolePost(t, C('moderation/authorHistory'), { userId: member.userCode }, moderator.token),
      );
      expect(history).toMatchObject({ posts: 1, reportsMade: 0, reportsReceived: 0, mutedUntil: null, bannedAt: null });

      const passed = await okBody(
        consolePost(
          t,
          C('held/decide'),
          { targetType: 'content', targetId: first.id, decision: 'pass', reason: '内容正常' },
          moderator.token,
        ),
      );
      expect(passed).toEqual({ state: 'published' });
      expect(await feed()).toContain(first.id);
      expect(await lastAudit()).toMatchObject({
        action: 'held.pass',
        targetId: first.id,
        after: { status: 'published' },
      });
      const again = await consolePost(
        t,
        C('held/decide'),
        { targetType: 'content', targetId: first.id, decision: 'reject', reason: '重复处理' },
        moderator.token,
      );
      expect(again.json).toMatchObject({ code: 1, msg: '该内容已处理' });

      // Their next post is no first post: published at once.
      const second = await okBody(t.post(PUBLISH, { type: 'dynamic', text: '洱海日落' }, { token: member.token }));
      expect(second.status).toBeUndefined();
    } finally {
      await okBody(consolePost(t, C('held/setPreModeration'), { enabled: false, reason: '恢复正常' }, moderator.token));
    }
    const member = await t.login();
    expect(
      (await okBody(t.post(PUBLISH, { type: 'dynamic', text: '新人报到' }, { token: member.token }))).status,
    ).toBeUndefined();
  });

  it('a held post rejected stays out of sight and its author is told why', async () => {
    const member = await t.login();
    const held = await okBody(
      t.post(PUBLISH, { type: 'dynamic', text: '低价代购机票加微信' }, { token: member.token }),
    );
    expect(held.status).toBe('review');
    const queue = await okBody(consolePost(t, C('held/list'), { pageSize: 50 }, moderator.token));
    expect(queue.rows.find((r: { targetId: string }) => r.targetId === held.id)).toMatchObject({ cause: 'filter' });
    const rejected = await okBody(
      consolePost(
        t,
        C('held/decide'),
        { targetType: 'content', targetId: held.id, decision: 'reject', reason: '私下交易广告' },
        moderator.token,
      ),
    );
    expect(rejected).toEqual({ state: 'hidden' });
    expect((await systemNotices(t, member.userId)).map((n) => n.excerpt).join()).toContain('私下交易广告');
    const after = await okBody(consolePost(t, C('held/list'), { pageSize: 50 }, moderator.token));
    expect(after.rows.map((r: { targetId: string }) => r.targetId)).not.toContain(held.id);
  });
});

describe('the activity-publishing whitelist', () => {
  it('a member applies from the app, an operator approves, the member is told and publishes', async () => {
    const member = await t.login();
    expect(await okBody(t.post(PERMISSION, {}, { token: member.token }))).toEqual({ permission: false });
    expect(await okBody(t.post(MY_APPLICATION, {}, { token: member.token }))).toMatchObject({
      state: 'none',
      publisher: false,
    });
    const refusedBefore = await t.post(
      '/api/service/community/v1/activity/add',
      { title: 'x' },
      { token: member.token },
    );
    expect(refusedBefore.json.code).not.toBe(0);

    const applied = await okBody(
      t.post(APPLY, { reason: '我是徒步俱乐部的领队，想发布周末活动' }, { token: member.token }),
    );
    expect(applied).toMatchObject({ state: 'pending', reason: '我是徒步俱乐部的领队，想发布周末活动' });
    expect((await t.post(APPLY, { reason: '再申请一次' }, { token: member.token })).json).toMatchObject({
      code: 1,
      msg: '你的申请正在审核中',
    });

    const list = await okBody(
      consolePost(t, C('publisherApplications/list'), { state: 'pending', pageSize: 50 }, operator.token),
    );
    const row = list.rows.find((r: { user: { userId: string } }) => r.user.userId === member.userCode);
    expect(row).toMatchObject({ state: 'pending' });
    const decided = await okBody(
      consolePost(
        t,
        C('publisherApplications/decide'),
        { id: row.id, approve: true, reason: '资料齐全' },
        operator.token,
      ),
    );
    expect(decided).toMatchObject({ state: 'approved', answer: '资料齐全' });
    expect(await lastAudit()).toMatchObject({
      operator: operator.name,
      action: 'publisherApplication.approve',
      before: { state: 'pending' },
      after: { state: 'approved' },
    });
    const twice = await consolePost(
      t,
      C('publisherApplications/decide'),
      { id: row.id, approve: false, reason: '改主意' },
      operator.token,
    );
    expect(twice.json).toMatchObject({ code: 1, msg: '该申请已处理' });

    expect((await systemNotices(t, member.userId)).map((n) => n.title)).toContain('你的活动发布权限申请已通过');
    expect(await okBody(t.post(MY_APPLICATION, {}, { token: member.token }))).toMatchObject({
      state: 'approved',
      publisher: true,
    });
    const published = await publishActivity(t, member.token);
    expect(published.id).toBeTruthy();
  });

  it('a declined member is told why and may apply again; an operator can also revoke the whitelist', async () => {
    const member = await t.login();
    await okBody(t.post(APPLY, { reason: '想试试' }, { token: member.token }));
    const list = await okBody(
      consolePost(t, C('publisherApplications/list'), { state: 'pending', pageSize: 50 }, operator.token),
    );
    const row = list.rows.find((r: { user: { userId: string } }) => r.user.userId === member.userCode);
    await okBody(
      consolePost(
        t,
        C('publisherApplications/decide'),
        { id: row.id, approve: false, reason: '请补充组织经验' },
        operator.token,
      ),
    );
    expect(await okBody(t.post(MY_APPLICATION, {}, { token: member.token }))).toMatchObject({
      state: 'declined',
      answer: '请补充组织经验',
      publisher: false,
    });
    expect((await systemNotices(t, member.userId)).map((n) => n.excerpt)).toContain('请补充组织经验');
    await okBody(t.post(APPLY, { reason: '补充：组织过十次徒步' }, { token: member.token }));

    await okBody(
      consolePost(
        t,
        C('people/setPublisher'),
        { userId: member.userCode, allowed: true, reason: '线下核实' },
        operator.token,
      ),
    );
    expect(await okBody(t.post(PERMISSION, {}, { token: member.token }))).toEqual({ permission: true });
    await okBody(
      consolePost(
        t,
        C('people/setPublisher'),
        { userId: member.userCode, allowed: false, reason: '违规发布' },
        operator.token,
      ),
    );
    expect(await okBody(t.post(PERMISSION, {}, { token: member.token }))).toEqual({ permission: false });
    expect(await lastAudit()).toMatchObject({
      action: 'people.setPublisher',
      before: { publisher: true },
      after: { publisher: false },
    });
  });
});

describe('activities', () => {
  it('a taken-down activity is gone from the app, its publisher is told and cannot put it back', async () => {
    const p = await publisher(t);
    const { id, tickets } = await publishActivity(t, p.token, { title: '黄山日出团', city: '黄山' });
    const fan = await t.login();
    expect((await signUp(t, fan.token, id, tickets[0]!.id)).json.code).toBe(0);
    const squareIds = async () =>
      (await okBody(t.post('/api/community/v1/activity/list', { city: '黄山' }))).rows.map((r: { id: string }) => r.id);
    expect(await squareIds()).toContain(id);

    const found = await okBody(consolePost(t, C('activities/list'), { q: '黄山日出', pageSize: 10 }, operator.token));
    expect(found.rows[0]).toMatchObject({ id, status: 'online', signups: 1, featured: false });
    const signups = await okBody(consolePost(t, C('activities/signups'), { id, pageSize: 10 }, operator.token));
    expect(signups.rows[0]).toMatchObject({ mobile: '138****5678', name: '张**', user: { userId: fan.userCode } });

    const featured = await okBody(
      consolePost(t, C('activities/feature'), { id, featured: true, reason: '首页推荐' }, operator.token),
    );
    expect(featured.featured).toBe(true);
    // The app's square: marked in the list, and in the 精选 row (featured only), at once.
    const card = (await okBody(t.post('/api/community/v1/activity/list', { city: '黄山' }))).rows.find(
      (r: { id: string }) => r.id === id,
    );
    expect(card.featured).toBe(true);
    const row = await okBody(t.post('/api/community/v1/activity/list', { featured: true, pageSize: 50 }));
    expect(row.rows.map((r: { id: string }) => r.id)).toContain(id);
    expect(row.rows.every((r: { featured: boolean }) => r.featured)).toBe(true);

    const down = await okBody(consolePost(t, C('activities/takeDown'), { id, reason: '虚假宣传' }, operator.token));
    expect(down).toMatchObject({ status: 'offline', takenDownReason: '虚假宣传' });
    expect(await squareIds()).not.toContain(id);
    expect((await systemNotices(t, p.userId)).map((n) => n.excerpt).join()).toContain('虚假宣传');
    const up = await t.post('/api/service/community/v1/activity/up', { id }, { token: p.token });
    expect(up.json).toMatchObject({ code: 1, msg: '活动已被平台下架：虚假宣传' });
    expect(await lastAudit()).toMatchObject({ action: 'activities.takeDown', before: { status: 'online' } });
  });
});

describe('places', () => {
  it('an approved proposal is a POI, its proposer told; a rejected one is not; an operator edits its notices, photos and tags', async () => {
    const a = await t.login();
    const proposal = await okBody(
      t.post(
        '/api/destination/v1/auditPoi/saveAuditPoi',
        { name: '北海公园', lat: 39.925, lng: 116.389 },
        { token: a.token },
      ),
    );
    const listed = await okBody(
      consolePost(t, C('places/proposals'), { state: 'pending', pageSize: 50 }, operator.token),
    );
    expect(listed.rows.find((r: { id: string }) => r.id === String(proposal.id))).toMatchObject({
      name: '北海公园',
      proposer: { userId: a.userCode },
    });
    const approved = await okBody(
      consolePost(
        t,
        C('places/decideProposal'),
        { id: proposal.id, approve: true, reason: '核实存在' },
        operator.token,
      ),
    );
    expect(approved.state).toBe('approved');
    const poi = await okBody(t.post('/api/ls/v1/destination/poiInfo', { poiId: approved.poiId }));
    expect(poi).toMatchObject({ name: '北海公园' });
    expect((await systemNotices(t, a.userId)).map((n) => n.title)).toContain('你提交的地点「北海公园」已通过审核');

    const other = await okBody(
      t.post(
        '/api/destination/v1/auditPoi/saveAuditPoi',
        { name: '不存在的小店', lat: 39.93, lng: 116.4 },
        { token: a.token },
      ),
    );
    const rejected = await okBody(
      consolePost(
        t,
        C('places/decideProposal'),
        { id: other.id, approve: false, reason: '地点不存在' },
        operator.token,
      ),
    );
    expect(rejected).toMatchObject({ state: 'rejected', poiId: null, reason: '地点不存在' });

    const edited = await okBody(
      consolePost(
        t,
        C('places/editPoi'),
        {
          id: approved.poiId,
          notices: [{ kind: 'hours', title: '开放时间', body: '06:30–21:00' }],
          photos: [{ url: 'https://img.example.com/beihai.jpg', width: 1200, height: 800 }],
          tags: ['皇家园林', '划船'],
          reason: '补充信息',
        },
        operator.token,
      ),
    );
    expect(edited).toMatchObject({ tags: ['划船', '皇家园林'], notices: [{ kind: 'hours', title: '开放时间' }] });
    expect(await okBody(consolePost(t, C('places/poi'), { id: approved.poiId }, operator.token))).toEqual(edited);
    const shown = await okBody(t.post('/api/ls/v1/destination/poiInfo', { poiId: approved.poiId }));
    expect(JSON.stringify(shown)).toContain('06:30–21:00');
    expect(await lastAudit()).toMatchObject({ action: 'places.editPoi', before: { tags: [] } });
  });
});

describe('people', () => {
  it("customer service reads a member's record; a moderator mutes and bans; an admin appoints a community moderator", async () => {
    const member = await t.login();
    await post(t, member.token, '鼓浪屿一日游');
    const detail = await okBody(consolePost(t, C('people/detail'), { userId: member.userCode }, cs.token));
    expect(detail).toMatchObject({ posts: 1, communityRoles: [], publisher: false, mutedUntil: null });
    const posts = await okBody(consolePost(t, C('people/posts'), { userId: member.userCode, pageSize: 10 }, cs.token));
    expect(posts.rows.map((r: { text: string }) => r.text)).toEqual(['鼓浪屿一日游']);
    for (const path of ['people/points', 'people/signups'])
      expect((await consolePost(t, C(path), { userId: member.userCode, pageSize: 10 }, cs.token)).json.code).toBe(0);
    const made = await okBody(
      consolePost(t, C('people/reports'), { userId: member.userCode, direction: 'received', pageSize: 10 }, cs.token),
    );
    expect(made.rows).toEqual([]);
    // Customer service only reads.
    expect(
      (await consolePost(t, C('people/sanction'), { userId: member.userCode, action: 'ban', reason: '测试' }, cs.token))
        .json.code,
    ).toBe(403);

    const muted = await okBody(
      consolePost(
        t,
        C('people/sanction'),
        { userId: member.userCode, action: 'mute', days: 3, reason: '刷屏' },
        moderator.token,
      ),
    );
    expect(muted).toEqual({ state: 'muted' });
    expect((await t.post(PUBLISH, { type: 'dynamic', text: '还能发吗' }, { token: member.token })).json.code).not.toBe(
      0,
    );
    await okBody(
      consolePost(
        t,
        C('people/sanction'),
        { userId: member.userCode, action: 'restore', reason: '申诉成功' },
        moderator.token,
      ),
    );
    expect((await t.post(PUBLISH, { type: 'dynamic', text: '又能发了' }, { token: member.token })).json.code).toBe(0);

    await okBody(
      consolePost(
        t,
        C('people/setModerator'),
        { userId: member.userCode, moderator: true, reason: '社区志愿者' },
        admin.token,
      ),
    );
    const roles = await okBody(t.post('/api/community/v1/master/queryUserRoles', { userId: member.userCode }));
    expect(JSON.stringify(roles)).toContain('moderator');
    expect(await lastAudit()).toMatchObject({ action: 'people.setModerator', after: { moderator: true } });
  });

  it("a member's record holds the reports on them and on what they wrote, and the moderation of it", async () => {
    const member = await publisher(t);
    const other = await t.login();
    const postId = await post(t, member.token, '洱海边的早晨');
    const comment = await okBody(
      t.post(
        TRUST.comment,
        { targetType: 'content', targetId: String(postId), text: '推荐骑车' },
        { token: member.token },
      ),
    );
    const activity = await publishActivity(t, member.token);
    // Another member's post the member never wrote: its report is not theirs.
    const elsewhere = await post(t, other.token, '苍山徒步');
    const reporter = await t.login();
    for (const target of [
      { targetType: 'content', targetId: String(postId) },
      { targetType: 'comment', targetId: comment.id },
      { targetType: 'activity', targetId: activity.id },
      { targetType: 'user', targetId: member.userCode },
      { targetType: 'content', targetId: String(elsewhere) },
    ]) {
      await okBody(t.post(TRUST.report, { reason: 'advert', ...target }, { token: reporter.token }));
    }
    await okBody(
      consolePost(
        t,
        C('moderation/act'),
        { targetType: 'comment', targetId: comment.id, action: 'hide', reason: '广告' },
        moderator.token,
      ),
    );

    const received = await okBody(
      consolePost(t, C('people/reports'), { userId: member.userCode, direction: 'received', pageSize: 10 }, cs.token),
    );
    expect(received.rows.map((r: { targetType: string; targetId: string }) => [r.targetType, r.targetId])).toEqual([
      ['user', String(member.userId)],
      ['activity', activity.id],
      ['comment', comment.id],
      ['content', String(postId)],
    ]);
    const history = await okBody(
      consolePost(t, C('moderation/authorHistory'), { userId: member.userCode }, moderator.token),
    );
    expect(history).toMatchObject({ reportsMade: 0, reportsReceived: 4 });
    expect(history.moderation).toMatchObject([{ action: 'hidden', targetType: 'comment', targetId: comment.id }]);
    const made = await okBody(
      consolePost(t, C('moderation/authorHistory'), { userId: reporter.userCode }, moderator.token),
    );
    expect(made).toMatchObject({ reportsMade: 5, reportsReceived: 0, moderation: [] });
  });
});

describe('topics, adverts and channels', () => {
  it('an operator creates, orders and hides topics; a hidden topic is gone from the app list', async () => {
    const a = await okBody(consolePost(t, C('topics/save'), { title: '秋天去哪儿', reason: '新话题' }, operator.token));
    const b = await okBody(consolePost(t, C('topics/save'), { title: '冬日温泉', reason: '新话题' }, operator.token));
    await okBody(consolePost(t, C('topics/order'), { ids: [b.id, a.id], reason: '调整顺序' }, operator.token));
    const listed = await okBody(consolePost(t, C('topics/list'), { pageSize: 100 }, operator.token));
    const ids = listed.rows.map((r: { id: string }) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const appTopics = async () =>
      (await okBody(t.post('/api/community/v1/topic/queryByParams', { sort: 'new', pageSize: 100 }))).rows.map(
        (r: { id: string }) => String(r.id),
      );
    expect(await appTopics()).toContain(a.id);
    const hidden = await okBody(
      consolePost(t, C('topics/hide'), { id: a.id, hidden: true, reason: '过季' }, operator.token),
    );
    expect(hidden.hidden).toBe(true);
    expect(await appTopics()).not.toContain(a.id);
    const renamed = await okBody(
      consolePost(t, C('topics/save'), { id: b.id, title: '冬日泡汤', reason: '改名' }, operator.token),
    );
    expect(renamed.title).toBe('冬日泡汤');
  });

  it('an operator saves an advert with its window and channel, and changes a channel’s switches', async () => {
    const saved = await okBody(
      consolePost(
        t,
        C('adverts/save'),
        { pageSlot: 'home', title: '秋季大促', imageUrl: 'https://img.example.com/a.jpg', channel: '', reason: '上新' },
        operator.token,
      ),
    );
    expect(saved).toMatchObject({ pageSlot: 'home', active: true, channel: '' });
    const bad = await consolePost(
      t,
      C('adverts/save'),
      {
        pageSlot: 'home',
        title: '时间错了',
        imageUrl: 'https://img.example.com/b.jpg',
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
        reason: '上新',
      },
      operator.token,
    );
    expect(bad.json).toMatchObject({ code: 1, msg: '结束时间要晚于开始时间' });
    const second = await okBody(
      consolePost(
        t,
        C('adverts/save'),
        { pageSlot: 'home', title: '冬季特惠', imageUrl: 'https://img.example.com/c.jpg', reason: '上新' },
        operator.token,
      ),
    );
    await okBody(
      consolePost(t, C('adverts/order'), { ids: [second.id, saved.id], reason: '冬季优先' }, operator.token),
    );
    const list = await okBody(consolePost(t, C('adverts/list'), { pageSlot: 'home', pageSize: 50 }, operator.token));
    const order = list.rows.map((r: { id: string }) => r.id);
    expect(order.indexOf(second.id)).toBeLessThan(order.indexOf(saved.id));

    const channels = await okBody(consolePost(t, C('channels/list'), {}, operator.token));
    expect(channels.rows.map((r: { source: string }) => r.source)).toContain('');
    const config = async () => (await okBody(t.post('/api/channel/cnf/v1/channelConfig', {}))).visible;
    expect((await config()).follow).toBe(false);
    const changed = await okBody(
      consolePost(t, C('channels/save'), { source: '', showFollow: true, reason: '开放关注按钮' }, operator.token),
    );
    expect(changed.showFollow).toBe(true);
    // A new session reads the change at once.
    expect((await config()).follow).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'channels.save', before: { showFollow: null } });
    await okBody(
      consolePost(t, C('channels/save'), { source: '', showFollow: null, reason: '恢复默认' }, operator.token),
    );
    expect((await config()).follow).toBe(false);
  });
});
