import { TOPICS } from '../../platform/outbox/event-topics.ts';
import type { OutboxConsumer } from '../../platform/outbox/outbox.ts';
import type { TaskEvent } from '../../platform/db/schema.ts';
import { applyAction } from './qualifying-repository.ts';
import { recheckRewards } from './reward-check.ts';

// Growth follows the qualifying actions other areas publish (docs/product/growth.md, "Rewards rest on what remains";
// docs/decisions/0019-growth-follows-events.md): it keeps its own list and, when one is undone, re-checks the rewards
// it counted towards. A request's events are delivered before its answer goes out, so the undo's answer already
// shows a reversal.

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
  if (topic === TOPICS.seatTaken || topic === TOPICS.seatReleased) {
    const ref = `enrolment:${Number(p.enrolmentId)}`;
    return { ...base, kind: 'enrol_activity', ref, stands: topic === TOPICS.seatTaken };
  }
  const kind = String(p.kind) as TaskEvent;
  if (!COMMUNITY_KINDS.includes(kind)) return null;
  return { ...base, kind, ref: String(p.ref), stands: topic === TOPICS.actionDone };
}

export const growthActionConsumer: OutboxConsumer = {
  name: 'growth-qualifying-actions',
  // Community's actions (likes, follows, published dynamics, comments) and activities' seats (the sign-up tasks count
  // sign-ups holding one).
  topics: [TOPICS.actionDone, TOPICS.actionUndone, TOPICS.seatTaken, TOPICS.seatReleased],
  async handle(ctx, event) {
    const a = actionOf(event.topic, event.payload);
    if (!a) return;
    await applyAction(ctx.db, { ...a, eventId: event.id });
    // Also when the event comes again: the first delivery may have failed after the row was written. A re-check
    // reverses a reward once at most (its reversal's event key is unique).
    if (!a.stands) await recheckRewards(ctx, { userId: a.userId, event: a.kind, at: a.at });
  },
};
