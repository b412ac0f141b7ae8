import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, uploadImage } from './community-helpers.ts';
import { activityPayload, inDays, publishActivity, publisher, signUp } from './activities-helpers.ts';
import { activityExists } from '../src/modules/activities/activity-service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The lifecycle of docs/product/activities.md as the server enforces it, the whitelist, and each refusal with its code.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = '/api/service/community/v1/activity';

describe('the publishing whitelist', () => {
  it('keeps a user off until /dev puts them on, and back off', async () => {
    const me = await t.login();
    expect(await ok(t.post(`${S}/isPermissionActivityByToken`, {}, { token: me.token }))).toEqual({
      permission: false,
    });
    const refused = await t.post(`${S}/add`, activityPayload(), { token: me.token });
    expect(refused.json).toEqual({ code: 1, msg: '暂无发布活动的权限，请联系客服开通', body: null });

    const on = await fetch(`${t.url}/dev/api/activity-publisher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: me.userCode, allowed: true }),
    });
    expect(((await on.json()) as { code: number }).code).toBe(0);
    expect(await ok(t.post(`${S}/isPermissionActivityByToken`, {}, { token: me.token }))).toEqual({ permission: true });
    expect((await t.post(`${S}/add`, activityPayload(), { token: me.token })).json.code).toBe(0);

    await fetch(`${t.url}/dev/api/activity-publisher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: me.userCode, allowed: false }),
    });
    expect((await t.post(`${S}/add`, activityPayload(), { token: me.token })).json.code).toBe(1);
  });
});

