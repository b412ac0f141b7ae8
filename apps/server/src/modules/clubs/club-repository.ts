import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Clubs' SQL (the tables of 0004_community.sql, with 0006's DAO id). member_count moves by increments in the
// transaction that changes the members, and is what the members list reports as its total. Members' and masters'
// codes, nicknames and avatars come from identity's user_cards view (docs/decisions/0017-published-views.md).

const clubColumns = [
  'c.id',
  'c.name',
  'c.intro',
  'c.cover_url',
  'c.member_count',
  'c.dao_id',
  'c.master_id',
  'm.user_code as master_code',
] as const;

export async function findClub(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('clubs as c')
    .innerJoin('user_cards as m', 'm.id', 'c.master_id')
    .select(clubColumns)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function findClubByDao(db: Kysely<DB>, daoId: string) {
  return db
    .selectFrom('clubs as c')
    .innerJoin('user_cards as m', 'm.id', 'c.master_id')
    .select(clubColumns)
    .where('c.dao_id', '=', daoId)
    .executeTakeFirst();
}

export async function isMember(db: Kysely<DB>, clubId: number, userId: number) {
  const row = await db
    .selectFrom('club_members')
    .select('role')
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Joins once: a second join changes nothing. Answers the club's member count after. */
export async function join(db: Kysely<DB>, clubId: number, userId: number) {
  return db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('club_members')
      .values({ club_id: clubId, user_id: userId, role: 'member' })
      .onConflict((oc) => oc.columns(['club_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    // One member more moves the count by one under the club's row lock (the UPDATE takes it): a join costs the same
    // in a club of a million members as in one of ten, and concurrent joins never lose a step.
    const row = await trx
      .updateTable('clubs')
      .set((eb) => ({ member_count: eb('member_count', '+', added ? 1 : 0) }))
      .where('id', '=', clubId)
      .returning('member_count')
      .executeTakeFirstOrThrow();
    return { added: added !== undefined, memberCount: row.member_count };
  });
}

/** Members, the master first, then by joining order. */
export async function findMembers(db: Kysely<DB>, clubId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('club_members as cm')
      .innerJoin('user_cards as u', 'u.id', 'cm.user_id')
      .select(['u.user_code', 'u.nickname', 'u.avatar_url', 'cm.role', 'cm.joined_at'])
      .where('cm.club_id', '=', clubId)
      .orderBy(sql`cm.role = 'master'`, 'desc')
      .orderBy('cm.joined_at')
      .orderBy('cm.user_id')
      .offset(offset)
      .limit(limit)
      .execute(),
    db.selectFrom('clubs').select('member_count').where('id', '=', clubId).executeTakeFirst(),
  ]);
  return { rows, total: total?.member_count ?? 0 };
}

/** A user's clubs with the first members of each: two queries for the whole answer. */
export async function findMyClubs(db: Kysely<DB>, userId: number, membersEach: number) {
  const clubs = await db
    .selectFrom('club_members as me')
    .innerJoin('clubs as c', 'c.id', 'me.club_id')
    .innerJoin('user_cards as m', 'm.id', 'c.master_id')
    .select([...clubColumns, 'me.role'])
    .where('me.user_id', '=', userId)
    .orderBy('me.joined_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(100)
    .execute();
  if (clubs.length === 0) return { clubs, members: [] };
  const members = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('club_members as cm')
        .innerJoin('user_cards as u', 'u.id', 'cm.user_id')
        .select([
          'cm.club_id',
          'u.user_code',
          'u.nickname',
          'u.avatar_url',
          sql<number>`row_number() over (partition by cm.club_id order by cm.role = 'master' desc, cm.joined_at, cm.user_id)`.as(
            'n',
          ),
        ])
        .where(
          'cm.club_id',
          'in',
          clubs.map((c) => c.id),
        )
        .as('x'),
    )
    .selectAll()
    .where('x.n', '<=', membersEach)
    .orderBy('x.club_id')
    .orderBy('x.n')
    .execute();
  return { clubs, members };
}

/** The clubs a user belongs to, newest joined first, with their role and the total (a profile's clubs tab). */
export async function findClubsOf(db: Kysely<DB>, userId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('club_members as m')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select(['c.id', 'c.name', 'c.intro', 'c.cover_url', 'c.member_count', 'm.role'])
      .where('m.user_id', '=', userId)
      .orderBy('m.joined_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('club_members')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/** Whether a user is the master of any club (a profile's roles). */
export async function isClubMaster(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('clubs').select('id').where('master_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
