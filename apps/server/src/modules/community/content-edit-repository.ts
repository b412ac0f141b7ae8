import { sql, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { commentRef, likeRef, publishActions } from './action-events.ts';
import type { NewContent } from './publish-repository.ts';
import { contentChanged } from './content-events.ts';

// One's own content edited or deleted (docs/product/trust.md, "Deleting and editing one's own posts"): the trust area
// holds the rules and the moderation row, and changes the content's rows through here inside its own transaction.

type Tx = Transaction<DB>;

/** Everything an edit may change on one's own content, search's document is rebuilt from it (the event). */
export type ContentEdit = Pick<
  NewContent,
  'title' | 'body' | 'images' | 'topicId' | 'poiId' | 'destinationId' | 'placeName'
>;

/** A content row with what an edit starts from, locked. */
export async function lockEditable(trx: Tx, id: number) {
  return trx
    .selectFrom('contents')
    .select([
      'id',
      'author_id',
      'type',
      'status',
      'title',
      'body',
      'images',
      'video_id',
      'topic_id',
      'poi_id',
      'destination_id',
      'place_name',
      'created_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function applyEdit(trx: Tx, id: number, e: ContentEdit): Promise<Date> {
  const row = await trx
    .updateTable('contents')
    .set({
      title: e.title,
      body: e.body,
      images: JSON.stringify(e.images),
      topic_id: e.topicId,
      poi_id: e.poiId,
      destination_id: e.destinationId,
      place_name: e.placeName,
      edited_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning('edited_at')
    .executeTakeFirstOrThrow();
  await contentChanged(trx, id);
  return row.edited_at ?? new Date();
}

/**
 * What goes with a deleted content: the likes on it and on its comments, its collections, its comments (answered:
 * who wrote each and when); its counters then equal its rows (none).
 */
export async function clearContent(trx: Tx, id: number) {
  const comments = await trx
    .updateTable('comments')
    .set({ status: 'deleted' })
    .where('target_type', '=', 'content')
    .where('target_id', '=', id)
    .where('status', '<>', 'deleted')
    .returning(['id', 'author_id', 'created_at', 'status'])
    .execute();
  // Each comment stops counting towards its author's comment tasks.
  await publishActions(trx, false, comments.map(commentRef));
  const likes = await trx
    .deleteFrom('likes')
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'content'), eb('target_id', '=', id)]),
        eb.and([
          eb('target_type', '=', 'comment'),
          eb(
            'target_id',
            'in',
            trx.selectFrom('comments').select('id').where('target_type', '=', 'content').where('target_id', '=', id),
          ),
        ]),
      ]),
    )
    .returning(['user_id', 'target_type', 'target_id', 'created_at'])
    .execute();
  // Each liker's like is undone (growth's like tasks rest on it).
  await publishActions(
    trx,
    false,
    likes.map((l) => likeRef(Number(l.user_id), l.target_type, Number(l.target_id), l.created_at)),
  );
  await trx.deleteFrom('collections').where('item_type', '=', 'content').where('item_id', '=', id).execute();
  await trx
    .updateTable('contents')
    .set({ like_count: 0, comment_count: 0, collect_count: 0 })
    .where('id', '=', id)
    .execute();
  return comments;
}
