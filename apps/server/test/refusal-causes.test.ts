import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { createTestApp, testDbKind, type TestApp } from './support/test-app.ts';

// docs/product/nothing-twice.md, "Refusals under concurrency": a request that loses a race is told what really
// stopped it (already confirmed, the per-user limit, sold out), never a cause that is not so.

const E = '/api/service/community/v1/activityEnroll';
const COUPON = '/api/service/marketing/v1/getCoupon';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ACTIVITY_HOLD_HOURS: '2' } });
});
afterAll(async () => t?.close());

/** A full one-place activity, its holder cancelled, so the first on the waitlist holds the seat. */
async function heldSeat() {
  const a = await publisher(t);
  const activity = await publishActivity(t, a.token, {
    tickets: [{ name: '限量票', price: 0, currency: 'CNY', capacity: 1 }],
  });
  const ticketId = activity.tickets[0]!.id;
  const first = await t.login();
  const enrolled = await ok(signUp(t, first.token, activity.id, ticketId));
  const waiting = await t.login();
  const waited = await ok(signUp(t, waiting.token, activity.id, ticketId));
  await ok(t.post(`${E}/cancel`, { id: enrolled.id }, { token: first.token }));
  return { activity, ticketId, waiting, enrolmentId: waited.id as string };
}

async function coupon(stock: number, limit: number) {
  const row = await t.ctx.db
    .insertInto('coupons')
    .values({
      kind: 'marketing',
      title: '限领三张',
      store_ids: '[]',
      poi_id: null,
      discount_amount: 1000,
      threshold_amount: 5000,
      total_stock: stock,
      claimed_count: 0,
      per_user_limit: limit,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe('a held seat confirmed eight times at once', () => {
  it('is confirmed once; the others are told it is already theirs, never that the hold expired', async () => {
    const { activity, ticketId, waiting, enrolmentId } = await heldSeat();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signUp(t, waiting.token, activity.id, ticketId)));
    const outcomes = answers.map((a) => (a.json.code === 0 ? 'ok' : `${a.json.code} ${a.json.msg}`));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(new Set(outcomes.filter((o) => o !== 'ok'))).toEqual(new Set(['1 你已报名该活动']));
    const row = await sql<{
      status: string;
    }>`select status from activity_enrolments where id = ${Number(enrolmentId)}`.execute(t.ctx.db);
    expect(row.rows[0]!.status).toBe('enrolled');
  });

  // Deterministic on PostgreSQL: the seat's row is held locked while the confirmations arrive, so several of them
  // read the hold as it was and queue on the same update; the first through confirms it, the rest find it taken.
  it.runIf(testDbKind() === 'postgres')(
    'queued on one row lock, the losers are told it is already theirs',
    async () => {
      const { activity, ticketId, waiting, enrolmentId } = await heldSeat();
      let pending: Promise<Awaited<ReturnType<typeof signUp>>[]> | undefined;
      await t.ctx.db.transaction().execute(async (trx) => {
        await sql`select id from activity_enrolments where id = ${Number(enrolmentId)} for update`.execute(trx);
        pending = Promise.all(Array.from({ length: 8 }, () => signUp(t, waiting.token, activity.id, ticketId)));
        // The server's other three connections each wait on the lock before it is let go.
        await expect
          .poll(async () => {
            const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(trx);
            return r.rows[0]!.n;
          })
          .toBeGreaterThanOrEqual(3);
      });
      const answers = await pending!;
      const outcomes = answers.map((a) => (a.json.code === 0 ? 'ok' : `${a.json.code} ${a.json.msg}`));
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(new Set(outcomes.filter((o) => o !== 'ok'))).toEqual(new Set(['1 你已报名该活动']));
    },
  );

  it('a hold that has really lapsed is still told so', async () => {
    const { activity, ticketId, waiting, enrolmentId } = await heldSeat();
    await sql`update activity_enrolments set hold_expires_at = now() - interval '1 second'
      where id = ${Number(enrolmentId)}`.execute(t.ctx.db);
    const answer = await signUp(t, waiting.token, activity.id, ticketId);
    expect(answer.json).toMatchObject({ code: 1, msg: '保留名额已过期' });
  });
});

describe('parallel claims of a coupon limited to 3 each', () => {
  it("with plenty left: three of one user's four claims succeed, the fourth is told the limit, not sold out", async () => {
    const id = await coupon(100, 3);
    const u = await t.login();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post(COUPON, { couponId: id }, { token: u.token })),
    );
    const outcomes = answers.map((a) => (a.json.code === 0 ? 'ok' : `${a.json.code} ${a.json.msg}`));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(['1 每人限领3张']);
  });

  it('two at once with 97 left both succeed (a lost race is retried, not told 优惠券已领完)', async () => {
    const id = await coupon(100, 3);
    await sql`update coupons set claimed_count = 3 where id = ${Number(id)}`.execute(t.ctx.db);
    const u = await t.login();
    const answers = await Promise.all([0, 1].map(() => t.post(COUPON, { couponId: id }, { token: u.token })));
    expect(answers.map((a) => `${a.json.code} ${a.json.msg}`)).toEqual(['0 成功', '0 成功']);
  });

  it('sold out is said only when none is left', async () => {
    const id = await coupon(2, 3);
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    const answers = await Promise.all([a, b, c].map((u) => t.post(COUPON, { couponId: id }, { token: u.token })));
    const outcomes = answers.map((x) => `${x.json.code} ${x.json.msg}`).sort();
    expect(outcomes).toEqual(['0 成功', '0 成功', '1 优惠券已领完']);
  });
});

it('runs where it proves something', () => {
  // PGlite answers one query at a time, so its requests never truly race; PostgreSQL's do.
  expect(['pglite', 'postgres']).toContain(testDbKind());
});