describe('draft → online ↔ offline → deleted', () => {
  it('runs the whole lifecycle, each state seen only by whom it should be', async () => {
    const a = await publisher(t);
    const other = await t.login();
    const draft = await ok(t.post(`${S}/saveDraft`, { title: '草稿：城市骑行' }, { token: a.token }));
    expect(draft.status).toBe('draft');
    // A draft is saved piece by piece and seen by its publisher only.
    await ok(t.post(`${S}/saveDraft`, { id: draft.id, city: '成都' }, { token: a.token }));
    const mine = await ok(t.post('/api/community/v1/activity/findOne', { id: draft.id }, { token: a.token }));
    expect(mine).toMatchObject({ title: '草稿：城市骑行', city: '成都', status: 'draft', isMine: true });
    expect(
      (await t.post('/api/community/v1/activity/findOne', { id: draft.id }, { token: other.token })).json.code,
    ).toBe(404);
    // Publishing an incomplete draft is refused with the reason.
    expect((await t.post(`${S}/add`, { id: draft.id }, { token: a.token })).json).toEqual({
      code: 1,
      msg: '请填写活动开始和结束时间',
      body: null,
    });
    const { title: _title, city: _city, ...rest } = activityPayload();
    const online = await ok(t.post(`${S}/add`, { id: draft.id, ...rest }, { token: a.token }));
    expect(online).toEqual({ id: draft.id, status: 'online' });
    expect((await t.post(`${S}/add`, { id: draft.id }, { token: a.token })).json).toEqual({
      code: 1,
      msg: '活动已发布',
      body: null,
    });
    expect((await t.post(`${S}/saveDraft`, { id: draft.id, title: 'x' }, { token: a.token })).json.code).toBe(1);

    const square = async () =>
      (await ok(t.post('/api/community/v1/activity/list', { city: '成都' }, { token: other.token }))).rows.map(
        (r: { id: string }) => r.id,
      );
    expect(await square()).toContain(draft.id);

    expect(await ok(t.post(`${S}/down`, { id: draft.id }, { token: a.token }))).toEqual({
      id: draft.id,
      status: 'offline',
    });
    expect(await square()).not.toContain(draft.id);
    expect(
      (await t.post('/api/community/v1/activity/findOne', { id: draft.id }, { token: other.token })).json.code,
    ).toBe(404);
    expect((await t.post(`${S}/down`, { id: draft.id }, { token: a.token })).json).toEqual({
      code: 1,
      msg: '只有已上架的活动可以下架',
      body: null,
    });
    expect(await ok(t.post(`${S}/up`, { id: draft.id }, { token: a.token }))).toEqual({
      id: draft.id,
      status: 'online',
    });
    expect((await t.post(`${S}/up`, { id: draft.id }, { token: a.token })).json).toEqual({
      code: 1,
      msg: '只有已下架的活动可以上架',
      body: null,
    });
    expect(await square()).toContain(draft.id);

    const published = await ok(t.post(`${S}/myPublish`, {}, { token: a.token }));
    expect(published.rows.map((r: { id: string }) => r.id)).toContain(draft.id);

    expect(await ok(t.post(`${S}/delete`, { id: draft.id }, { token: a.token }))).toEqual({
      id: draft.id,
      status: 'deleted',
    });
    expect(await square()).not.toContain(draft.id);
    for (const path of ['delete', 'up', 'down', 'update'])
      expect((await t.post(`${S}/${path}`, { id: draft.id }, { token: a.token })).json.code, path).toBe(404);
    expect((await t.post('/api/community/v1/activity/findOne', { id: draft.id }, { token: a.token })).json.code).toBe(
      404,
    );
  });

  it('tells community whether a published activity exists (for likes, comments, collections)', async () => {
    const a = await publisher(t);
    const draft = await ok(t.post(`${S}/saveDraft`, { title: '草稿' }, { token: a.token }));
    const { id } = await publishActivity(t, a.token);
    expect(await activityExists(t.ctx, Number(draft.id))).toBe(false);
    expect(await activityExists(t.ctx, Number(id))).toBe(true);
    await ok(t.post(`${S}/delete`, { id }, { token: a.token }));
    expect(await activityExists(t.ctx, Number(id))).toBe(false);
    expect(await activityExists(t.ctx, 987654321)).toBe(false);
  });

  it('refuses malformed activities with a reason', async () => {
    const a = await publisher(t);
    const add = (o: Record<string, unknown>) => t.post(`${S}/add`, activityPayload(o), { token: a.token });
    expect((await add({ title: '长'.repeat(31) })).json).toEqual({
      code: 1,
      msg: '活动标题不能超过60个字符（汉字算2个）',
      body: null,
    });
    expect((await add({ startAt: inDays(5), endAt: inDays(4) })).json).toEqual({
      code: 1,
      msg: '活动开始时间不能晚于结束时间',
      body: null,
    });
    expect((await add({ startAt: inDays(-1), endAt: inDays(1) })).json).toEqual({
      code: 1,
      msg: '活动开始时间必须晚于现在',
      body: null,
    });
    expect((await add({ tickets: [] })).json).toEqual({ code: 1, msg: '请至少设置一种票', body: null });
    expect((await add({ enrolEndAt: inDays(11) })).json).toEqual({
      code: 1,
      msg: '报名截止时间不能晚于活动开始时间',
      body: null,
    });
    expect((await add({ questions: [{ type: 'single', title: '尺码', options: ['M'] }] })).json).toEqual({
      code: 1,
      msg: '尺码：选择题至少需要两个选项',
      body: null,
    });
    const badPrice = await add({ tickets: [{ name: '票', price: 1.5, currency: 'CNY', capacity: 1 }] });
    expect(badPrice.status).toBe(400);
    expect(badPrice.json.msg).toBe('参数错误：tickets.0.price');
    const badCurrency = await add({ tickets: [{ name: '票', price: 1, currency: 'USD', capacity: 1 }] });
    expect(badCurrency.json.msg).toBe('参数错误：tickets.0.currency');
  });

  it('lets nobody but the publisher update, delete, take up or down', async () => {
    const a = await publisher(t);
    const b = await publisher(t);
    const { id } = await publishActivity(t, a.token);
    expect((await t.post(`${S}/update`, { id, title: '被改了' }, { token: b.token })).json).toEqual({
      code: 403,
      msg: '无权操作',
      body: null,
    });
    for (const path of ['delete', 'down', 'up'])
      expect((await t.post(`${S}/${path}`, { id }, { token: b.token })).json, path).toEqual({
        code: 403,
        msg: '无权操作',
        body: null,
      });
    await ok(t.post(`${S}/down`, { id }, { token: a.token }));
    expect((await t.post(`${S}/up`, { id }, { token: b.token })).json.code).toBe(403);
    expect((await t.post(`${S}/addDiyContent`, { activityId: id, body: 'x' }, { token: b.token })).json.code).toBe(403);
    const detail = await ok(t.post('/api/community/v1/activity/findOne', { id }, { token: a.token }));
    expect(detail.title).toBe('周末西湖徒步');
  });

  it('raises capacity but never below the people already enrolled', async () => {
    const a = await publisher(t);
    const { id, tickets } = await publishActivity(t, a.token, {
      tickets: [{ name: '普通票', price: 9900, currency: 'CNY', capacity: 3 }],
    });
    for (let i = 0; i < 2; i++) {
      const u = await t.login();
      expect((await signUp(t, u.token, id, tickets[0]!.id)).json.code).toBe(0);
    }
    const lower = await t.post(
      `${S}/update`,
      { id, tickets: [{ id: tickets[0]!.id, name: '普通票', price: 9900, currency: 'CNY', capacity: 1 }] },
      { token: a.token },
    );
    expect(lower.json).toEqual({ code: 1, msg: '票种「普通票」已有2人报名，名额不能少于已报名人数', body: null });
    const dropped = await t.post(
      `${S}/update`,
      { id, tickets: [{ name: '新票', price: 0, currency: 'WYB', capacity: 5 }] },
      { token: a.token },
    );
    expect(dropped.json.code).toBe(1);
    await ok(
      t.post(
        `${S}/update`,
        {
          id,
          title: '周末西湖徒步（加场）',
          tickets: [
            { id: tickets[0]!.id, name: '普通票', price: 9900, currency: 'CNY', capacity: 2 },
            { name: '无忧币票', price: 500, currency: 'WYB', capacity: 5 },
          ],
        },
        { token: a.token },
      ),
    );
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id }));
    expect(summary).toMatchObject({ capacity: 7, enrolledCount: 2, left: 5, enrolState: 'open' });
    const detail = await ok(t.post('/api/community/v1/activity/findOne', { id }));
    expect(detail.title).toBe('周末西湖徒步（加场）');
    expect(detail.tickets).toEqual([
      expect.objectContaining({
        id: tickets[0]!.id,
        name: '普通票',
        price: 9900,
        currency: 'CNY',
        capacity: 2,
        left: 0,
      }),
      expect.objectContaining({ name: '无忧币票', price: 500, currency: 'WYB', capacity: 5, left: 5 }),
    ]);
    expect(detail.enrolState).toBe('open');
  });

  it('takes sign-ups only while online, inside the window and before the start', async () => {
    const a = await publisher(t);
    const u = await t.login();
    const later = await publishActivity(t, a.token, { enrolStartAt: inDays(2), enrolEndAt: inDays(3) });
    expect((await signUp(t, u.token, later.id, later.tickets[0]!.id)).json).toEqual({
      code: 1,
      msg: '报名尚未开始',
      body: null,
    });
    const closed = await publishActivity(t, a.token, { enrolStartAt: inDays(-3), enrolEndAt: inDays(-1) });
    expect((await signUp(t, u.token, closed.id, closed.tickets[0]!.id)).json).toEqual({
      code: 1,
      msg: '报名已截止',
      body: null,
    });
    const open = await publishActivity(t, a.token);
    expect((await signUp(t, a.token, open.id, open.tickets[0]!.id)).json).toEqual({
      code: 1,
      msg: '不能报名自己发布的活动',
      body: null,
    });
    const bad = await signUp(t, u.token, open.id, open.tickets[0]!.id, { ...QUESTIONLESS, mobile: '12345' } as never);
    expect(bad.json.code).toBe(1);
    expect(bad.json.msg).toBe('手机号：手机号格式不正确');
    await ok(t.post(`${S}/down`, { id: open.id }, { token: a.token }));
    expect((await signUp(t, u.token, open.id, open.tickets[0]!.id)).json.code).toBe(404);
    await ok(t.post(`${S}/up`, { id: open.id }, { token: a.token }));
    expect((await signUp(t, u.token, open.id, open.tickets[0]!.id)).json.code).toBe(0);
    expect((await signUp(t, u.token, open.id, open.tickets[0]!.id)).json).toEqual({
      code: 1,
      msg: '你已报名该活动',
      body: null,
    });
    // An activity that has started (moved into the past in the database) takes no more sign-ups.
    await t.ctx.db
      .updateTable('activities')
      .set({ start_at: new Date(Date.now() - 3600_000), end_at: new Date(Date.now() - 60_000) })
      .where('id', '=', Number(open.id))
      .execute();
    const late = await t.login();
    expect((await signUp(t, late.token, open.id, open.tickets[0]!.id)).json).toEqual({
      code: 1,
      msg: '活动已结束',
      body: null,
    });
  });
});

