import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import type { EventTopic } from './event-topics.ts';
import {
  advanceCursor,
  eventsAfter,
  insertEvent,
  pruneDelivered,
  readCursor,
  safeHighWater,
} from './outbox-repository.ts';

// Events an area publishes about its own rows, for other areas to follow (docs/decisions/0018-outbox-and-search-area.md).
// The event is a row written in the same transaction as the change: a crash loses neither or both. A dispatcher hands
// each consumer the events in id order, at least once, and moves the consumer's cursor after its handler succeeded.

export interface OutboxEvent {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

export interface OutboxConsumer {
  /** Its cursor's name: renaming a consumer makes it read the whole history again. */
  name: string;
  /** Topics it follows: an exact topic (event-topics.ts), or a prefix ending in '.' ('community.'). */
  topics: readonly (EventTopic | `${string}.`)[];
  /** Runs once or more per event (an event may come again after a failure or on two instances): idempotent. */
  handle(ctx: AppContext, event: OutboxEvent): Promise<void>;
}

/** Published in this process since it started: lets a request's end know whether there may be something to deliver. */
let publishedHere = 0;

/** Writes an event in the caller's transaction (the one that makes the change it describes). */
export async function publishEvent(
  trx: Transaction<DB> | Kysely<DB>,
  topic: EventTopic,
  payload: Record<string, unknown>,
): Promise<void> {
  await insertEvent(trx, topic, payload);
  publishedHere += 1;
}

export interface Outbox {
  /** Delivers every event committed before the call to every consumer (a failing one is left for a later pass). */
  drain(): Promise<void>;
  /** Whether an event published in this process is not yet covered by a finished pass: a cheap check per answer. */
  hasPending(): boolean;
  /** Adds a consumer (the modules' at build; tests add their own). */
  register(consumer: OutboxConsumer): void;
  stop(): Promise<void>;
}

const BATCH = 200;
/** Every this many passes, events all consumers have passed (and a day old) are deleted. */
const PRUNE_EVERY = 600;

const follows = (c: OutboxConsumer, topic: string) =>
  c.topics.some((t) => (t.endsWith('.') ? topic.startsWith(t) : topic === t));

export function startOutbox(
  ctx: AppContext,
  consumers: OutboxConsumer[],
  options: { pollMs: number; onError: (consumer: string, event: OutboxEvent | null, err: unknown) => void },
): Outbox {
  const list = [...consumers];
  // What the last finished pass covered, counted in publishEvent calls of this process.
  let delivered = publishedHere;
  let stopped = false;
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let passes = 0;

  /** One consumer as far as `upTo`; stops at its first failure, leaving the cursor before the failed event. */
  const deliver = async (consumer: OutboxConsumer, upTo: number) => {
    let cursor = await readCursor(ctx.db, consumer.name);
    while (cursor < upTo && !stopped) {
      const events = await eventsAfter(ctx.db, cursor, upTo, BATCH);
      if (events.length === 0) break;
      let reached = cursor;
      let failed = false;
      for (const event of events) {
        if (follows(consumer, event.topic)) {
          try {
            await consumer.handle(ctx, event);
          } catch (err) {
            options.onError(consumer.name, event, err);
            failed = true;
            break;
          }
        }
        reached = event.id;
      }
      if (reached > cursor) await advanceCursor(ctx.db, consumer.name, reached);
      cursor = reached;
      if (failed || events.length < BATCH) break;
    }
  };

  const pass = async () => {
    if (stopped) return;
    // Every event published here before this line has committed by the time the pass reads its mark (the lock on
    // PostgreSQL, the one connection on PGlite), so this pass covers it.
    const covers = publishedHere;
    let done = false;
    try {
      const upTo = await safeHighWater(ctx.db);
      // Each consumer on its own: one that fails or throws does not hold back the others.
      for (const consumer of list) {
        if (stopped) return;
        // A consumer's failure is its own: it is retried by a later pass, and the answers waiting go on.
        await deliver(consumer, upTo).catch((err: unknown) => options.onError(consumer.name, null, err));
      }
      passes += 1;
      if (passes % PRUNE_EVERY === 0)
        await pruneDelivered(
          ctx.db,
          list.map((c) => c.name),
        );
      done = true;
    } catch (err) {
      // The database may be closing or briefly away: the next pass tries again.
      if (!stopped) options.onError('outbox', null, err);
    }
    if (done) delivered = Math.max(delivered, covers);
  };

  // One pass at a time. A caller arriving during a pass may have committed after that pass read its high-water mark,
  // so it waits for the next pass, which all such callers share.
  const drain = (): Promise<void> => {
    if (!current) {
      current = pass().finally(() => {
        current = null;
      });
      return current;
    }
    queued ??= current.then(() => {
      queued = null;
      return drain();
    });
    return queued;
  };

  // The background loop: catches up after a restart, and delivers what no request waited for.
  const timer = setInterval(() => {
    if (!stopped) void drain();
  }, options.pollMs);
  timer.unref();

  return {
    drain,
    hasPending: () => publishedHere !== delivered,
    register: (consumer) => void list.push(consumer),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      await queued;
    },
  };
}
