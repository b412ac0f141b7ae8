import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { publishActions, type ActionRef } from './action-events.ts';

// A dynamic's status as growth's published-dynamic tasks count it (docs/decisions/0019-growth-follows-events.md).

type Tx = Transaction<DB> | Kysely<DB>;

/**
 * Tells growth whether a dynamic still counts as published, from its row as it is now in this transaction. Called
 * with every change of a content's status (content-events.ts); other types publish nothing. Saying it again is
 * harmless: growth applies an event only once and only when newer than the last.
 */
export async function publishDynamicState(trx: Tx, id: number): Promise<void> {
  const row = await trx
    .selectFrom('contents')
    .select(['author_id', 'type', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.type !== 'dynamic') return;
  const ref: ActionRef = {
    userId: Number(row.author_id),
    kind: 'publish_dynamic',
    ref: `content:${id}`,
    at: row.created_at,
  };
  await publishActions(trx, row.status === 'published', [ref]);
}
