import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

/** A person's line in a list (fans, following, people search), from identity's published user cards. */
const PERSON = ['u.id', 'u.user_code', 'u.nickname', 'u.avatar_url', 'u.bio'] as const;

export async function findUserByCode(db: Kysely<DB>, code: string) {
  return db
    .selectFrom('user_cards')
    .select(['id', 'user_code', 'nickname', 'avatar_url', 'bio'])
    .where('user_code', '=', code)
    .executeTakeFirst();
}

export async function isFollowing(db: Kysely<DB>, follower: number, followee: number): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', follower)
    .where('followee_id', '=', followee)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasBlocked(db: Kysely<DB>, blocker: number, blocked: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return row !== undefined;
}

export async function followCounts(db: Kysely<DB>, userId: number) {
  // Kept on the user's row (migration 0009): the same cost at ten followers and at a million.
  const row = await db
    .selectFrom('user_cards')
    .select(['follower_count as followers', 'following_count as following'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ?? { followers: 0, following: 0 };
}

/** Fans (who follow the user) or following (whom the user follows), newest first, with followed-by-me. */
export async function findFollowPage(
  db: Kysely<DB>,
  userId: number,
  list: 'fans' | 'following',
  viewerId: number | null,
  after: Position | null,
  limit: number,
) {
  const mine = list === 'fans' ? 'f.followee_id' : 'f.follower_id';
  const other = list === 'fans' ? 'f.follower_id' : 'f.followee_id';
  let query = db
    .selectFrom('follows as f')
    .innerJoin('user_cards as u', 'u.id', other)
    .select([
      ...PERSON,
      sql<string>`f.created_at::text`.as('at'),
      sql<boolean>`exists (select 1 from follows m where m.follower_id = ${viewerId ?? 0} and m.followee_id = u.id)`.as(
        'followed',
      ),
    ])
    .where(mine, '=', userId);
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('f.created_at', 'u.id', at, after.id));
  }
  return query.orderBy('f.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
}

export async function findRoles(db: Kysely<DB>, userId: number) {
  const roles = await db.selectFrom('community_roles').select('role').where('user_id', '=', userId).execute();
  return roles.map((r) => r.role);
}

export async function isModerator(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('community_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', 'moderator')
    .executeTakeFirst();
  return row !== undefined;
}

/** A user's public profile with counts, in one query. */
export async function findProfile(db: Kysely<DB>, userId: number, viewerId: number | null) {
  return db
    .selectFrom('user_cards as u')
    .leftJoin('talents as t', 't.user_id', 'u.id')
    .select([
      'u.id',
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
      'u.bio',
      't.title',
      't.intro',
      sql<boolean>`t.user_id is not null`.as('is_talent'),
      'u.follower_count as followers',
      'u.following_count as following',
      'u.content_count as contents',
      sql<number>`(select coalesce(sum(like_count), 0) from contents where author_id = u.id and status = 'published')`.as(
        'likes',
      ),
      sql<number>`(select coalesce(sum(collect_count), 0) from contents where author_id = u.id and status = 'published')`.as(
        'collects',
      ),
      sql<boolean>`exists (select 1 from follows m where m.follower_id = ${viewerId ?? 0} and m.followee_id = u.id)`.as(
        'followed',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function findTalents(db: Kysely<DB>, category: string | undefined, offset: number, limit: number) {
  let rows = db
    .selectFrom('talents as t')
    .innerJoin('user_cards as u', 'u.id', 't.user_id')
    .select([
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
      't.title',
      't.intro',
      't.category',
      'u.follower_count as followers',
      'u.content_count as contents',
    ]);
  let total = db.selectFrom('talents').select(sql<number>`count(*)`.as('n'));
  if (category) {
    rows = rows.where('t.category', '=', category);
    total = total.where('category', '=', category);
  }
  const [page, n] = await Promise.all([
    rows.orderBy('t.sort').orderBy('t.user_id').offset(offset).limit(limit).execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: n.n };
}

/** Contribution over the last `days`: 10 a published item, 1 a like received, 2 a comment received. */
export async function findContributions(db: Kysely<DB>, days: number, offset: number, limit: number) {
  const since = sql<Date>`now() - make_interval(days => ${days})`;
  const ranked = db
    .selectFrom('contents as c')
    .select([
      'c.author_id',
      sql<number>`count(*)`.as('content_count'),
      sql<number>`coalesce(sum(c.like_count), 0)`.as('like_count'),
      sql<number>`coalesce(sum(c.comment_count), 0)`.as('comment_count'),
      sql<number>`count(*) * 10 + coalesce(sum(c.like_count), 0) + coalesce(sum(c.comment_count), 0) * 2`.as('score'),
    ])
    .where('c.status', '=', 'published')
    .where('c.created_at', '>', since)
    .groupBy('c.author_id');
  const rows = await db
    .with('r', () => ranked)
    .selectFrom('r')
    .innerJoin('user_cards as u', 'u.id', 'r.author_id')
    .select([
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
      'r.content_count',
      'r.like_count',
      'r.comment_count',
      'r.score',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('r.score', 'desc')
    .orderBy('u.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows;
}

/**
 * People search: users by nickname or user code (identity's published user_cards), exact first, then prefix, then
 * anywhere; more followers first within each; a viewer's blocked users left out. Ranked here beside the follows and blocks it reads.
 */
export async function searchUsers(
  db: Kysely<DB>,
  folded: string,
  pattern: string,
  viewerId: number | null,
  at: Position | null,
  limit: number,
) {
  const escaped = pattern.slice(1, -1);
  const rank = sql<number>`(case when lower(u.nickname) = ${folded} or lower(u.user_code) = ${folded} then 2000000
    when lower(u.nickname) like ${`${escaped}%`} escape '\\' then 1000000 else 0 end
    + least(u.follower_count, 999999))::float8`;
  return db
    .selectFrom('user_cards as u')
    .select([...PERSON, 'u.follower_count as followers', rank.as('rank')])
    .where(sql<boolean>`(lower(u.nickname) like ${pattern} escape '\\' or lower(u.user_code) = ${folded})`)
    .where(
      sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = ${viewerId ?? 0} and b.blocked_id = u.id)`,
    )
    .where(
      at
        ? sql<boolean>`(${rank} < ${Number(at.value)} or (${rank} = ${Number(at.value)} and u.id < ${at.id}))`
        : sql<boolean>`true`,
    )
    .orderBy(rank, 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}
