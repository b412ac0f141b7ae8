import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { findTxnByEvent, lockCoins, postTxn } from './ledger-repository.ts';
import { reconcile } from './ledger-service.ts';

// Paying with 无忧币 from another area (an activity's ticket): the payer's area opens the transaction that changes
// what is bought (the seat) and hands it here, so the seat and its charge commit or roll back together. A charge is
// a 'spend' transaction under its own event key; its refund is a 'refund' transaction that names the charge
// (reverses_id, unique), so a charge is refunded at most once whatever races, and by exactly what it took.

export type Charge = { ok: true; txnId: number; coin: number } | { ok: false; balance: number };

/** Takes back rewards whose content is gone before a spend, so nobody spends coins that are no longer theirs. */
export async function settleBeforeSpending(app: AppContext, userId: number): Promise<void> {
  await reconcile(app, userId);
}

/**
 * Charges `amount` coins inside the caller's transaction, under the payer's account lock; refuses (ok: false, with
 * the balance) rather than going below zero. `eventKey` names what is bought ('ticket:<enrolment id>').
 */
export async function chargeCoins(
  trx: Transaction<DB>,
  c: { userId: number; amount: number; reason: string; eventKey: string },
): Promise<Charge> {
  const balance = await lockCoins(trx, c.userId);
  if (balance < c.amount) return { ok: false, balance };
  const posted = await postTxn(trx, {
    userId: c.userId,
    kind: 'spend',
    reason: c.reason,
    eventKey: c.eventKey,
    coin: -c.amount,
    exp: 0,
  });
  if (posted) return { ok: true, txnId: posted.id, coin: c.amount };
  // Already charged under this key: the earlier charge stands, never a second one.
  const earlier = await findTxnByEvent(trx, c.userId, c.eventKey);
  return { ok: true, txnId: earlier!.id, coin: -earlier!.coin };
}

/**
 * Gives back what the charge `chargeKey` took, inside the caller's transaction. Answers the coins refunded: 0 when
 * nothing was charged or it was refunded already.
 */
export async function refundCharge(
  trx: Transaction<DB>,
  r: { userId: number; chargeKey: string; reason: string },
): Promise<number> {
  const charge = await findTxnByEvent(trx, r.userId, r.chargeKey);
  if (!charge || charge.kind !== 'spend' || charge.coin >= 0) return 0;
  const posted = await postTxn(trx, {
    userId: r.userId,
    kind: 'refund',
    reason: r.reason,
    eventKey: `refund:${r.chargeKey}`,
    reversesId: charge.id,
    coin: -charge.coin,
    exp: 0,
  });
  return posted?.coin ?? 0;
}
