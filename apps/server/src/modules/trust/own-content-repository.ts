import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Tx = Transaction<DB>;

/** Marks a content as deleted by its author in its moderation row: a moderator's restore cannot bring it back. */
export async function markAuthorDeleted(trx: Tx, id: number) {
  await trx
    .updateTable('moderation_states')
    .set({ state: 'author_deleted', previous_status: '', updated_at: new Date() })
    .where('target_type', '=', 'content')
    .where('target_id', '=', id)
    .execute();
}
