import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Counters live on the rows they count and move inside the writing transaction, after the target row is locked
// (lockContent/lockComment), so concurrent likes and unlikes always leave them equal to their rows.

type Tx = Transaction<DB> | Kysely<DB>;

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

/** Moves a content's like count (and its hot score, which follows the likes); answers the new count. */
export async function adjustContentLikes(trx: Tx, id: number, delta: number): Promise<number> {
  if (delta === 0) {
    const row = await trx.selectFrom('contents').select('like_count').where('id', '=', id).executeTakeFirst();
    return row?.like_count ?? 0;
  }
  // SET reads the old row, so the score is computed from the new count written out again.
  const row = await sql<{ like_count: number }>`
    update contents set
      like_count = greatest(like_count + ${delta}::int, 0),
      hot_score = greatest(like_count + ${delta}::int, 0) / power(extract(epoch from (now() - created_at)) / 3600 + 2, 1.5)
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

export async function countLikes(trx: Tx, targetType: string, targetId: number): Promise<number> {
  const row = await trx
    .selectFrom('likes')
    .select(sql<number>`count(*)`.as('n'))
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow();
  return row.n;
}
