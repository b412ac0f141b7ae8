import { sql, type Kysely, type Transaction } from 'kysely';
import type { EnrolmentStatus } from '../../platform/db/activities-schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { jobSignals } from '../../platform/jobs/job-queue.ts';

// The only place with enrolments' SQL. Seats: a ticket's `taken` counts enrolled and offered places. Every change
// of a seat happens in one transaction with the enrolment it belongs to, under the ticket's row lock (taken first,
// always, so two writers never wait on each other in opposite orders); the table's check keeps taken ≤ capacity.

export const LIVE: EnrolmentStatus[] = ['enrolled', 'waitlisted', 'offered'];
export const HOLD_JOB = 'activities.hold-expiry';

/** Place in the waitlist (1 = next in line), counted in arrival (id) order. */
const position = sql<number | null>`case when e.status = 'waitlisted' then (
  select count(*)::int from activity_enrolments w
  where w.ticket_id = e.ticket_id and w.status = 'waitlisted' and w.id <= e.id) end`;

export interface NewEnrolment {
  activityId: number;
  ticketId: number;
  userId: number;
  code: string;
  personalEnc: string;
  personalMasked: Record<string, string>;
  answers: Record<string, string | string[]>;
  hasName: boolean;
  isDemo?: boolean;
}

export type EnrolOutcome =
  | { kind: 'ok'; id: number; status: EnrolmentStatus }
  | { kind: 'noTicket' }
  | { kind: 'full' }
  | { kind: 'already'; id: number; status: EnrolmentStatus };

/**
 * Takes a seat and writes the enrolment in one transaction under the ticket's row lock: concurrent sign-ups queue
 * on the lock, so the seats go to the first ones in and the rest join the waitlist in the order they got the lock.
 */
export async function enrol(db: Kysely<DB>, e: NewEnrolment, waitlist: boolean): Promise<EnrolOutcome> {
  return db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('activity_tickets')
      .select(['id', 'capacity', 'taken'])
      .where('id', '=', e.ticketId)
      .where('activity_id', '=', e.activityId)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) return { kind: 'noTicket' } as const;
    const live = await trx
      .selectFrom('activity_enrolments')
      .select(['id', 'status'])
      .where('activity_id', '=', e.activityId)
      .where('user_id', '=', e.userId)
      .where('status', 'in', LIVE)
      .executeTakeFirst();
    if (live) return { kind: 'already', id: live.id, status: live.status } as const;
    const seat = ticket.taken < ticket.capacity;
    if (!seat && !waitlist) return { kind: 'full' } as const;
    if (seat)
      await trx
        .updateTable('activity_tickets')
        .set({ taken: sql`taken + 1` })
        .where('id', '=', ticket.id)
        .execute();
    const status: EnrolmentStatus = seat ? 'enrolled' : 'waitlisted';
    const row = await trx
      .insertInto('activity_enrolments')
      .values({
        activity_id: e.activityId,
        ticket_id: e.ticketId,
        user_id: e.userId,
        status,
        code: e.code,
        personal_enc: e.personalEnc,
        personal_masked: JSON.stringify(e.personalMasked),
        answers: JSON.stringify(e.answers),
        has_name: e.hasName,
        is_demo: e.isDemo ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'ok', id: row.id, status } as const;
  });
}

/** The person first in line takes a freed seat as a hold; answers who, or null when nobody waits. */
async function offerNext(trx: Transaction<DB>, ticketId: number, holdHours: number) {
  const next = await trx
    .selectFrom('activity_enrolments')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'waitlisted')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!next) {
    await trx
      .updateTable('activity_tickets')
      .set({ taken: sql`taken - 1` })
      .where('id', '=', ticketId)
      .execute();
    return null;
  }
  const held = await trx
    .updateTable('activity_enrolments')
    .set({ status: 'offered', hold_expires_at: sql<Date>`now() + make_interval(secs => ${holdHours * 3600})` })
    .where('id', '=', next.id)
    .returning(['id', 'hold_expires_at'])
    .executeTakeFirstOrThrow();
  // The queue checks the hold when it lapses; the job row commits with the offer.
  await trx
    .insertInto('jobs')
    .values({ kind: HOLD_JOB, payload: JSON.stringify({ enrolmentId: held.id }), run_after: held.hold_expires_at! })
    .execute();
  return held;
}

export type CancelOutcome = { kind: 'ok'; offeredTo: number | null } | { kind: 'notLive' } | { kind: 'checkedIn' };

export async function cancelEnrolment(
  db: Kysely<DB>,
  id: number,
  ticketId: number,
  holdHours: number,
): Promise<CancelOutcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('activity_tickets').select('id').where('id', '=', ticketId).forUpdate().execute();
    const e = await trx
      .selectFrom('activity_enrolments')
      .select(['status', 'checked_in_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!e || !LIVE.includes(e.status)) return { kind: 'notLive' } as const;
    if (e.checked_in_at) return { kind: 'checkedIn' } as const;
    await trx
      .updateTable('activity_enrolments')
      .set({ status: 'cancelled', cancelled_at: new Date(), hold_expires_at: null })
      .where('id', '=', id)
      .execute();
    if (e.status === 'waitlisted') return { kind: 'ok', offeredTo: null } as const;
    const held = await offerNext(trx, ticketId, holdHours);
    return { kind: 'ok', offeredTo: held?.id ?? null } as const;
  });
  if (outcome.kind === 'ok' && outcome.offeredTo) jobSignals.emit('queued');
  return outcome;
}

