import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { commentRef, publishActions } from './action-events.ts';
import { contentChanged } from './content-events.ts';

type Tx = Transaction<DB> | Kysely<DB>;

/** Turns a content held for review into a published one; answers its topic, or undefined when it was not held. */
export async function publishHeldContent(trx: Tx, id: number): Promise<{ topic_id: number | null } | undefined> {
  const row = await trx
    .updateTable('contents')
    .set({ status: 'published' })
    .where('id', '=', id)
    .where('status', '=', 'review')
    .returning('topic_id')
    .executeTakeFirst();
  if (row) await contentChanged(trx, id);
  return row;
}

/** Turns a comment held for review into a published one; answers what its counters need, or undefined. */
export async function publishHeldComment(trx: Tx, id: number) {
  const row = await trx
    .updateTable('comments')
    .set({ status: 'published' })
    .where('id', '=', id)
    .where('status', '=', 'review')
    .returning(['id', 'author_id', 'created_at', 'target_type', 'target_id', 'root_id'])
    .executeTakeFirst();
  if (row) await publishActions(trx, true, [commentRef(row)]);
  return row;
}
