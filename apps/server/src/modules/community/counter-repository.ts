import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Counters are recounted from the rows behind them inside the writing transaction, after the target row is
// locked (lockContent/lockComment), so concurrent likes and unlikes always leave them equal to their rows.

type Tx = Transaction<DB> | Kysely<DB>;

/** Locks a published content row for the rest of the transaction; undefined when there is none. */
export async function lockContent(trx: Tx, id: number) {
  return trx
    .selectFrom('contents')
    .select(['id', 'author_id', 'title', 'body'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .forUpdate()
    .executeTakeFirst();
}

export async function lockComment(trx: Tx, id: number) {
  return trx
    .selectFrom('comments')
    .select(['id', 'author_id', 'target_type', 'target_id', 'root_id', 'body'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .forUpdate()
    .executeTakeFirst();
}

export async function recountContentLikes(trx: Tx, id: number): Promise<number> {
  const row = await sql<{ like_count: number }>`
    update contents c set
      like_count = n.likes,
      hot_score = n.likes / power(extract(epoch from (now() - c.created_at)) / 3600 + 2, 1.5)
    from (select count(*)::int as likes from likes where target_type = 'content' and target_id = ${id}) n
    where c.id = ${id}
    returning c.like_count`.execute(trx);
  return row.rows[0]?.like_count ?? 0;
}

export async function recountContentCollects(trx: Tx, id: number): Promise<void> {
  await sql`
    update contents set collect_count =
      (select count(*) from collections where item_type = 'content' and item_id = ${id})
    where id = ${id}`.execute(trx);
}

export async function recountContentComments(trx: Tx, id: number): Promise<void> {
  await sql`
    update contents set comment_count =
      (select count(*) from comments where target_type = 'content' and target_id = ${id} and status = 'published')
    where id = ${id}`.execute(trx);
}

export async function recountPraise(trx: Tx, commentId: number): Promise<number> {
  const row = await sql<{ praise_count: number }>`
    update comments set praise_count =
      (select count(*) from likes where target_type = 'comment' and target_id = ${commentId})
    where id = ${commentId}
    returning praise_count`.execute(trx);
  return row.rows[0]?.praise_count ?? 0;
}

export async function recountReplies(trx: Tx, rootId: number): Promise<void> {
  await sql`
    update comments set reply_count =
      (select count(*) from comments where root_id = ${rootId} and status = 'published')
    where id = ${rootId}`.execute(trx);
}

export async function recountTopic(trx: Tx, topicId: number): Promise<void> {
  await sql`
    update topics set content_count =
      (select count(*) from contents where topic_id = ${topicId} and status = 'published')
    where id = ${topicId}`.execute(trx);
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
