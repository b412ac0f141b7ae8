import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Counters live on the rows they count and move inside the writing transaction, after the target row is locked
// (lockContent/lockComment), so concurrent likes and unlikes always leave them equal to their rows.

type Tx = Transaction<DB> | Kysely<DB>;
type OutsideTarget = 'activity' | 'poi' | 'product';

/** A published content row, locked for the rest of the transaction when `lock`; undefined when there is none. */
export async function lockContent(trx: Tx, id: number, lock = true) {
  const query = trx
    .selectFrom('contents')
    .select(['id', 'author_id', 'title', 'body'])
    .where('id', '=', id)
    .where('status', '=', 'published');
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function lockComment(trx: Tx, id: number, lock = true) {
  const query = trx
    .selectFrom('comments')
    .select(['id', 'author_id', 'target_type', 'target_id', 'root_id', 'body'])
    .where('id', '=', id)
    .where('status', '=', 'published');
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

// A write moves its counter by what it changed (+1, -1, or the rows a takedown removed), in the same transaction and
// under the same row lock as the change, so a like on a post with a million likes costs what it costs on an empty one
// (a recount read every row behind the counter). The harness's invariant check (counts equal rows) is the proof.

/**
 * Moves a content's like count; answers the new count. Its hot score follows by itself (a generated column, migration
 * 0045) and for a popular post stays the same, so the update can be HOT (no index entry, when its page has room).
 */
export async function adjustContentLikes(trx: Tx, id: number, delta: number): Promise<number> {
  if (delta === 0) {
    const row = await trx.selectFrom('contents').select('like_count').where('id', '=', id).executeTakeFirst();
    return row?.like_count ?? 0;
  }
  const row = await sql<{ like_count: number }>`
    update contents set like_count = greatest(like_count + ${delta}::int, 0)
    where id = ${id}
    returning like_count`.execute(trx);
  return row.rows[0]?.like_count ?? 0;
}

export async function adjustContentCollects(trx: Tx, id: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await sql`update contents set collect_count = greatest(collect_count + ${delta}, 0) where id = ${id}`.execute(trx);
}

export async function adjustContentComments(trx: Tx, id: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await sql`update contents set comment_count = greatest(comment_count + ${delta}, 0) where id = ${id}`.execute(trx);
}

/** Moves a comment's praise count; answers the new count. */
export async function adjustPraise(trx: Tx, commentId: number, delta: number): Promise<number> {
  if (delta === 0) {
    const row = await trx.selectFrom('comments').select('praise_count').where('id', '=', commentId).executeTakeFirst();
    return row?.praise_count ?? 0;
  }
  const row = await sql<{ praise_count: number }>`
    update comments set praise_count = greatest(praise_count + ${delta}, 0)
    where id = ${commentId}
    returning praise_count`.execute(trx);
  return row.rows[0]?.praise_count ?? 0;
}

export async function adjustReplies(trx: Tx, rootId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await sql`update comments set reply_count = greatest(reply_count + ${delta}, 0) where id = ${rootId}`.execute(trx);
}

export async function adjustTopic(trx: Tx, topicId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await sql`update topics set content_count = greatest(content_count + ${delta}, 0) where id = ${topicId}`.execute(trx);
}

/** A place's, activity's or product's likes (on a POI: want-to-go), kept by a trigger on likes (migration 0011). */
export async function targetLikes(db: Tx, targetType: OutsideTarget, targetId: number): Promise<number> {
  const row = await db
    .selectFrom('target_counts')
    .select('like_count')
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row?.like_count ?? 0;
}

/**
 * Locks a place's, activity's or product's counter row (making it if it is missing) before its comments change:
 * the comment triggers then find it locked already, so a reply (counter row, then its thread's root) and a thread's
 * deletion (root and replies, then the counter row) take their locks in the same order and cannot deadlock.
 */
export async function lockTargetCounts(trx: Tx, targetType: OutsideTarget, targetId: number): Promise<void> {
  await sql`insert into target_counts (target_type, target_id) values (${targetType}, ${targetId})
    on conflict (target_type, target_id) do nothing`.execute(trx);
  await sql`select 1 from target_counts where target_type = ${targetType} and target_id = ${targetId} for update`.execute(
    trx,
  );
}
