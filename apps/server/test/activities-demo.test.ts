import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActivitiesDemo } from '../src/seed/activities-seed.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The demo database: activities in many cities over the coming months, some full with a waitlist, some past with
// check-ins, clubs with DAO ids; and the word search the global search will use.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('activities demo content', () => {
  it('fills the square, the waitlists and the past', async () => {
    const stats = (
      await sql<{ cities: number; future: number; past: number; demo: number }>`
        select count(distinct city)::int as cities, count(*) filter (where start_at > now())::int as future,
               count(*) filter (where end_at < now())::int as past, count(*) filter (where is_demo)::int as demo
        from activities`.execute(t.ctx.db)
    ).rows[0]!;
    expect(stats.cities).toBeGreaterThanOrEqual(15);
    expect(stats.future).toBeGreaterThanOrEqual(30);
    expect(stats.past).toBeGreaterThanOrEqual(5);
    expect(stats.demo).toBe(stats.future + stats.past);
    const enrolments = (
      await sql<{ waitlisted: number; checked: number }>`
        select count(*) filter (where status = 'waitlisted')::int as waitlisted,
               count(*) filter (where checked_in_at is not null)::int as checked
        from activity_enrolments`.execute(t.ctx.db)
    ).rows[0]!;
    expect(enrolments.waitlisted).toBeGreaterThan(0);
    expect(enrolments.checked).toBeGreaterThan(0);
    const square = await ok(t.post('/api/community/v1/activity/list', { pageSize: 10 }));
    expect(square.rows).toHaveLength(10);
    expect(square.rows[0].coverUrl).toMatch(/activity-[a-z]+-\d+\.jpg$/);
    const clubs = await t.ctx.db.selectFrom('clubs').select('dao_id').where('is_demo', '=', true).execute();
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((c) => c.dao_id)).toBe(true);
    // A second load adds nothing.
    await loadActivitiesDemo(t.ctx, () => {});
    const again = await t.ctx.db
      .selectFrom('activities')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(again.n).toBe(stats.future + stats.past);
  });

  it('finds activities by Chinese words', async () => {
    // Through global search's activities tab: the demo's activities are in search's index (docs/product/search.md).
    type Card = { id: string; city: string; classifyName: string | null };
    const searchActivities = async (keyword: string): Promise<Card[]> =>
      (await ok(t.post('/api/ls/v1/opensearch/search', { keyword, type: 'activity', pageSize: 20 }))).rows;
    const found = await searchActivities('杭州');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.city === '杭州')).toBe(true);
    const one = found[0]!;
    const both = await searchActivities(`${one.city} ${one.classifyName}`);
    expect(both.map((r) => r.id)).toContain(one.id);
    expect(both.every((r) => r.city === one.city && r.classifyName === one.classifyName)).toBe(true);
    expect(await searchActivities('火星基地')).toEqual([]);
  });
});
