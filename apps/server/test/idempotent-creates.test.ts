import { ENDPOINTS } from '@app/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishActivity, publisher, ANSWERS } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { publish } from './growth-helpers.ts';
import { createTestApp, testDbKind, type TestApp } from './support/test-app.ts';

// docs/product/nothing-twice.md, "Every create once": a create sent with an Idempotency-Key runs once per user and
// key; the same key again (in sequence or at the same moment) gets the first answer, another request is refused.

const PUBLISH = '/api/service/content/v1/pvt/publish';
const COMMENT = '/api/service/socialcontact/v1/comment/add';
const ENROL = '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo';
const COUPON = '/api/service/marketing/v1/getCoupon';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
const newKey = () => `k-${process.pid}-${Date.now()}-${++seq}`;
const keyed = (token: string, key: string) => ({ token, headers: { 'Idempotency-Key': `"${key}"` } });

async function contentsOf(userId: number): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from contents where author_id = ${userId}`.execute(
    t.ctx.db,
  );
  return r.rows[0]!.n;
}
async function commentsOn(contentId: number): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from comments
    where target_type = 'content' and target_id = ${contentId}`.execute(t.ctx.db);
  return r.rows[0]!.n;
}

describe('the contract', () => {
  it('marks every create as idempotent', () => {
    const marked = ENDPOINTS.filter((e) => e.idempotent).map((e) => e.path);
    expect(marked).toEqual(
      expect.arrayContaining([
        PUBLISH,
        COMMENT,
        ENROL,
        COUPON,
        '/api/service/shopmall/shopmarketing/getShopCoupon',
        '/api/service/v1/mission/task/receiveReward',
        '/api/service/v1/mission/sign/userSign',
        '/api/destination/v1/auditPoi/saveAuditPoi',
        '/api/service/community/v1/activity/add',
        '/api/service/socialcontact/v1/upload/updateFile',
      ]),
    );
    for (const e of ENDPOINTS.filter((x) => x.idempotent)) expect(e.write, e.path).toBe(true);
  });
});

describe('publish with a key', () => {
  it('sent twice makes one post, and the second answer is the first one', async () => {
    const u = await t.login();
    const key = newKey();
    const body = { type: 'dynamic', text: '双击发布只发一条' };
    const first = await t.post(PUBLISH, body, keyed(u.token, key));
    const second = await t.post(PUBLISH, body, keyed(u.token, key));
    expect(first.json.code).toBe(0);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await contentsOf(u.userId)).toBe(1);
  });

  it('sent eight times at once makes one post, every answer the same', async () => {
    const u = await t.login();
    const key = newKey();
    const body = { type: 'dynamic', text: '八个请求同时到达' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.post(PUBLISH, body, keyed(u.token, key))));
    expect(answers.map((a) => a.json.code)).toEqual(Array(8).fill(0));
    expect(new Set(answers.map((a) => JSON.stringify(a.json.body))).size).toBe(1);
    expect(await contentsOf(u.userId)).toBe(1);
  });

  it('with another body is refused, saying the key was used for another request', async () => {
    const u = await t.login();
    const key = newKey();
    await ok(t.post(PUBLISH, { type: 'dynamic', text: '第一条' }, keyed(u.token, key)));
    const other = await t.post(PUBLISH, { type: 'dynamic', text: '第二条' }, keyed(u.token, key));
    expect(other.json).toMatchObject({ code: 1, msg: '幂等键已用于另一请求' });
    expect(await contentsOf(u.userId)).toBe(1);
  });

  it('is per user: another user with the same key makes their own post', async () => {
    const [a, b] = [await t.login(), await t.login()];
    const key = newKey();
    const body = { type: 'dynamic', text: '同一个键，两个人' };
    const first = await ok(t.post(PUBLISH, body, keyed(a.token, key)));
    const second = await ok(t.post(PUBLISH, body, keyed(b.token, key)));
    expect(second.id).not.toBe(first.id);
  });

  it('without a key behaves as before: two requests, two posts', async () => {
    const u = await t.login();
    await publish(t, u.token, '没有键');
    await publish(t, u.token, '没有键');
    expect(await contentsOf(u.userId)).toBe(2);
  });

  it('after a refused first attempt, the key is free for the corrected request', async () => {
    const u = await t.login();
    const key = newKey();
    const refused = await t.post(PUBLISH, { type: 'dynamic', text: '' }, keyed(u.token, key));
    expect(refused.json.code).not.toBe(0);
    const fixed = await t.post(PUBLISH, { type: 'dynamic', text: '改好了再发' }, keyed(u.token, key));
    expect(fixed.json.code).toBe(0);
    expect(await contentsOf(u.userId)).toBe(1);
  });

  it('is remembered 24 hours: an older key is forgotten and runs again', async () => {
    const u = await t.login();
    const key = newKey();
    const body = { type: 'dynamic', text: '一天以后' };
    await ok(t.post(PUBLISH, body, keyed(u.token, key)));
    await sql`update idempotency_keys set created_at = now() - interval '25 hours'
      where user_id = ${u.userId} and idem_key = ${key}`.execute(t.ctx.db);
    const again = await t.post(PUBLISH, body, keyed(u.token, key));
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await contentsOf(u.userId)).toBe(2);
  });

  it('refuses a malformed key as bad input', async () => {
    const u = await t.login();
    const answer = await t.post(PUBLISH, { type: 'dynamic', text: '坏键' }, keyed(u.token, 'has space'));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 400, msg: '参数错误：Idempotency-Key' });
  });

  it('in the encrypted envelope counts the opened payload: two sealings of one post make one post', async () => {
    const u = await t.login();
    const key = newKey();
    const body = { type: 'dynamic', text: '加密信封里的发布' };
    const options = { token: u.token, headers: { 'Idempotency-Key': key } };
    const [a, b] = await Promise.all([t.postSealed(PUBLISH, body, options), t.postSealed(PUBLISH, body, options)]);
    expect(a.json.code).toBe(0);
    expect(b.json.code).toBe(0);
    expect(b.opened).toEqual(a.opened);
    expect(await contentsOf(u.userId)).toBe(1);
  });
});

