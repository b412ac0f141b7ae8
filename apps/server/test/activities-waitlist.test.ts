import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdExpiryJob, HOLD_JOB } from '../src/modules/activities/hold-job.ts';
import { ok } from './community-helpers.ts';
import { publishActivity, publisher, signUp } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Capacity is never oversold: 100 sign-ups at once for 10 places; the waitlist keeps arrival order; a cancellation
// offers the seat to the first in line as a hold, and a lapsed hold passes to the next.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ACTIVITY_HOLD_HOURS: '2' } });
});
afterAll(() => t.close());

const E = '/api/service/community/v1/activityEnroll';

const statusOf = async (id: string) =>
  await t.ctx.db
    .selectFrom('activity_enrolments')
    .select(['status', 'hold_expires_at'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();

async function fullActivity(places: number, waiting: number) {
  const a = await publisher(t);
  const activity = await publishActivity(t, a.token, {
    tickets: [{ name: '限量票', price: 10000, currency: 'CNY', capacity: places }],
  });
  const ticketId = activity.tickets[0]!.id;
  const people = [];
  for (let i = 0; i < places + waiting; i++) {
    const u = await t.login();
    people.push({ ...u, enrolment: await ok(signUp(t, u.token, activity.id, ticketId)) });
  }
  return { a, activity, ticketId, people };
}

describe('100 concurrent sign-ups for 10 places', () => {
  // 200 requests on a single-session PGlite on a shared 2-core machine: more time than the default 30 s.
  it('end with exactly 10 enrolled and 90 waitlisted in arrival order', { timeout: 120_000 }, async () => {
    const a = await publisher(t);
    const activity = await publishActivity(t, a.token, {
      tickets: [{ name: '限量票', price: 0, currency: 'CNY', capacity: 10 }],
    });
    const users = await Promise.all(Array.from({ length: 100 }, () => t.login()));
    const answers = await Promise.all(users.map((u) => signUp(t, u.token, activity.id, activity.tickets[0]!.id)));
    expect(answers.filter((x) => x.json.code !== 0).map((x) => x.json.msg)).toEqual([]);
    const views = answers.map((x) => x.json.body as { id: string; status: string; position: number | null });
    const enrolled = views.filter((v) => v.status === 'enrolled');
    const waitlisted = views.filter((v) => v.status === 'waitlisted');
    expect(enrolled).toHaveLength(10);
    expect(waitlisted).toHaveLength(90);
    // Arrival order: every seat went to an earlier arrival than any waitlisted person, and the waitlist positions
    // follow arrival one by one.
    const maxEnrolled = Math.max(...enrolled.map((v) => Number(v.id)));
    expect(waitlisted.every((v) => Number(v.id) > maxEnrolled)).toBe(true);
    const byArrival = [...waitlisted].sort((x, y) => Number(x.id) - Number(y.id));
    expect(byArrival.map((v) => v.position)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));

    const ticket = await t.ctx.db
      .selectFrom('activity_tickets')
      .select(['taken', 'capacity'])
      .where('id', '=', Number(activity.tickets[0]!.id))
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({ taken: 10, capacity: 10 });
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id: activity.id }));
    expect(summary).toMatchObject({ enrolledCount: 10, left: 0, waitlistCount: 90, enrolState: 'full' });
  });

  it('refuses a full ticket to whoever does not want the waitlist', async () => {
    const { activity, ticketId } = await fullActivity(1, 0);
    const u = await t.login();
    const answer = await t.post(
      `${E}/saveActivityEnrollInfo`,
      {
        activityId: activity.id,
        ticketId,
        answers: { name: '王五', mobile: '13712345678', sex: '男' },
        waitlist: false,
      },
      { token: u.token },
    );
    expect(answer.json).toEqual({ code: 1, msg: '名额已满', body: null });
  });
});

