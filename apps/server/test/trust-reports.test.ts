import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportQueue } from '../src/modules/trust/index.ts';
import { addSensitiveWord } from '../src/modules/community/sensitive-word-admin.ts';
import { ok, uploadImage } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { act, feedIds, post, systemNotices, TRUST } from './trust-helpers.ts';

// Reports (docs/product/trust.md, "Reports"): reasons, one report per user per target (parallel ones too), the daily
// limit, the target as the reporter may see it, the threshold and trusted reporters, and what became of each.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '3' } });
});
afterAll(() => t.close());

const report = (token: string, body: Record<string, unknown>) =>
  t.post(TRUST.report, { reason: 'advert', ...body }, { token });

describe('report reasons', () => {
  it('lists the nine reasons with stable codes, without a session', async () => {
    const body = await ok(t.post(TRUST.reasons, {}));
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual([
      '色情低俗',
      '政治敏感',
      '违法违规',
      '广告营销',
      '人身攻击',
      '虚假信息',
      '侵权',
      '未成年人相关',
      '其他',
    ]);
    expect(body.rows[3]).toEqual({ code: 'advert', name: '广告营销' });
  });
});

describe('adding a report', () => {
  it('refuses a second report of the same target, also when 10 arrive at once', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '周末去爬山');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => report(b.token, { targetType: 'content', targetId: String(id) })),
    );
    expect(answers.filter((x) => x.json.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((x) => x.json.code !== 0).map((x) => x.json.msg))).toEqual(new Set(['你已举报过']));
    const rows = await t.ctx.db.selectFrom('reports').select('id').where('reporter_id', '=', b.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a missing target, and one the reporter may not see, alike; refuses reporting oneself', async () => {
    const a = await t.login();
    const b = await t.login();
    const missing = await report(b.token, { targetType: 'content', targetId: '999999999' });
    expect(missing.json.code).toBe(404);
    const hidden = await post(t, a.token, '一条会被隐藏的动态');
    await act(t, 'content', hidden, 'hide');
    expect((await report(b.token, { targetType: 'content', targetId: String(hidden) })).json).toMatchObject(
      missing.json,
    );
    expect((await report(b.token, { targetType: 'user', targetId: 'nobody-here' })).json.code).toBe(404);
    const own = await post(t, a.token, '我自己的动态');
    expect((await report(a.token, { targetType: 'content', targetId: String(own) })).json).toMatchObject({
      code: 1,
      msg: '不能举报自己',
    });
  });

  it('takes text through the content filter and only the reporter’s own pictures', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '城市夜景');
    await addSensitiveWord(t.ctx, { word: '测试违禁词甲', category: 'fraud' });
    const dirty = await report(b.token, { targetType: 'content', targetId: String(id), text: '这里有测试违禁词甲' });
    expect(dirty.json.code).toBe(1);
    expect(dirty.json.msg).toContain('测试违禁词甲');
    const foreign = await uploadImage(t, a.token);
    const stolen = await report(b.token, { targetType: 'content', targetId: String(id), images: [foreign.fileId] });
    expect(stolen.json).toMatchObject({ code: 1, msg: '图片无效：只能使用你自己上传的图片' });
    const mine = await uploadImage(t, b.token);
    await ok(report(b.token, { targetType: 'content', targetId: String(id), text: '广告', images: [mine.fileId] }));
    const listed = await ok(t.post(TRUST.mine, {}, { token: b.token }));
    expect(listed.rows[0]).toMatchObject({ targetType: 'content', targetId: String(id), text: '广告', state: 'open' });
    expect(listed.rows[0].images).toHaveLength(1);
  });

  it('allows 20 reports a day, then refuses with a message', async () => {
    const author = await t.login();
    const b = await t.login();
    // Published straight into the table: the publish path's own rate limit is not what this is about.
    const rows = await t.ctx.db
      .insertInto('contents')
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          author_id: author.userId,
          type: 'dynamic' as const,
          body: `第${i}条`,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    const answers = await Promise.all(
      ids.map((id) => report(b.token, { targetType: 'content', targetId: String(id) })),
    );
    expect(answers.filter((x) => x.json.code === 0)).toHaveLength(20);
    expect(answers.filter((x) => x.json.code === 1).map((x) => x.json.msg)).toEqual([
      '24小时内最多举报20次，请稍后再试',
    ]);
  });

  it('reports a comment, a user and a review, each as the reporter sees it', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '湖边散步');
    const c = await ok(
      t.post(TRUST.comment, { targetType: 'content', targetId: id, text: '门口有人卖高价票' }, { token: a.token }),
    );
    await ok(report(b.token, { targetType: 'comment', targetId: c.id, reason: 'advert' }));
    await ok(report(b.token, { targetType: 'user', targetId: a.userCode, reason: 'abuse' }));
    // A plain comment is no review.
    expect((await report(b.token, { targetType: 'review', targetId: c.id })).json.code).toBe(404);
    const mine = await ok(t.post(TRUST.mine, {}, { token: b.token }));
    expect(mine.rows.map((r: { targetType: string; targetId: string }) => [r.targetType, r.targetId])).toEqual([
      ['user', a.userCode],
      ['comment', c.id],
    ]);
  });
});

