import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { mobileHash, setUserMobile } from './identity-helpers.ts';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Clubs: join once, members with rows/items, pageVo and barUserId, my clubs, the DAO club; club activities for
// members only. Invitation lists: xls/xlsx only, bad rows named, nothing half-imported.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function club(masterId: number, daoId: string | null = null) {
  const row = await t.ctx.db
    .insertInto('clubs')
    .values({ name: '杭州徒步俱乐部', intro: '每周末一起走', master_id: masterId, dao_id: daoId, member_count: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('club_members').values({ club_id: row.id, user_id: masterId, role: 'master' }).execute();
  return String(row.id);
}

describe('clubs', () => {
  it('are joined once, list their members with the master first, and answer by DAO id', async () => {
    const master = await publisher(t);
    const daoId = `dao-${Date.now()}`;
    const clubId = await club(master.userId, daoId);
    const u = await t.login();
    const first = await ok(t.post('/api/service/community/v1/club/join', { clubId }, { token: u.token }));
    expect(first).toEqual({ clubId, joined: true, memberCount: 2 });
    const again = await ok(t.post('/api/service/community/v1/club/join', { clubId }, { token: u.token }));
    expect(again).toEqual({ clubId, joined: true, memberCount: 2 });
    expect(
      (await t.post('/api/service/community/v1/club/join', { clubId: 999999 }, { token: u.token })).json.code,
    ).toBe(404);

    const bar = await t.postSealed('/api/community/v1/club/getBarClubTmListByParams', { clubId, pageSize: 1 });
    expect(bar.opened).toMatchObject({
      barUserId: master.userCode,
      pageVo: { pageNo: 1, pageSize: 1, total: 2 },
    });
    expect(bar.opened.rows).toEqual(bar.opened.items);
    expect(bar.opened.rows).toEqual([expect.objectContaining({ userId: master.userCode, role: 'master' })]);

    const members = await ok(t.post('/api/service/community/v1/club/listTm', { clubId }, { token: u.token }));
    expect(members.rows.map((m: { userId: string }) => m.userId)).toEqual([master.userCode, u.userCode]);
    const stranger = await t.login();
    expect(
      (await t.post('/api/service/community/v1/club/listTm', { clubId }, { token: stranger.token })).json.code,
    ).toBe(403);

    const mine = await t.postSealed('/api/community/v1/club/queryTmByUserId', {}, { token: u.token });
    expect(mine.opened.rows).toEqual([
      expect.objectContaining({
        id: clubId,
        role: 'member',
        barUserId: master.userCode,
        members: [
          expect.objectContaining({ userId: master.userCode }),
          expect.objectContaining({ userId: u.userCode }),
        ],
      }),
    ]);
    const dao = await t.postSealed('/api/sec/traveldao/community/queryDaoClubByDaoId', { daoId }, { token: u.token });
    expect(dao.opened).toMatchObject({ id: clubId, daoId, isMember: true, memberCount: 2 });
    const unknown = await t.postSealed('/api/sec/traveldao/community/queryDaoClubByDaoId', { daoId: 'nope' });
    expect(unknown.json.code).toBe(404);
    // community's listByGuest still answers on the extended model.
    const guest = await ok(t.post('/api/community/v1/club/listByGuest', { userId: u.userCode }));
    expect(guest.rows).toEqual([expect.objectContaining({ id: clubId, role: 'member' })]);
  });

  it('show their activities to members only', async () => {
    const master = await publisher(t);
    const clubId = await club(master.userId);
    const member = await t.login();
    await ok(t.post('/api/service/community/v1/club/join', { clubId }, { token: member.token }));
    const outsider = await t.login();
    const activity = await publishActivity(t, master.token, { clubId });
    const seen = async (token?: string) =>
      (await ok(t.post('/api/community/v1/activity/list', { clubId }, token ? { token } : {}))).rows.map(
        (r: { id: string }) => r.id,
      );
    expect(await seen(member.token)).toEqual([activity.id]);
    expect(await seen(outsider.token)).toEqual([]);
    expect(await seen()).toEqual([]);
    expect(
      (await t.post('/api/community/v1/activity/findOne', { id: activity.id }, { token: outsider.token })).json.code,
    ).toBe(403);
    expect((await signUp(t, member.token, activity.id, activity.tickets[0]!.id)).json.code).toBe(0);
    // Only a member publishes for a club.
    const other = await publisher(t);
    const refused = await t.post(
      '/api/service/community/v1/activity/add',
      { ...{ clubId }, title: 'x', city: '杭州' },
      { token: other.token },
    );
    expect(refused.json).toEqual({ code: 1, msg: '只能为自己所在的俱乐部发布活动', body: null });
  });
});

async function sheet(rows: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('邀请名单');
  for (const r of rows) s.addRow([r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importList(token: string, activityId: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('activityId', activityId);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.url}/api/service/community/v1/activityEnroll/importInvitation?h_token=${token}`, {
    method: 'POST',
    body: form,
  });
  const answer = (await res.json()) as { code: number; msg: string; body?: any };
  if (answer.code !== 0) return answer;
  // Read off the request path: the import's outcome is its progress once the job queue has finished it.
  for (;;) {
    const p = await t.post(
      '/api/service/community/v1/activityEnroll/importInvitationStatus',
      { id: answer.body.id },
      { token },
    );
    const body = p.json.body as {
      status: string;
      message: string;
      badRows: unknown[];
      imported: number;
      total: number;
    };
    if (body.status === 'done') return { code: 0, msg: '成功', body: { imported: body.imported, total: body.total } };
    if (body.status === 'failed') return { code: 1, msg: body.message, body: { badRows: body.badRows } };
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('invitation lists', () => {
  it('import every row or none, and only invited people sign up', async () => {
    const a = await publisher(t);
    const activity = await publishActivity(t, a.token, { inviteOnly: true });
    const invitations = async () =>
      (
        await t.ctx.db
          .selectFrom('activity_invitations')
          .select('mobile_hash')
          .where('activity_id', '=', Number(activity.id))
          .execute()
      ).map((r) => Buffer.from(r.mobile_hash!).toString('hex'));
    const hashOf = async (mobile: string) => (await mobileHash(t, mobile)).toString('hex');

    expect(await importList(a.token, activity.id, Buffer.from('13812345678\n'), 'list.csv')).toEqual({
      code: 1,
      msg: '只支持 xls 或 xlsx 格式的表格',
      body: null,
    });
    expect(await importList(a.token, activity.id, Buffer.from('not a workbook'), 'list.xls')).toEqual({
      code: 1,
      msg: '无法读取表格，请用 Excel 另存为 xlsx 后再导入',
      body: null,
    });
    const bad = await importList(
      a.token,
      activity.id,
      await sheet(['手机号', '13812345678', '12345', '13912345678', 'abc']),
      'list.xlsx',
    );
    expect(bad.code).toBe(1);
    expect(bad.msg).toBe('第 3、5 行的手机号格式不正确，未导入任何号码');
    expect(bad.body).toEqual({
      badRows: [
        { row: 3, value: '12345' },
        { row: 5, value: 'abc' },
      ],
    });
    expect(await invitations()).toEqual([]);

    const b = await t.login();
    expect((await importList(b.token, activity.id, await sheet(['13812345678']), 'list.xlsx')).code).toBe(403);

    const good = await importList(
      a.token,
      activity.id,
      await sheet(['手机号', '13812345678', '139 1234 5678']),
      'list.xlsx',
    );
    expect(good).toEqual({ code: 0, msg: '成功', body: { imported: 2, total: 2 } });
    // Kept as keyed hashes only: the list holds no number in the clear.
    expect((await invitations()).sort()).toEqual([await hashOf('13812345678'), await hashOf('13912345678')].sort());

    const invited = await t.login();
    await setUserMobile(t, invited.userId, '13912345678');
    const stranger = await t.login();
    const ticketId = activity.tickets[0]!.id;
    expect((await signUp(t, stranger.token, activity.id, ticketId)).json).toEqual({
      code: 1,
      msg: '该活动仅限受邀用户报名',
      body: null,
    });
    expect((await signUp(t, invited.token, activity.id, ticketId)).json.code).toBe(0);
  });

  it('are refused for an open activity', async () => {
    const a = await publisher(t);
    const activity = await publishActivity(t, a.token);
    expect(await importList(a.token, activity.id, await sheet(['13812345678']), 'list.xlsx')).toEqual({
      code: 1,
      msg: '只有仅限受邀报名的活动可以导入邀请名单',
      body: null,
    });
  });
});
