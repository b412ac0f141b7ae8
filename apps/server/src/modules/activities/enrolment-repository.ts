import { sql, type Kysely, type Transaction } from 'kysely';
import type { EnrolmentStatus, TicketCurrency } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { enqueueJobs } from '../../platform/jobs/job-repository.ts';
import { publishSeat } from './seat-events.ts';

// The only place with enrolments' SQL. Seats: a ticket's `taken` counts enrolled and offered places. Every change
// of a seat happens in one transaction with the enrolment it belongs to, under the ticket's row lock (taken first,
// always, so two writers never wait on each other in opposite orders); the table's check keeps taken ≤ capacity.

export const LIVE: EnrolmentStatus[] = ['enrolled', 'waitlisted', 'offered'];
export const HOLD_JOB = 'activities.hold-expiry';

/** Place in the waitlist (1 = next in line), counted in arrival (id) order; `e` is the enrolment's alias. */
export const position = sql<number | null>`case when e.status = 'waitlisted' then (
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
  | { kind: 'ok'; id: number; status: EnrolmentStatus; price: number; currency: TicketCurrency }
  | { kind: 'noTicket' }
  | { kind: 'full' }
  | { kind: 'already'; id: number; status: EnrolmentStatus };

type Trx = Transaction<DB>;

/** The ticket's row, locked: every change of its seats queues here. */
export async function lockTicket(trx: Trx, ticketId: number) {
  return trx
    .selectFrom('activity_tickets')
    .select(['id', 'activity_id', 'name', 'capacity', 'taken', 'price', 'currency'])
    .where('id', '=', ticketId)
    .forUpdate()
    .executeTakeFirst();
}

async function someoneWaits(trx: Trx, ticketId: number) {
  const row = await trx
    .selectFrom('activity_enrolments')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'waitlisted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a seat and writes the enrolment inside the caller's transaction under the ticket's row lock: concurrent
 * sign-ups queue on the lock, so the seats go to the first ones in and the rest join the waitlist in the order they
 * got the lock. A newcomer never takes a free seat while someone waits for it (that seat is the waiter's hold).
 */
export async function enrol(trx: Trx, e: NewEnrolment, waitlist: boolean): Promise<EnrolOutcome> {
  const ticket = await lockTicket(trx, e.ticketId);
  if (!ticket || ticket.activity_id !== e.activityId) return { kind: 'noTicket' } as const;
  const live = await trx
    .selectFrom('activity_enrolments')
    .select(['id', 'status'])
    .where('activity_id', '=', e.activityId)
    .where('user_id', '=', e.userId)
    .where('status', 'in', LIVE)
    .executeTakeFirst();
  if (live) return { kind: 'already', id: live.id, status: live.status } as const;
  const seat = ticket.taken < ticket.capacity && !(await someoneWaits(trx, ticket.id));
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
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  if (seat) await publishSeat(trx, true, { id: row.id, userId: e.userId, at: row.created_at });
  return { kind: 'ok', id: row.id, status, price: ticket.price, currency: ticket.currency } as const;
}

/** What a seat cost in 无忧币, written with its charge. */
export async function markPaid(trx: Trx, id: number, coin: number) {
  await trx.updateTable('activity_enrolments').set({ paid_coin: coin }).where('id', '=', id).execute();
}

export async function markRefunded(trx: Trx, id: number) {
  await trx.updateTable('activity_enrolments').set({ refunded_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Hands the ticket's free seats to the waitlist in arrival order, each as a hold for `holdHours`, under the ticket's
 * lock (the caller holds it). Whatever freed the seat (a cancellation, a lapsed hold, a raised capacity), the first
 * in line gets it before any newcomer. Answers the enrolments offered a hold.
 */
export async function fillFreeSeats(trx: Trx, ticketId: number, holdHours: number): Promise<number[]> {
  const ticket = await trx
    .selectFrom('activity_tickets')
    .select(['capacity', 'taken'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const free = ticket.capacity - ticket.taken;
  if (free <= 0) return [];
  const next = await trx
    .selectFrom('activity_enrolments')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'waitlisted')
    .orderBy('id')
    .limit(free)
    .forUpdate()
    .execute();
  if (next.length === 0) return [];
  const ids = next.map((n) => n.id);
  const held = await trx
    .updateTable('activity_enrolments')
    .set({ status: 'offered', hold_expires_at: sql<Date>`now() + make_interval(secs => ${holdHours * 3600})` })
    .where('id', 'in', ids)
    .returning(['id', 'hold_expires_at'])
    .execute();
  await trx
    .updateTable('activity_tickets')
    .set({ taken: sql`taken + ${held.length}` })
    .where('id', '=', ticketId)
    .execute();
  // The queue checks each hold when it lapses; the job rows commit with the offers.
  await enqueueJobs(
    trx,
    held.map((h) => ({ kind: HOLD_JOB, payload: { enrolmentId: h.id }, runAfter: h.hold_expires_at! })),
  );
  return held.map((h) => h.id).sort((a, b) => a - b);
}

/** Gives one seat back to the ticket (the caller holds its lock). */
export async function releaseSeat(trx: Trx, ticketId: number) {
  await trx
    .updateTable('activity_tickets')
    .set({ taken: sql`taken - 1` })
    .where('id', '=', ticketId)
    .execute();
}

export type Ended =
  { kind: 'ok'; was: EnrolmentStatus; userId: number; paidCoin: number } | { kind: 'notLive' } | { kind: 'checkedIn' };

/** Ends a live enrolment (cancelled, or expired for a lapsed hold) under its row lock; the ticket's lock is held. */
export async function endEnrolment(trx: Trx, id: number, to: 'cancelled' | 'expired'): Promise<Ended> {
  const e = await trx
    .selectFrom('activity_enrolments')
    .select(['status', 'checked_in_at', 'user_id', 'paid_coin', 'hold_expires_at', 'created_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!e || !LIVE.includes(e.status)) return { kind: 'notLive' } as const;
  if (to === 'expired' && (e.status !== 'offered' || !e.hold_expires_at || e.hold_expires_at > new Date()))
    return { kind: 'notLive' } as const;
  if (e.checked_in_at) return { kind: 'checkedIn' } as const;
  await trx
    .updateTable('activity_enrolments')
    .set({ status: to, hold_expires_at: null, ...(to === 'cancelled' ? { cancelled_at: new Date() } : {}) })
    .where('id', '=', id)
    .execute();
  await publishSeat(trx, false, { id, userId: e.user_id, at: e.created_at });
  return { kind: 'ok', was: e.status, userId: e.user_id, paidCoin: e.paid_coin } as const;
}

/** The holder of an offered seat takes it: only while the hold lasts. Answers the ticket, or null. */
export async function confirmHold(trx: Trx, id: number) {
  const row = await trx
    .updateTable('activity_enrolments')
    .set({ status: 'enrolled', hold_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .where(sql<boolean>`hold_expires_at > now()`)
    .returning(['id', 'user_id', 'created_at'])
    .executeTakeFirst();
  if (row) await publishSeat(trx, true, { id: row.id, userId: row.user_id, at: row.created_at });
  return row ?? null;
}

/** The oldest lapsed hold, if any. */
export async function findLapsedHold(db: Kysely<DB>) {
  return db
    .selectFrom('activity_enrolments')
    .select(['id', 'ticket_id'])
    .where('status', '=', 'offered')
    .where(sql<boolean>`hold_expires_at <= now()`)
    .orderBy('hold_expires_at')
    .limit(1)
    .executeTakeFirst();
}

/** Live enrolments of an activity (for its deletion), with their tickets. */
export async function findLiveOfActivity(db: Kysely<DB>, activityId: number) {
  return db
    .selectFrom('activity_enrolments')
    .select(['id', 'ticket_id'])
    .where('activity_id', '=', activityId)
    .where('status', 'in', LIVE)
    .orderBy('id')
    .execute();
}

/** Live enrolments left on deleted activities (a deletion interrupted before it ended them all). */
export async function findLiveOfDeleted(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select(['e.id', 'e.ticket_id'])
    .where('a.status', '=', 'deleted')
    .where('e.status', 'in', LIVE)
    .where('e.checked_in_at', 'is', null)
    .orderBy('e.id')
    .limit(limit)
    .execute();
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
  'e.paid_coin',
  'e.refunded_at',
  'a.title as activity_title',
  'a.user_id as publisher_id',
  'a.questions',
  't.name as ticket_name',
  't.price',
  't.currency',
  't.pay_method',
  'u.user_code',
  'u.nickname',
  'u.avatar_url',
] as const;

function enrolments(db: Kysely<DB>) {
  return db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .innerJoin('activity_tickets as t', 't.id', 'e.ticket_id')
    .innerJoin('user_cards as u', 'u.id', 'e.user_id')
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

/** One ticket of an activity, unlocked: what the confirm step showed is compared with it. */
export async function findTicketOf(db: Kysely<DB>, activityId: number, ticketId: number) {
  return db
    .selectFrom('activity_tickets')
    .select(['id', 'price', 'currency', 'pay_method', 'capacity'])
    .where('id', '=', ticketId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
}
