import type { AppContext } from '../../platform/context.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { jobSignals } from '../../platform/jobs/job-repository.ts';
import { chargeCoins, refundCharge, settleBeforeSpending } from '../growth/index.ts';
import {
  confirmHold,
  endEnrolment,
  enrol,
  fillFreeSeats,
  findEnrolment,
  findLapsedHold,
  findLiveOfActivity,
  findLiveOfDeleted,
  lockTicket,
  markPaid,
  markRefunded,
  releaseSeat,
  type EnrolOutcome,
  type NewEnrolment,
} from './enrolment-repository.ts';

// Every change of a seat, with what it costs (docs/product/activity-tickets.md). A seat of a ticket priced in 无忧币
// is charged in the transaction that takes it and refunded in the one that gives it up; a freed seat goes to the
// first in line as a hold before anyone else. Locks are always taken in one order (the ticket, then the enrolment,
// then the payer's points account), so two writers never wait on each other in opposite orders.

/** The ledger's event key of a seat's charge; its refund's key derives from it. */
export const ticketChargeKey = (enrolmentId: number) => `ticket:${enrolmentId}`;

class Shortfall extends Error {
  constructor(
    readonly need: number,
    readonly balance: number,
  ) {
    super('shortfall');
  }
}

class PriceChanged extends Error {
  constructor(
    readonly price: number,
    readonly currency: string,
  ) {
    super('price changed');
  }
}

/** '无忧币不足：需要 400，当前 120', with the figures for the client. */
const shortfall = (s: Shortfall) =>
  refuse(`无忧币不足：需要 ${s.need}，当前 ${s.balance}`, { need: s.need, balance: s.balance });

function paysCoins(t: { price: number; currency: string }) {
  return t.currency === 'WYB' && t.price > 0;
}

async function charge(
  trx: Parameters<typeof markPaid>[0],
  enrolmentId: number,
  userId: number,
  price: number,
  title: string,
) {
  const paid = await chargeCoins(trx, {
    userId,
    amount: price,
    reason: `活动报名：${title}`.slice(0, 80),
    eventKey: ticketChargeKey(enrolmentId),
  });
  if (!paid.ok) throw new Shortfall(price, paid.balance);
  await markPaid(trx, enrolmentId, paid.coin);
}

async function refund(trx: Parameters<typeof markPaid>[0], enrolmentId: number, userId: number, why: string) {
  const back = await refundCharge(trx, { userId, chargeKey: ticketChargeKey(enrolmentId), reason: why });
  if (back > 0) await markRefunded(trx, enrolmentId);
  return back;
}

const announce = (offered: readonly number[]) => {
  if (offered.length) jobSignals.emit('queued');
};

/** A new sign-up: a seat (charged when priced in 无忧币) or a place in line. */
export async function takeSeat(
  app: AppContext,
  e: NewEnrolment,
  waitlist: boolean,
  title: string,
  mayCharge: boolean,
  /** The price the person confirmed, checked again under the ticket's lock (a change in between is refused). */
  agreed?: { price: number; currency: string },
): Promise<EnrolOutcome> {
  // Only a sign-up that may be charged settles the ledger first: free sign-ups stay one transaction.
  if (mayCharge) await settleBeforeSpending(app, e.userId);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const outcome = await enrol(trx, e, waitlist);
      if (outcome.kind === 'ok' && agreed && (agreed.price !== outcome.price || agreed.currency !== outcome.currency))
        throw new PriceChanged(outcome.price, outcome.currency);
      if (outcome.kind === 'ok' && outcome.status === 'enrolled' && paysCoins(outcome))
        await charge(trx, outcome.id, e.userId, outcome.price, title);
      return outcome;
    });
  } catch (err) {
    if (err instanceof Shortfall) throw shortfall(err);
    if (err instanceof PriceChanged)
      throw refuse('票价已变化，请确认新的价格后再报名', { price: err.price, currency: err.currency });
    throw err;
  }
}

