import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { contentBase, type ContentRaw } from './feed-repository.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

type Tx = Transaction<DB> | Kysely<DB>;

/** Whether a row was added (false when it was there already). */
export async function addCollection(trx: Tx, userId: number, itemType: string, itemId: number): Promise<boolean> {
  const row = await trx
    .insertInto('collections')
    .values({ user_id: userId, item_type: itemType, item_id: itemId })
    .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a row was removed (false when there was none). */
export async function removeCollection(trx: Tx, userId: number, itemType: string, itemId: number): Promise<boolean> {
  const row = await trx
    .deleteFrom('collections')
    .where('user_id', '=', userId)
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface CollectionRaw {
  item_type: string;
  item_id: number;
  at: string;
  content: ContentRaw | null;
}

/**
 * A user's collected items, newest first, with the content card for content items: one query
 * (a lateral join onto the content base, which also hides content that is gone or by a blocked author).
 */
export async function findCollectionPage(
  db: Kysely<DB>,
  userId: number,
  itemType: string | undefined,
  after: Position | null,
  limit: number,
): Promise<CollectionRaw[]> {
  const card = contentBase(db, userId).where(sql<boolean>`c.id = k.item_id and k.item_type = 'content'`);
  let query = db
    .selectFrom('collections as k')
    .leftJoinLateral(card.as('card'), (join) => join.onTrue())
    .select([
      'k.item_type',
      'k.item_id',
      sql<string>`k.created_at::text`.as('at'),
      sql<ContentRaw | null>`case when card.id is null then null else to_jsonb(card) end`.as('content'),
    ])
    .where('k.user_id', '=', userId)
    // A collected content item that is gone (deleted, or by someone blocked) drops out of the list.
    .where((eb) => eb.or([eb('k.item_type', '<>', 'content'), eb('card.id', 'is not', null)]));
  if (itemType) query = query.where('k.item_type', '=', itemType);
  if (after) {
    const at = cursorTime(after.value);
    query = query.where(pastPosition('k.created_at', 'k.item_id', at, after.id));
  }
  return (await query
    .orderBy('k.created_at', 'desc')
    .orderBy('k.item_id', 'desc')
    .limit(limit)
    .execute()) as CollectionRaw[];
}