const QUESTIONLESS = { name: '李四', mobile: '13912345678', sex: '女' };

describe('the square, its neighbours, classifications and browse counts', () => {
  it('lists online activities soonest first with keyset pages, filtered', async () => {
    const a = await publisher(t);
    const city = `测试市${Date.now() % 10_000}`;
    const ids: string[] = [];
    // Noon to 14:00 in Asia/Shanghai on five consecutive days, so day filters are exact whatever the hour now.
    const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 24 * 3600_000).toISOString().slice(0, 10);
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await publishActivity(t, a.token, {
            city,
            startAt: `${day(20 + i)}T12:00:00+08:00`,
            endAt: `${day(20 + i)}T14:00:00+08:00`,
          })
        ).id,
      );
    const first = await ok(t.post('/api/community/v1/activity/list', { city, pageSize: 3 }));
    expect(first.rows.map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 3));
    const second = await ok(t.post('/api/community/v1/activity/list', { city, pageSize: 3, cursor: first.nextCursor }));
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual(ids.slice(3));
    expect(second.nextCursor).toBeNull();
    const windowed = await ok(
      t.post('/api/community/v1/activity/list', {
        city,
        dateFrom: day(21),
        dateTo: day(22),
      }),
    );
    expect(windowed.rows.map((r: { id: string }) => r.id)).toEqual(ids.slice(1, 3));
    const next = await ok(t.post('/api/community/v1/activity/findOneByOne', { id: ids[1], city, direction: 'next' }));
    expect(next.row.id).toBe(ids[2]);
    const prev = await ok(t.post('/api/community/v1/activity/findOneByOne', { id: ids[0], city, direction: 'prev' }));
    expect(prev.row).toBeNull();
    const classifys = await ok(t.post('/api/community/v1/activity/activityClassifys', {}));
    expect(classifys.rows.length).toBeGreaterThan(3);
    expect(await ok(t.post(`${S}/queryMainCategory`, {}, { token: a.token }))).toEqual(classifys);

    const views = async () =>
      (await ok(t.post('/api/community/v1/activity/findAllOnLineActivityBrownseNum', { ids: [ids[0]] }))).rows[0]
        .viewCount as number;
    const before = await views();
    await ok(t.post('/api/community/v1/activity/findOne', { id: ids[0] }));
    await ok(t.post('/api/community/v1/activity/findOne', { id: ids[0] }));
    expect(await views()).toBe(before + 2);
    // The publisher reading their own activity is not a view.
    await ok(t.post('/api/community/v1/activity/findOne', { id: ids[0] }, { token: a.token }));
    expect(await views()).toBe(before + 2);
    const browse = await ok(t.post('/api/community/v1/activity/findAllOnLineActivityBrownseNum', {}));
    expect(browse.activityCount).toBeGreaterThanOrEqual(5);
  });

  it('pages and steps through activities ending within one millisecond, each once, in order', async () => {
    const a = await publisher(t);
    const city = `微秒市${Date.now() % 10_000}`;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await publishActivity(t, a.token, { city })).id);
    // Times a publisher sends carry milliseconds, but the column keeps microseconds (a time made by the database,
    // an import): four activities ending 100 µs apart, all within one millisecond an answer's ISO time can show.
    const list = sql.val(ids.map(Number));
    await sql`update activities set start_at = timestamptz '2031-03-01 10:00:00+00',
        end_at = timestamptz '2031-03-01 12:00:00.123+00' + make_interval(secs => 0.0001 * array_position(${list}::int[], id::int))
      where id = any(${list}::int[])`.execute(t.ctx.db);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 6; page++) {
      const answer: { rows: { id: string }[]; nextCursor: string | null } = await ok(
        t.post('/api/community/v1/activity/list', { city, pageSize: 1, ...(cursor ? { cursor } : {}) }),
      );
      seen.push(...answer.rows.map((r) => r.id));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(ids);
    for (let i = 0; i < 3; i++) {
      const next = await ok(t.post('/api/community/v1/activity/findOneByOne', { id: ids[i], city, direction: 'next' }));
      expect(next.row.id).toBe(ids[i + 1]);
      const prev = await ok(
        t.post('/api/community/v1/activity/findOneByOne', { id: ids[i + 1], city, direction: 'prev' }),
      );
      expect(prev.row.id).toBe(ids[i]);
    }
  });

  it('answers the calendar by day', async () => {
    const a = await publisher(t);
    const city = `日历市${Date.now() % 10_000}`;
    // Noon to 13:00 in Asia/Shanghai, 40 days on: one calendar day whatever the hour now.
    const day = new Date(Date.now() + 8 * 3600_000 + 40 * 24 * 3600_000).toISOString().slice(0, 10);
    const { id } = await publishActivity(t, a.token, {
      city,
      startAt: `${day}T12:00:00+08:00`,
      endAt: `${day}T13:00:00+08:00`,
    });
    const cal = await ok(t.post('/api/destination/v1/info/aCalendar', { month: day.slice(0, 7), date: day, city }));
    expect(cal.days).toEqual([{ date: day, count: 1 }]);
    expect(cal.rows.map((r: { id: string }) => r.id)).toEqual([id]);
  });
});

