import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJoinedPage } from '../src/modules/activities/activity-repository.ts';
import { nearbyRequest } from '@app/contract';
import { findUserClaims } from '../src/modules/mall/coupon-repository.ts';
import { nearby } from '../src/modules/places/nearby-service.ts';
import type { AppContext } from '../src/platform/context.ts';
import type { DB } from '../src/platform/db/schema.ts';
import { statementName } from '../src/platform/db/prepared-statements.ts';
import { oneConnection, preparedStatements } from './support/prepared.ts';
import { createTestApp, testDbKind, type TestApp } from './support/test-app.ts';

// One's sign-ups (我的报名) and one's coupons (我的券) run as named statements (decision 0013): a connection parses each
// text once, and after five runs PostgreSQL keeps one plan for every member instead of planning the joins per page.
let t: TestApp;

/** A claim of a demo coupon and a seat at a demo activity, so the pages compared have rows. */
async function oneClaimAndSignUp(db: Kysely<DB>, userId: number, code: string) {
  await sql`insert into coupon_claims (coupon_id, user_id, seq) select id, ${userId}, 1 from coupons order by id limit 1`.execute(
    db,
  );
  await sql`insert into activity_enrolments (activity_id, user_id, ticket_id, status, code)
    select t.activity_id, ${userId}, t.id, 'enrolled', ${code} from activity_tickets t
    join activities a on a.id = t.activity_id where a.status <> 'deleted' order by t.id limit 1`.execute(db);
}

/** 我的报名 and 我的券 read eight times over (each the same row every time); the connection's two statements. */
async function pagedEightTimes(db: Kysely<DB>, userId: number) {
  for (const page of [() => findJoinedPage(db, userId, null, 21), () => findUserClaims(db, userId, null, 21)]) {
    const first = await page();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 7; i++) expect(await page()).toEqual(first);
  }
  const statements = await preparedStatements(db);
  expect(statements).toHaveLength(2);
  return statements;
}

/** How the pois table has been read so far (this connection's counts flushed first). */
async function poiReads(db: Kysely<DB>) {
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const result = await sql<{ seq_scan: string; idx_tup_fetch: string }>`select seq_scan, idx_tup_fetch
    from pg_stat_user_tables where relname = 'pois'`.execute(db);
  const row = result.rows[0]!;
  return { seq_scan: Number(row.seq_scan), idx_tup_fetch: Number(row.idx_tup_fetch) };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe.runIf(testDbKind() === 'postgres')('my lists on PostgreSQL', () => {
  it('are each one named statement, planned generically after five runs, answering the same rows', async () => {
    const database = await oneConnection(t);
    try {
      const me = await t.login();
      await oneClaimAndSignUp(database.db, me.userId, 'PREPARED01');
      const statements = await pagedEightTimes(database.db, me.userId);
      for (const statement of statements) {
        expect(statement.name).toBe(statementName(statement.statement));
        expect(statement.generic_plans).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
    }
  });

  it('keeps one plan for a member with one claim and one sign-up, beside members who hold many', async () => {
    // Planned for their own values, a member with a row or two had each page planned afresh on every request
    // (unseenByPlanner); 我的券's generic plan then walked every claim by id, until its index was ordered by id.
    const database = await oneConnection(t);
    try {
      for (let i = 0; i < 3; i++) {
        const fan = await t.login();
        await sql`insert into coupon_claims (coupon_id, user_id, seq)
          select c.id, ${fan.userId}, g from coupons c cross join generate_series(1, 10) g`.execute(database.db);
        await sql`insert into activity_enrolments (activity_id, user_id, ticket_id, status, code)
          select distinct on (t.activity_id) t.activity_id, ${fan.userId}, t.id, 'enrolled', ${`FAN${i}-`} || t.id
          from activity_tickets t join activities a on a.id = t.activity_id where a.status <> 'deleted'
          order by t.activity_id, t.id`.execute(database.db);
      }
      const me = await t.login();
      await oneClaimAndSignUp(database.db, me.userId, 'LIGHT01');
      await sql`analyze coupon_claims`.execute(database.db);
      await sql`analyze activity_enrolments`.execute(database.db);
      const statements = await pagedEightTimes(database.db, me.userId);
      for (const statement of statements) expect(statement.generic_plans).toBeGreaterThan(0);
      // The plan 我的券 keeps reads the member's own claims, not every claim (its every parameter is the member).
      const claims = statements.find((p) => p.statement.includes('coupon_claims k'))!;
      const parameters = new Set(claims.statement.match(/\$\d+/g)).size;
      const plan = await sql<{ 'QUERY PLAN': string }>`explain execute ${sql.id(claims.name)}(${sql.raw(
        Array(parameters).fill(me.userId).join(', '),
      )})`.execute(database.db);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('Index Cond: (user_id = $');
    } finally {
      await database.close();
    }
  });

  it('pages what is near a point as one named statement, planned generically, the same rows each time', async () => {
    const database = await oneConnection(t);
    try {
      const poi = await database.db
        .selectFrom('pois')
        .select(['lat', 'lng'])
        .where('status', '=', 'online')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const input = nearbyRequest.parse({ lat: Number(poi.lat), lng: Number(poi.lng), radius: 3000, pageSize: 20 });
      const ctx = { db: database.db } as AppContext;
      const first = await nearby(ctx, input);
      expect(first.rows.length).toBeGreaterThan(0);
      for (let i = 0; i < 7; i++) expect(await nearby(ctx, input)).toEqual(first);
      const statements = await preparedStatements(database.db);
      expect(statements).toHaveLength(1);
      expect(statements[0]!.name).toBe(statementName(statements[0]!.statement));
      expect(statements[0]!.generic_plans).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('keeps one plan for what is near a point in a dense city, and reads the grid index for it', async () => {
    // Told the grid's cell ranges, and with the page's size a parameter, PostgreSQL found every plan for one point's
    // values cheaper than the generic one, so nearby was planned afresh on every request.
    const database = await oneConnection(t);
    try {
      const at = { lat: 31.2304, lng: 121.4737 };
      await sql`insert into pois (destination_id, name, kind, lat, lng, popularity)
        select d.id, 'dense poi ' || g, (array['sight', 'food', 'shopping', 'fun'])[1 + g % 4],
          ${at.lat - 0.25} + (g * 0.6180339887 - floor(g * 0.6180339887)) / 2,
          ${at.lng - 0.25} + (g * 0.4142135624 - floor(g * 0.4142135624)) / 2, g % 1000
        from generate_series(1, 25000) g, (select id from destinations order by id limit 1) d`.execute(database.db);
      await sql`analyze pois`.execute(database.db);
      const input = nearbyRequest.parse({ ...at, radius: 3000, pageSize: 20 });
      const ctx = { db: database.db } as AppContext;
      const first = await nearby(ctx, input);
      expect(first.rows).toHaveLength(20);
      for (let i = 0; i < 7; i++) expect(await nearby(ctx, input)).toEqual(first);
      const [statement] = await preparedStatements(database.db);
      expect(statement!.generic_plans).toBeGreaterThan(0);
      // The plan it keeps reads the candidates through the grid's index, never the whole table.
      const before = await poiReads(database.db);
      for (let i = 0; i < 4; i++) await nearby(ctx, input);
      const after = await poiReads(database.db);
      expect(after.seq_scan).toBe(before.seq_scan);
      expect((after.idx_tup_fetch - before.idx_tup_fetch) / 4).toBeLessThan(2000);
    } finally {
      await database.close();
    }
  });
});
