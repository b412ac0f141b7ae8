import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The clubs area's demo rows: clubs with their members, and the DAO ids the activities demo gives them.

/** A club and its members; the member count recounted from them. */
export async function insertClubWithMembers(
  db: Kysely<DB>,
  club: Insertable<DB['clubs']>,
  members: Omit<Insertable<DB['club_members']>, 'club_id'>[],
): Promise<number> {
  const { id } = await db.insertInto('clubs').values(club).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('club_members')
    .values(members.map((m) => ({ ...m, club_id: id })))
    .execute();
  return id;
}

export async function recountDemoClubMembers(db: Kysely<DB>) {
  await sql`update clubs k set member_count = (select count(*) from club_members m where m.club_id = k.id) where k.is_demo`.execute(
    db,
  );
}

export async function demoClubs(db: Kysely<DB>) {
  return db.selectFrom('clubs').select(['id', 'master_id']).where('is_demo', '=', true).execute();
}

export async function setClubDaoId(db: Kysely<DB>, clubId: number, daoId: string) {
  await db.updateTable('clubs').set({ dao_id: daoId }).where('id', '=', clubId).execute();
}
