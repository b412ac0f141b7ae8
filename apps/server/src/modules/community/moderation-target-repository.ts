import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { commentRef, publishActions } from './action-events.ts';
import { contentChanged, contentRemoved } from './content-events.ts';

// Contents and comments as the trust area moderates and reports them (docs/product/trust.md): trust keeps the reports
// and moderation states and moves these rows through here, inside its own transaction, in the order it locks them.

type Tx = Transaction<DB>;
type Db = Kysely<DB> | Tx;

/** A content row in any status, locked. */
export async function lockAnyContent(trx: Tx, id: number) {
  return trx
    .selectFrom('contents')
    .select(['id', 'author_id', 'type', 'status', 'topic_id', 'title', 'body', 'created_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setContentStatus(trx: Tx, id: number, status: 'published' | 'hidden' | 'deleted') {
  await trx.updateTable('contents').set({ status }).where('id', '=', id).execute();
  await (status === 'deleted' ? contentRemoved(trx, id) : contentChanged(trx, id));
}

/** A comment row in any status. */
export async function findAnyComment(trx: Tx, id: number) {
  return trx
    .selectFrom('comments')
    .select(['id', 'author_id', 'target_type', 'target_id', 'root_id', 'score', 'status', 'body', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Moves a comment and its thread (its replies, when it is a top-level one) from some statuses to another; answers the
 * rows moved: who wrote each and when.
 */
export async function moveCommentThread(
  trx: Tx,
  id: number,
  from: Array<'published' | 'hidden' | 'review' | 'deleted'>,
  to: 'published' | 'hidden' | 'deleted',
) {
  const rows = await trx
    .updateTable('comments')
    .set({ status: to })
    .where((eb) => eb.or([eb('id', '=', id), eb('root_id', '=', id)]))
    .where('status', 'in', from)
    .returning(['id', 'author_id', 'created_at'])
    .execute();
  // Published again counts again for growth's comment tasks; hidden or deleted no longer does.
  await publishActions(trx, to === 'published', rows.map(commentRef));
  return rows;
}

/** A comment as a report sees it: a review is a scored top-level comment on a POI, activity or product. */
export async function findReportableComment(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'author_id', 'target_type', 'target_id', 'root_id', 'score'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/**
 * The ids of every content and comment a member wrote, in any status (a moderator's view of the member's record:
 * reports on and moderation of what they wrote). One query; bounded by what one person writes.
 */
export async function findAuthoredIds(db: Db, userId: number): Promise<{ contents: number[]; comments: number[] }> {
  const rows = await db
    .selectFrom('contents')
    .select(['id', sql<string>`'content'`.as('kind')])
    .where('author_id', '=', userId)
    .unionAll((eb) =>
      eb
        .selectFrom('comments')
        .select(['id', sql<string>`'comment'`.as('kind')])
        .where('author_id', '=', userId),
    )
    .execute();
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
  return { contents: ids('content'), comments: ids('comment') };
}
