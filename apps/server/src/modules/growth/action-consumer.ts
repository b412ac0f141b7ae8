import type { OutboxConsumer } from '../../platform/outbox/outbox.ts';
import type { TaskEvent } from '../../platform/db/schema.ts';
import { applyAction } from './qualifying-repository.ts';
import { recheckRewards } from './reward-check.ts';

// Growth follows the qualifying actions other areas publish (docs/product/growth.md, "Rewards rest on what remains";
// docs/decisions/0019-growth-follows-events.md): it keeps its own list and, when one is undone, re-checks the rewards
// it counted towards. A request's events are delivered before its answer goes out, so the undo's answer already
// shows a reversal.

/** Community's actions: likes, follows, published dynamics and comments. */
export const ACTION_TOPICS = { done: 'community.action.done', undone: 'community.action.undone' } as const;
/** Activities' sign-ups taking or giving back a seat (the sign-up tasks count those holding one). */
export const SEAT_TOPICS = { taken: 'activities.seat.taken', released: 'activities.seat.released' } as const;

const COMMUNITY_KINDS: readonly TaskEvent[] = ['like', 'follow', 'publish_dynamic', 'comment'];

interface Action {
  userId: number;
  kind: TaskEvent;
  ref: string;
  at: Date;
  stands: boolean;
}

/** The action an event names, or null for a kind growth does not count. */
function actionOf(topic: string, p: Record<string, unknown>): Action | null {
  const base = { userId: Number(p.userId), at: new Date(String(p.at)) };
  if (topic === SEAT_TOPICS.taken || topic === SEAT_TOPICS.released) {
    const ref = `enrolment:${Number(p.enrolmentId)}`;
    return { ...base, kind: 'enrol_activity', ref, stands: topic === SEAT_TOPICS.taken };
  }
  const kind = String(p.kind) as TaskEvent;
  if (!COMMUNITY_KINDS.includes(kind)) return null;
  return { ...base, kind, ref: String(p.ref), stands: topic === ACTION_TOPICS.done };
}

export const growthActionConsumer: OutboxConsumer = {
  name: 'growth-qualifying-actions',
  topics: [ACTION_TOPICS.done, ACTION_TOPICS.undone, SEAT_TOPICS.taken, SEAT_TOPICS.released],
  async handle(ctx, event) {
    const a = actionOf(event.topic, event.payload);
    if (!a) return;
    await applyAction(ctx.db, { ...a, eventId: event.id });
    // Also when the event comes again: the first delivery may have failed after the row was written. A re-check
    // reverses a reward once at most (its reversal's event key is unique).
    if (!a.stands) await recheckRewards(ctx, { userId: a.userId, event: a.kind, at: a.at });
  },
};
