import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The activities area's demo rows beyond what its own repositories write (an activity, a sign-up, a check-in): the
// demo mark, featuring and views of an activity, and the times a demo sign-up and check-in happened.

export async function countActivities(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function markDemoActivity(db: Kysely<DB>, id: number, viewCount: number, featuredAt: Date | null) {
  await db
    .updateTable('activities')
    .set({ is_demo: true, view_count: viewCount, featured_at: featuredAt })
    .where('id', '=', id)
    .execute();
}

export async function ticketIdsOf(db: Kysely<DB>, activityId: number) {
  return db.selectFrom('activity_tickets').select('id').where('activity_id', '=', activityId).execute();
}

/** When a demo sign-up came in: over the weeks before the day, not at the moment the demo was loaded. */
export async function setSignedUpAt(db: Kysely<DB>, enrolmentId: number, at: Date) {
  await db.updateTable('activity_enrolments').set({ created_at: at }).where('id', '=', enrolmentId).execute();
}

export async function setCheckedInAt(db: Kysely<DB>, enrolmentId: number, at: Date) {
  await db.updateTable('activity_enrolments').set({ checked_in_at: at }).where('id', '=', enrolmentId).execute();
}