/** The holder of an offered seat takes it while the hold lasts, paying the ticket's price then. */
export async function takeHold(app: AppContext, userId: number, enrolmentId: number, ticketId: number, title: string) {
  await settleBeforeSpending(app, userId);
  try {
    const taken = await app.db.transaction().execute(async (trx) => {
      const ticket = await lockTicket(trx, ticketId);
      const held = ticket && (await confirmHold(trx, enrolmentId));
      if (!ticket || !held) return false;
      if (paysCoins(ticket)) await charge(trx, enrolmentId, userId, ticket.price, title);
      return true;
    });
    // Say what really stopped it (docs/product/nothing-twice.md, "Refusals under concurrency"): a confirmation that
    // lost to a parallel one finds the seat already confirmed, not expired.
    if (!taken) {
      const now = await findEnrolment(app.db, enrolmentId);
      if (now?.status === 'enrolled') throw refuse('你已报名该活动');
      if (now?.status === 'waitlisted') throw refuse('你已在候补名单中');
      throw refuse('保留名额已过期');
    }
  } catch (err) {
    if (err instanceof Shortfall) throw shortfall(err);
    throw err;
  }
}

export type Cancelled =
  { kind: 'ok'; offeredTo: number | null; refunded: number } | { kind: 'notLive' } | { kind: 'checkedIn' };

/** The person's own cancellation: their coins back, their seat to the first in line. */
export async function cancelSeat(app: AppContext, id: number, ticketId: number): Promise<Cancelled> {
  const outcome = await app.db.transaction().execute(async (trx) => {
    await lockTicket(trx, ticketId);
    const ended = await endEnrolment(trx, id, 'cancelled');
    if (ended.kind !== 'ok') return ended;
    const refunded = await refund(trx, id, ended.userId, '取消报名退还');
    if (ended.was === 'waitlisted') return { kind: 'ok', offeredTo: null, refunded, offered: [] } as const;
    await releaseSeat(trx, ticketId);
    const offered = await fillFreeSeats(trx, ticketId, app.config.ACTIVITY_HOLD_HOURS);
    return { kind: 'ok', offeredTo: offered[0] ?? null, refunded, offered } as const;
  });
  if (outcome.kind !== 'ok') return outcome;
  announce(outcome.offered);
  return { kind: 'ok', offeredTo: outcome.offeredTo, refunded: outcome.refunded };
}

/**
 * Ends one lapsed hold and passes its seat on (to the next in line, or back to the ticket); anything it was
 * charged comes back. Answers false when no hold has lapsed. Safe from several workers: the hold is re-checked
 * under its row lock, so only one of them ends it.
 */
export async function expireOneHold(app: AppContext): Promise<boolean> {
  const due = await findLapsedHold(app.db);
  if (!due) return false;
  const offered = await app.db.transaction().execute(async (trx) => {
    await lockTicket(trx, due.ticket_id);
    const ended = await endEnrolment(trx, due.id, 'expired');
    if (ended.kind !== 'ok') return [] as number[];
    await refund(trx, due.id, ended.userId, '候补保留名额过期退还');
    await releaseSeat(trx, due.ticket_id);
    return fillFreeSeats(trx, due.ticket_id, app.config.ACTIVITY_HOLD_HOURS);
  });
  announce(offered);
  return true;
}

/** After a ticket's capacity was raised: its new seats go to the waitlist, in order, as holds. */
export async function fillRaisedTickets(app: AppContext, ticketIds: number[]) {
  const offered: number[] = [];
  for (const ticketId of ticketIds) {
    offered.push(
      ...(await app.db.transaction().execute(async (trx) => {
        if (!(await lockTicket(trx, ticketId))) return [] as number[];
        return fillFreeSeats(trx, ticketId, app.config.ACTIVITY_HOLD_HOURS);
      })),
    );
  }
  announce(offered);
  return offered;
}

/** Ends one enrolment of a deleted activity and refunds it (one small transaction each: no lock held long). */
async function endForDeletion(app: AppContext, e: { id: number; ticket_id: number }) {
  await app.db.transaction().execute(async (trx) => {
    await lockTicket(trx, e.ticket_id);
    const ended = await endEnrolment(trx, e.id, 'cancelled');
    if (ended.kind !== 'ok') return;
    await refund(trx, e.id, ended.userId, '活动已取消退还');
    if (ended.was !== 'waitlisted') await releaseSeat(trx, e.ticket_id);
  });
}

/**
 * The publisher deleted the activity: every sign-up not yet checked in is cancelled and refunded. A deletion cut
 * short (a crash) is finished by the hold job's sweep (`finishDeletedActivities`).
 */
export async function endActivitySeats(app: AppContext, activityId: number) {
  for (const e of await findLiveOfActivity(app.db, activityId)) await endForDeletion(app, e);
}

export async function finishDeletedActivities(app: AppContext) {
  let ended = 0;
  for (;;) {
    const rows = await findLiveOfDeleted(app.db, 100);
    if (rows.length === 0) return ended;
    for (const e of rows) await endForDeletion(app, e);
    ended += rows.length;
  }
}
