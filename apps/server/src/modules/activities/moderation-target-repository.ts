import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { activityChanged } from './activity-events.ts';

// Activities as the trust area reports and moderates them (docs/product/trust.md): trust keeps the reports and
// moderation states and moves an activity's status through here, inside its own transaction.

type Tx = Transaction<DB>;
type Db = Kysely<DB> | Tx;

/** An activity's owner, status and title, locked. */
export async function lockActivityForModeration(trx: Tx, id: number) {
  const found = await sql<{ id: number; user_id: number; status: string; title: string }>`
    select id, user_id, status, title from activities where id = ${id} for update`.execute(trx);
  const row = found.rows[0];
  return row && { ...row, id: Number(row.id), user_id: Number(row.user_id) };
}

/** Sets a moderated activity's status (taken offline, deleted, or back to the one it had before). */
export async function setModeratedActivityStatus(trx: Tx, id: number, status: string) {
  await sql`update activities set status = ${status}, updated_at = now() where id = ${id}`.execute(trx);
  await activityChanged(trx, id);
}

/** An activity anyone may see (online): what a report may point at. */
export async function findOnlineActivity(db: Db, id: number) {
  const found = await sql<{ id: number; user_id: number }>`
    select id, user_id from activities where id = ${id} and status = 'online'`.execute(db);
  return found.rows[0];
}

/** The ids of every activity a member published, in any status (a moderator's view of the member's record). */
export async function findActivityIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('activities').select('id').where('user_id', '=', userId).execute();
  return rows.map((r) => Number(r.id));
}