describe('failures (docs/product/activities.md)', () => {
  it('answer code 1 网络繁忙 for add, draft and edit, and code -1 for delete, up and down', async () => {
    const a = await publisher(t);
    const { id } = await publishActivity(t, a.token, { title: '会失败的活动' });
    // The database refuses these writes (as it would if it broke mid-way): the answer is docs/product/activities.md, never a 500.
    await sql`alter table activities add constraint fail_on_title check (title <> '数据库出错') not valid`.execute(
      t.ctx.db,
    );
    await sql`alter table activities add constraint fail_on_status check (status = 'online' or title <> '会失败的活动') not valid`.execute(
      t.ctx.db,
    );
    try {
      const busy = { code: 1, msg: '网络繁忙，请稍后再试', body: null };
      expect((await t.post(`${S}/add`, activityPayload({ title: '数据库出错' }), { token: a.token })).json).toEqual(
        busy,
      );
      expect((await t.post(`${S}/saveDraft`, { title: '数据库出错' }, { token: a.token })).json).toEqual(busy);
      expect((await t.post(`${S}/update`, { id, title: '数据库出错' }, { token: a.token })).json).toEqual(busy);
      for (const path of ['down', 'delete'])
        expect((await t.post(`${S}/${path}`, { id }, { token: a.token })).json, path).toEqual({
          code: -1,
          msg: '操作失败，请稍后再试',
          body: null,
        });
    } finally {
      await sql`alter table activities drop constraint fail_on_title`.execute(t.ctx.db);
      await sql`alter table activities drop constraint fail_on_status`.execute(t.ctx.db);
    }
    expect((await t.post(`${S}/down`, { id }, { token: a.token })).json.code).toBe(0);
  });
});

