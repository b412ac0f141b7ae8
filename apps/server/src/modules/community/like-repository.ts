import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { likeRef, publishActions } from './action-events.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

type Tx = Transaction<DB> | Kysely<DB>;

/** Adds the like unless it exists; true when a row was added. */
export async function addLike(trx: Tx, userId: number, targetType: string, targetId: number): Promise<boolean> {
  const row = await trx
    .insertInto('likes')
    .values({ user_id: userId, target_type: targetType, target_id: targetId })
    .onConflict((oc) => oc.columns(['user_id', 'target_type', 'target_id']).doNothing())
    .returning('created_at')
    .executeTakeFirst();
  if (row) await publishActions(trx, true, [likeRef(userId, targetType, targetId, row.created_at)]);
  return row !== undefined;
}

/** Removes a like; answers when it had been made (what a reward for it rests on), or undefined when there was none. */
export async function removeLike(
  trx: Tx,
  userId: number,
  targetType: string,
  targetId: number,
): Promise<Date | undefined> {
  const row = await trx
    .deleteFrom('likes')
    .where('user_id', '=', userId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .returning('created_at')
    .executeTakeFirst();
  if (row) await publishActions(trx, false, [likeRef(userId, targetType, targetId, row.created_at)]);
  return row?.created_at;
}

export async function hasLiked(db: Kysely<DB>, userId: number, targetType: string, targetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('likes')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who liked a content item, most recent first. */
export async function findLikers(db: Kysely<DB>, contentId: number, after: Position | null, limit: number) {
  let query = db
    .selectFrom('likes as l')
    .innerJoin('user_cards as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.user_code', 'u.nickname', 'u.avatar_url', sql<string>`l.created_at::text`.as('at')])
    .where('l.target_type', '=', 'content')
    .where('l.target_id', '=', contentId);
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('l.created_at', 'u.id', at, after.id));
  }
  return query.orderBy('l.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
}
