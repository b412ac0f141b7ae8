import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A row joined to a big table by a key newer than the last ANALYZE (a new user's first activity, post or sign-up)
// stays an index lookup: the sessions plan without merge joins (docs/decisions/0020-no-merge-joins.md). With them,
// PostgreSQL picks a merge join it expects to stop early, which walks the whole big index instead (at 1,000,000
// users, 478 ms instead of 0.23 ms for one activity's card).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

it('plans a lookup joined by a key past the statistics as nested index lookups, not a merge join', async () => {
  let plan = '';
  // One transaction: one connection on PostgreSQL's pool, and nothing of it stays.
  await t.ctx.db
    .transaction()
    .execute(async (trx) => {
      await sql`create table planner_big (id bigint primary key, name text not null)`.execute(trx);
      await sql`insert into planner_big select g, 'n' || g from generate_series(1, 100000) g`.execute(trx);
      await sql`create table planner_small (id bigint primary key, big_id bigint not null)`.execute(trx);
      // What the statistics see: every row points at one of the five oldest keys (the demo's few publishers).
      await sql`insert into planner_small select g, 1 + g % 5 from generate_series(1, 200) g`.execute(trx);
      await sql`analyze planner_big`.execute(trx);
      await sql`analyze planner_small`.execute(trx);
      // Then a row by the newest key, which the statistics have not seen.
      await sql`insert into planner_small values (100000, 99999)`.execute(trx);
      const explained = await sql<{ 'QUERY PLAN': unknown }>`explain (format json)
        select s.id, b.name from planner_small s join planner_big b on b.id = s.big_id where s.id = 100000`.execute(
        trx,
      );
      plan = JSON.stringify(explained.rows[0]!['QUERY PLAN']);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  expect(plan).toContain('Nested Loop');
  expect(plan).not.toContain('Merge Join');
});