describe('hidden pending review', () => {
  it('hides a target once 3 distinct users report it; restore closes the reports and tells everyone', async () => {
    const a = await t.login();
    const reporters = await Promise.all([t.login(), t.login(), t.login()]);
    const id = await post(t, a.token, '便宜机票联系我');
    await ok(report(reporters[0]!.token, { targetType: 'content', targetId: String(id) }));
    await ok(report(reporters[1]!.token, { targetType: 'content', targetId: String(id) }));
    expect(await feedIds(t)).toContain(id);
    await ok(report(reporters[2]!.token, { targetType: 'content', targetId: String(id) }));
    // Hidden at once, from every reader (the anonymous feed is micro-cached: the write moved it).
    expect(await feedIds(t)).not.toContain(id);
    expect((await t.post(TRUST.detail, { id })).json.code).toBe(404);
    expect((await systemNotices(t, a.userId)).map((n) => n.title)).toEqual(['你的内容已被隐藏']);
    const queue = await reportQueue(t.ctx, { state: 'open', pageSize: 50 });
    expect(queue.rows[0]).toMatchObject({
      targetType: 'content',
      targetId: String(id),
      reporterCount: 3,
      state: 'open',
      reason: '广告营销',
    });

    const restored = await act(t, 'content', id, 'restore', { reason: '未发现违规' });
    expect(restored).toMatchObject({
      state: 'published',
      before: { status: 'hidden' },
      after: { status: 'published' },
    });
    expect(await feedIds(t)).toContain(id);
    for (const r of reporters) {
      const mine = await ok(t.post(TRUST.mine, {}, { token: r.token }));
      expect(mine.rows[0]).toMatchObject({ state: 'closed', outcome: '经审核，未发现违规' });
      expect((await systemNotices(t, r.userId)).map((n) => n.title)).toEqual(['你的举报已处理']);
    }
    const closed = await reportQueue(t.ctx, { state: 'closed', pageSize: 50 });
    expect(closed.rows.find((r) => r.targetId === String(id))).toMatchObject({ state: 'closed', reporterCount: 3 });
    const open = await reportQueue(t.ctx, { state: 'open', pageSize: 50 });
    expect(open.rows.find((r) => r.targetId === String(id))).toBeUndefined();
  });

  it('hides a target on one report from a trusted reporter', async () => {
    const a = await t.login();
    const trusted = await t.login();
    await t.ctx.db.updateTable('users').set({ trusted_reporter: true }).where('id', '=', trusted.userId).execute();
    const id = await post(t, a.token, '出售假证件');
    await ok(report(trusted.token, { targetType: 'content', targetId: String(id), reason: 'illegal' }));
    expect(await feedIds(t)).not.toContain(id);
  });

  it('pages the queue most reported first', async () => {
    const page1 = await reportQueue(t.ctx, { pageSize: 2 });
    expect(page1.rows).toHaveLength(2);
    expect(page1.rows[0]!.reporterCount).toBeGreaterThanOrEqual(page1.rows[1]!.reporterCount);
    const page2 = await reportQueue(t.ctx, { pageSize: 2, cursor: page1.nextCursor });
    expect(page2.rows[0]!.reporterCount).toBeLessThanOrEqual(page1.rows[1]!.reporterCount);
    expect(page2.rows.map((r) => r.id)).not.toContain(page1.rows[1]!.id);
  });
});
