import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { TOPICS } from '../../platform/outbox/event-topics.ts';
import { publishEvent } from '../../platform/outbox/outbox.ts';

// A sign-up taking or giving back its seat (docs/product/growth.md: growth's sign-up tasks count sign-ups that hold
// a seat), published in the transaction of the change so growth's list follows it
// (docs/decisions/0019-growth-follows-events.md). Taken: a sign-up that got a seat, or a waitlisted one confirming
// its hold. Released: a cancellation or a lapsed hold. `at` is when the sign-up was made: the period it counts in.

export async function publishSeat(
  trx: Transaction<DB>,
  taken: boolean,
  e: { id: number; userId: number; at: Date },
): Promise<void> {
  await publishEvent(trx, taken ? TOPICS.seatTaken : TOPICS.seatReleased, {
    userId: Number(e.userId),
    enrolmentId: Number(e.id),
    at: new Date(e.at).toISOString(),
  });
}