describe('a cancellation', () => {
  it('offers the seat to the first in line as a hold, which they take by signing up again', async () => {
    const { activity, ticketId, people } = await fullActivity(2, 2);
    const [first, , w1, w2] = people;
    expect(w1!.enrolment.status).toBe('waitlisted');
    // Nobody cancels someone else's enrolment.
    expect((await t.post(`${E}/cancel`, { id: first!.enrolment.id }, { token: w1!.token })).json.code).toBe(403);
    const cancelled = await ok(t.post(`${E}/cancel`, { id: first!.enrolment.id }, { token: first!.token }));
    expect(cancelled).toEqual({
      id: first!.enrolment.id,
      status: 'cancelled',
      offeredTo: w1!.enrolment.id,
      refunded: 0,
    });
    expect((await t.post(`${E}/cancel`, { id: first!.enrolment.id }, { token: first!.token })).json).toEqual({
      code: 1,
      msg: '报名已取消',
      body: null,
    });
    const held = await statusOf(w1!.enrolment.id);
    expect(held.status).toBe('offered');
    // The hold lasts ACTIVITY_HOLD_HOURS (2 here), and a job is queued for when it lapses.
    const hours = (held.hold_expires_at!.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    const jobs = await t.ctx.db.selectFrom('jobs').select(['payload']).where('kind', '=', HOLD_JOB).execute();
    expect(jobs.map((j) => j.payload)).toContainEqual({ enrolmentId: Number(w1!.enrolment.id) });
    // The seat stays taken by the hold: a newcomer still joins the waitlist, behind w2.
    const late = await t.login();
    const newcomer = await ok(signUp(t, late.token, activity.id, ticketId));
    expect(newcomer).toMatchObject({ status: 'waitlisted', position: 2 });
    const w2Now = await t.postSealed(`${E}/findActivityEnrollById`, { id: w2!.enrolment.id }, { token: w2!.token });
    expect(w2Now.opened).toMatchObject({ status: 'waitlisted', position: 1 });
    // w1 takes the held seat by signing up again.
    const taken = await ok(signUp(t, w1!.token, activity.id, ticketId));
    expect(taken).toMatchObject({ id: w1!.enrolment.id, status: 'enrolled', holdExpiresAt: null });
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id: activity.id }));
    expect(summary).toMatchObject({ enrolledCount: 2, capacity: 2, waitlistCount: 2 });
  });

  it('of a waitlisted person frees nothing; of the last seat with nobody waiting gives it back', async () => {
    const { activity, people } = await fullActivity(1, 1);
    const [seated, waiting] = people;
    expect(await ok(t.post(`${E}/cancel`, { id: waiting!.enrolment.id }, { token: waiting!.token }))).toMatchObject({
      offeredTo: null,
    });
    expect(await ok(t.post(`${E}/cancel`, { id: seated!.enrolment.id }, { token: seated!.token }))).toMatchObject({
      offeredTo: null,
    });
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id: activity.id }));
    expect(summary).toMatchObject({ enrolledCount: 0, left: 1, waitlistCount: 0, enrolState: 'open' });
  });
});

describe('a hold that lapses', () => {
  it('passes to the next in line, and the seat returns when nobody is left', async () => {
    const { activity, ticketId, people } = await fullActivity(1, 2);
    const [seated, w1, w2] = people;
    await ok(t.post(`${E}/cancel`, { id: seated!.enrolment.id }, { token: seated!.token }));
    expect((await statusOf(w1!.enrolment.id)).status).toBe('offered');
    // The hold's time passes (moved into the past rather than waited for); the job's run ends it.
    const lapse = (id: string) =>
      t.ctx.db
        .updateTable('activity_enrolments')
        .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', Number(id))
        .execute();
    await lapse(w1!.enrolment.id);
    // Signing up on a lapsed hold is refused.
    expect((await signUp(t, w1!.token, activity.id, ticketId)).json).toEqual({
      code: 1,
      msg: '保留名额已过期',
      body: null,
    });
    expect(await holdExpiryJob(t.ctx, { id: 0, kind: HOLD_JOB, payload: {}, attempts: 1, owner_id: null })).toEqual({
      ended: 1,
      cancelled: 0,
    });
    expect((await statusOf(w1!.enrolment.id)).status).toBe('expired');
    expect((await statusOf(w2!.enrolment.id)).status).toBe('offered');
    await lapse(w2!.enrolment.id);
    await holdExpiryJob(t.ctx, { id: 0, kind: HOLD_JOB, payload: {}, attempts: 1, owner_id: null });
    expect((await statusOf(w2!.enrolment.id)).status).toBe('expired');
    const summary = await ok(t.post('/api/community/v1/activity/findSummary', { id: activity.id }));
    expect(summary).toMatchObject({ enrolledCount: 0, left: 1, waitlistCount: 0 });
    // One whose hold lapsed may sign up again (a new enrolment, at the back of any line).
    expect(await ok(signUp(t, w1!.token, activity.id, ticketId))).toMatchObject({ status: 'enrolled' });
  });

  it('is ended by the job queue itself when its time comes', async () => {
    const { people } = await fullActivity(1, 1);
    const [seated, w1] = people;
    await ok(t.post(`${E}/cancel`, { id: seated!.enrolment.id }, { token: seated!.token }));
    await t.ctx.db
      .updateTable('activity_enrolments')
      .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', Number(w1!.enrolment.id))
      .execute();
    await t.ctx.db
      .updateTable('jobs')
      .set({ run_after: sql<Date>`now() - interval '1 second'` })
      .where('kind', '=', HOLD_JOB)
      .where('status', '=', 'queued')
      .execute();
    const { jobSignals } = await import('../src/platform/jobs/job-repository.ts');
    // Wake the worker (as a new job would) and wait until it has recorded the run.
    const done = new Promise<void>((resolve) => {
      const check = async () => {
        const row = await t.ctx.db
          .selectFrom('activity_enrolments')
          .select('status')
          .where('id', '=', Number(w1!.enrolment.id))
          .executeTakeFirstOrThrow();
        if (row.status === 'expired') resolve();
        else setImmediate(() => void check());
      };
      void check();
    });
    jobSignals.emit('queued');
    await done;
    expect((await statusOf(w1!.enrolment.id)).status).toBe('expired');
  });
});