describe('other creates with a key', () => {
  it('a comment sent four times at once is posted once', async () => {
    const u = await t.login();
    const contentId = await publish(t, u.token, '等评论');
    const key = newKey();
    const body = { targetType: 'content', targetId: contentId, text: '双击发送只发一次' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.post(COMMENT, body, keyed(u.token, key))));
    expect(answers.map((a) => a.json.code)).toEqual([0, 0, 0, 0]);
    expect(await commentsOn(contentId)).toBe(1);
  });

  it('a sign-up sent four times at once enrols once, every answer a success', async () => {
    const pub = await publisher(t);
    const activity = await publishActivity(t, pub.token);
    const u = await t.login();
    const key = newKey();
    const body = { activityId: activity.id, ticketId: activity.tickets[0]!.id, answers: ANSWERS };
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.post(ENROL, body, keyed(u.token, key))));
    expect(answers.map((a) => a.json.code)).toEqual([0, 0, 0, 0]);
    const r = await sql<{ n: number }>`select count(*)::int as n from activity_enrolments
      where user_id = ${u.userId} and activity_id = ${Number(activity.id)}`.execute(t.ctx.db);
    expect(r.rows[0]!.n).toBe(1);
  });

  it('a coupon claim sent four times at once claims once, every answer a success', async () => {
    const row = await t.ctx.db
      .insertInto('coupons')
      .values({
        kind: 'marketing',
        title: '幂等券',
        store_ids: '[]',
        poi_id: null,
        discount_amount: 1000,
        threshold_amount: 5000,
        total_stock: 10,
        claimed_count: 0,
        per_user_limit: 3,
        starts_at: new Date(Date.now() - 86_400_000),
        ends_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const u = await t.login();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post(COUPON, { couponId: String(row.id) }, keyed(u.token, key))),
    );
    expect(answers.map((a) => a.json.code)).toEqual([0, 0, 0, 0]);
    const r = await sql<{ n: number }>`select count(*)::int as n from coupon_claims
      where user_id = ${u.userId} and coupon_id = ${row.id}`.execute(t.ctx.db);
    expect(r.rows[0]!.n).toBe(1);
  });
});

// Only PostgreSQL runs requests truly at once; PGlite answers one query at a time, so there it is a sequence.
describe.runIf(testDbKind() === 'postgres')('the race on PostgreSQL', () => {
  it('twenty publishes with one key from two server-side waits make one post', async () => {
    const u = await t.login();
    const key = newKey();
    const body = { type: 'dynamic', text: '二十个并发' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post(PUBLISH, body, keyed(u.token, key))));
    expect(answers.every((a) => a.json.code === 0)).toBe(true);
    expect(await contentsOf(u.userId)).toBe(1);
  });
});
