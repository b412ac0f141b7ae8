import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventTopic } from '../src/platform/outbox/event-topics.ts';
import { publishEvent, type OutboxEvent } from '../src/platform/outbox/outbox.ts';
import { createTestApp, RESTART_TIMEOUT_MS, testDbKind, type TestApp } from './support/test-app.ts';

// The outbox (docs/decisions/0018-outbox-and-search-area.md): events written in the writer's transaction reach every
// consumer in id order, at least once, whatever fails or restarts in between. The topics here are the tests' own, apart
// from the areas' (event-topics.ts), so no area's consumer hears them.
const testTopic = (name: string) => name as EventTopic;

let t: TestApp;
beforeAll(async () => {
  // The background pass waits a minute: the passes here are the tests' own (a stray one queued behind the slow writer
  // below would hold back the writers after it).
  t = await createTestApp({ env: { JOB_POLL_MS: '60000' } });
});
afterAll(() => t.close());

let seq = 0;
/** A consumer of its own topic, recording the numbers it was handed; `fail` decides whether a delivery throws. */
function listen(fail: (n: number, attempt: number) => boolean = () => false) {
  seq += 1;
  const topic = testTopic(`test.t${seq}.happened`);
  const got: number[] = [];
  const attempts = new Map<number, number>();
  t.outbox.register({
    name: `test-${seq}-${Math.random().toString(36).slice(2)}`,
    topics: [`test.t${seq}.`],
    handle: async (_ctx, event: OutboxEvent) => {
      const n = Number(event.payload.n);
      const attempt = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, attempt);
      if (fail(n, attempt)) throw new Error(`refused ${n}`);
      got.push(n);
    },
  });
  const publish = (...ns: number[]) =>
    t.ctx.db.transaction().execute(async (trx) => {
      for (const n of ns) await publishEvent(trx, topic, { n });
    });
  return { topic, got, attempts, publish };
}

describe('outbox', () => {
  it('hands a consumer the events in the order they were written, and only its own topics', async () => {
    const a = listen();
    const b = listen();
    await a.publish(1, 2);
    await b.publish(10);
    await a.publish(3);
    await t.drainOutbox();
    expect(a.got).toEqual([1, 2, 3]);
    expect(b.got).toEqual([10]);
  });

  it('writes nothing when the writer rolls back', async () => {
    const a = listen();
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await publishEvent(trx, a.topic, { n: 1 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await a.publish(2);
    await t.drainOutbox();
    expect(a.got).toEqual([2]);
  });

  it('hands an event again after its handler threw, without holding back other consumers', async () => {
    const flaky = listen((n, attempt) => n === 2 && attempt === 1);
    const steady = listen();
    await flaky.publish(1, 2, 3);
    await steady.publish(7, 8);
    await t.drainOutbox();
    expect(steady.got).toEqual([7, 8]);
    // The failed event stopped its consumer at 1; the next pass starts again at 2 and goes on.
    await t.drainOutbox();
    expect(flaky.got).toEqual([1, 2, 3]);
    expect(flaky.attempts.get(2)).toBe(2);
    expect(flaky.attempts.get(1)).toBe(1);
  });

  it(
    'keeps each consumer’s place across a restart and delivers what was left undelivered',
    async () => {
      const name = `restart-${Math.random().toString(36).slice(2)}`;
      const got: number[] = [];
      const consumer = {
        name,
        topics: ['test.restart.' as const],
        handle: async (_ctx: unknown, e: OutboxEvent) => void got.push(Number(e.payload.n)),
      };
      const publish = (n: number) =>
        t.ctx.db.transaction().execute((trx) => publishEvent(trx, testTopic('test.restart.x'), { n }));
      t.outbox.register(consumer);
      await publish(1);
      await t.drainOutbox();
      expect(got).toEqual([1]);
      await publish(2);
      await publish(3);
      await t.restart();
      t.outbox.register(consumer);
      await t.drainOutbox();
      expect(got).toEqual([1, 2, 3]);
    },
    RESTART_TIMEOUT_MS,
  );
});

// PostgreSQL hands out ids when rows are inserted and makes them visible when their transactions commit, in any order:
// a reader that moved past a later id before an earlier one committed would skip it for good.
describe.runIf(testDbKind() === 'postgres')('outbox under concurrent writers (PostgreSQL)', () => {
  it('delivers an event whose transaction commits after a later one’s', async () => {
    const a = listen();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedEarly = new Promise<void>((resolve) => (inserted = resolve));
    const slow = t.ctx.db.transaction().execute(async (trx) => {
      await publishEvent(trx, a.topic, { n: 1 });
      inserted();
      await gate;
    });
    await insertedEarly;
    await a.publish(2);
    // The pass must wait for the slow writer: it is blocked on the lock until the gate opens.
    const pass = t.drainOutbox();
    await waitForBlockedLock();
    release();
    await slow;
    await pass;
    await t.drainOutbox();
    expect(a.got).toEqual([1, 2]);
  });

  it('loses no event of many writers racing with passes', async () => {
    const a = listen();
    const writers = Array.from({ length: 40 }, (_, i) => a.publish(i));
    const passes = Array.from({ length: 10 }, () => t.drainOutbox());
    await Promise.all([...writers, ...passes]);
    await t.drainOutbox();
    expect([...a.got].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(new Set(a.got).size).toBe(40);
  });
});

/** Until some session waits on an advisory lock (the dispatcher behind the slow writer): a condition, not a delay. */
async function waitForBlockedLock() {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`.execute(t.ctx.db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
