import type { OutboxConsumer } from '../../platform/outbox/outbox.ts';
import type { TaskEvent } from '../../platform/db/schema.ts';
import { applyAction } from './qualifying-repository.ts';
import { recheckRewards } from './reward-check.ts';

// Growth follows the qualifying actions other areas publish (docs/product/growth.md, "Rewards rest on what remains";
// docs/decisions/0019-growth-follows-events.md): it keeps its own list and, when one is undone, re-checks the rewards
// it counted towards. A request's events are delivered before its answer goes out, so the undo's answer already
// shows a reversal.

/** The kinds that follow events so far; the others are still counted by asking their owner (decision 0019). */
export const EVENT_KINDS: readonly TaskEvent[] = ['like', 'follow'];

export const ACTION_TOPICS = { done: 'community.action.done', undone: 'community.action.undone' } as const;

export const growthActionConsumer: OutboxConsumer = {
  name: 'growth-qualifying-actions',
  topics: [ACTION_TOPICS.done, ACTION_TOPICS.undone],
  async handle(ctx, event) {
    const p = event.payload;
    const kind = String(p.kind) as TaskEvent;
    if (!EVENT_KINDS.includes(kind)) return;
    const stands = event.topic === ACTION_TOPICS.done;
    const userId = Number(p.userId);
    const at = new Date(String(p.at));
    await applyAction(ctx.db, { userId, kind, ref: String(p.ref), at, stands, eventId: event.id });
    // Also when the event comes again: the first delivery may have failed after the row was written. A re-check
    // reverses a reward once at most (its reversal's event key is unique).
    if (!stands) await recheckRewards(ctx, { userId, event: kind, at });
  },
};