describe('pictures', () => {
  it('are the publisher’s own uploads, stored as our own address', async () => {
    const a = await publisher(t);
    const b = await t.login();
    const theirs = await uploadImage(t, b.token);
    expect((await t.post(`${S}/add`, activityPayload({ coverUrl: theirs.url }), { token: a.token })).json).toEqual({
      code: 1,
      msg: '图片无效：只能使用你自己上传的图片',
      body: null,
    });
    expect(
      (await t.post(`${S}/saveDraft`, { coverUrl: 'https://elsewhere.example/x.jpg' }, { token: a.token })).json.code,
    ).toBe(1);
    const mine = await uploadImage(t, a.token);
    const { id } = await ok(t.post(`${S}/add`, activityPayload({ coverUrl: mine.fileId }), { token: a.token }));
    const detail = await ok(t.post('/api/community/v1/activity/findOne', { id }));
    expect(detail.coverUrl).toBe(mine.url);
    // Saving again with the stored address keeps it.
    await ok(t.post(`${S}/update`, { id, coverUrl: mine.url, title: '新标题' }, { token: a.token }));
    const block = await t.post(
      `${S}/addDiyContent`,
      { activityId: id, kind: 'image', imageUrl: theirs.url },
      { token: a.token },
    );
    expect(block.json.code).toBe(1);
  });
});

describe('custom content blocks', () => {
  it('are added and deleted by the publisher and shown on the detail', async () => {
    const a = await publisher(t);
    const b = await t.login();
    const { id } = await publishActivity(t, a.token);
    const block = await ok(
      t.post(`${S}/addDiyContent`, { activityId: id, title: '集合地点', body: '断桥东侧' }, { token: a.token }),
    );
    const list = await ok(t.post(`${S}/diyContentList`, { activityId: id }, { token: b.token }));
    expect(list.rows).toEqual([expect.objectContaining({ id: block.id, title: '集合地点', body: '断桥东侧' })]);
    expect((await t.post(`${S}/delDiyContent`, { id: block.id }, { token: b.token })).json.code).toBe(403);
    await ok(t.post(`${S}/delDiyContent`, { id: block.id }, { token: a.token }));
    const detail = await ok(t.post('/api/community/v1/activity/findOne', { id }));
    expect(detail.diyContents).toEqual([]);
  });
});
