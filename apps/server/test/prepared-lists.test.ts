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
});