/** The holder of an offered seat takes it: only while the hold lasts. */
export async function confirmHold(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .updateTable('activity_enrolments')
    .set({ status: 'enrolled', hold_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .where(sql<boolean>`hold_expires_at > now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends one lapsed hold and passes its seat on (to the next in line, or back to the ticket). Answers false when no
 * hold has lapsed. Safe to run from several workers: the conditional update lets only one of them end a hold.
 */
export async function expireOneHold(db: Kysely<DB>, holdHours: number): Promise<boolean> {
  const due = await db
    .selectFrom('activity_enrolments')
    .select(['id', 'ticket_id'])
    .where('status', '=', 'offered')
    .where(sql<boolean>`hold_expires_at <= now()`)
    .orderBy('hold_expires_at')
    .limit(1)
    .executeTakeFirst();
  if (!due) return false;
  const offered = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('activity_tickets').select('id').where('id', '=', due.ticket_id).forUpdate().execute();
    const ended = await trx
      .updateTable('activity_enrolments')
      .set({ status: 'expired', hold_expires_at: null })
      .where('id', '=', due.id)
      .where('status', '=', 'offered')
      .where(sql<boolean>`hold_expires_at <= now()`)
      .returning('id')
      .executeTakeFirst();
    if (!ended) return null;
    return offerNext(trx, due.ticket_id, holdHours);
  });
  if (offered) jobSignals.emit('queued');
  return true;
}

/** Checks an enrolment in, once: the conditional update lets exactly one of concurrent attempts through. */
export async function checkIn(db: Kysely<DB>, id: number, by: number) {
  return db
    .updateTable('activity_enrolments')
    .set({ checked_in_at: new Date(), checked_in_by: by })
    .where('id', '=', id)
    .where('status', '=', 'enrolled')
    .where('checked_in_at', 'is', null)
    .returning('checked_in_at')
    .executeTakeFirst();
}

const enrolmentColumns = [
  'e.id',
  'e.activity_id',
  'e.user_id',
  'e.ticket_id',
  'e.status',
  'e.code',
  'e.personal_enc',
  'e.personal_masked',
  'e.answers',
  'e.has_name',
  'e.hold_expires_at',
  'e.checked_in_at',
  'e.created_at',
  'a.title as activity_title',
  'a.user_id as publisher_id',
  'a.questions',
  't.name as ticket_name',
  't.price',
  't.currency',
  'u.user_code',
  'u.nickname',
  'u.avatar_url',
] as const;

function enrolments(db: Kysely<DB>) {
  return db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .innerJoin('activity_tickets as t', 't.id', 'e.ticket_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(enrolmentColumns)
    .select(position.as('position'));
}

export type EnrolmentRow = NonNullable<Awaited<ReturnType<typeof findEnrolment>>>;

export async function findEnrolment(db: Kysely<DB>, id: number) {
  return enrolments(db).where('e.id', '=', id).executeTakeFirst();
}

export async function findEnrolmentByCode(db: Kysely<DB>, code: string) {
  return enrolments(db).where('e.code', '=', code).executeTakeFirst();
}

export async function findLiveEnrolment(db: Kysely<DB>, activityId: number, userId: number) {
  return enrolments(db)
    .where('e.activity_id', '=', activityId)
    .where('e.user_id', '=', userId)
    .where('e.status', 'in', LIVE)
    .executeTakeFirst();
}

/** An activity's sign-up list in arrival order; the public sees enrolled people only. */
export async function findEnrolmentPage(
  db: Kysely<DB>,
  activityId: number,
  everyone: boolean,
  afterId: number | null,
  limit: number,
) {
  let q = enrolments(db).where('e.activity_id', '=', activityId);
  q = everyone ? q.where('e.status', 'in', LIVE) : q.where('e.status', '=', 'enrolled');
  if (afterId) q = q.where('e.id', '>', afterId);
  return q.orderBy('e.id').limit(limit).execute();
}

/** The whole list for the export (bounded by the activity's capacity and waitlist). */
export async function findAllEnrolments(db: Kysely<DB>, activityId: number) {
  return enrolments(db).where('e.activity_id', '=', activityId).orderBy('e.id').execute();
}

/** The activities a user signed up for, newest sign-up first, with the enrolment. */
export async function findJoinedIds(
  db: Kysely<DB>,
  userId: number,
  live: boolean,
  afterId: number | null,
  limit: number,
) {
  let q = db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      'e.id',
      'e.activity_id',
      'e.status',
      'e.ticket_id',
      'e.hold_expires_at',
      'e.checked_in_at',
      position.as('position'),
    ])
    .where('e.user_id', '=', userId)
    .where('a.status', '<>', 'deleted');
  if (live) q = q.where('e.status', 'in', LIVE);
  if (afterId) q = q.where('e.id', '<', afterId);
  return q.orderBy('e.id', 'desc').limit(limit).execute();
}

/** The keyed hash of the user's phone (the number itself is sealed), or null without one. */
export async function userMobileHash(db: Kysely<DB>, userId: number): Promise<Buffer | null> {
  const row = await db.selectFrom('users').select('mobile_hash').where('id', '=', userId).executeTakeFirst();
  return row?.mobile_hash ? Buffer.from(row.mobile_hash) : null;
}

export async function isInvited(db: Kysely<DB>, activityId: number, mobileHash: Buffer) {
  const row = await db
    .selectFrom('activity_invitations')
    .select('activity_id')
    .where('activity_id', '=', activityId)
    .where('mobile_hash', '=', mobileHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** The whole list or nothing: one transaction. */
export async function addInvitations(db: Kysely<DB>, activityId: number, mobileHashes: Buffer[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('activity_invitations')
      .values(mobileHashes.map((hash) => ({ activity_id: activityId, mobile_hash: hash })))
      .onConflict((oc) => oc.columns(['activity_id', 'mobile_hash']).doNothing())
      .returning('activity_id')
      .execute();
    const total = await trx
      .selectFrom('activity_invitations')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow();
    return { imported: rows.length, total: total.n };
  });
}
