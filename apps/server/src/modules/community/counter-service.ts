import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { adjustContentComments, adjustReplies, adjustTopic, lockTargetCounts } from './counter-repository.ts';
import { findTopicTitle } from './publish-repository.ts';

// For areas that move community rows inside their own transaction (moderation, one's own posts): the counters those
// moves must keep equal to their rows, in the same lock order as community's own writes (counter-repository.ts).

type Tx = Transaction<DB>;

/** A topic's published posts move by `delta` (a post published, hidden, restored, deleted or moved). */
export const moveTopicPosts = (trx: Tx, topicId: number, delta: number) => adjustTopic(trx, topicId, delta);

/** A content's published comments move by `delta`. */
export const moveContentComments = (trx: Tx, contentId: number, delta: number) =>
  adjustContentComments(trx, contentId, delta);

/** A thread's published replies move by `delta`. */
export const moveThreadReplies = (trx: Tx, rootId: number, delta: number) => adjustReplies(trx, rootId, delta);

/** Locks a place's, activity's or product's counter row before its comments move (as deleting one does). */
export const lockOutsideCounts = (trx: Tx, targetType: 'activity' | 'poi' | 'product', targetId: number) =>
  lockTargetCounts(trx, targetType, targetId);

/** A topic's title ('' for none), or undefined when there is no such topic. */
export const topicTitle = (db: Kysely<DB>, id: number) => findTopicTitle(db, id);
