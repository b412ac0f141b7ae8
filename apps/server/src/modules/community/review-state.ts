import type { AppContext } from '../../platform/context.ts';
import { adjustContentComments, adjustReplies, adjustTopic, lockContent } from './counter-repository.ts';
import { publishHeldComment, publishHeldContent } from './review-state-repository.ts';

// Texts the content filter holds for a moderator (verdict `review`, docs/product/content-filter.md) are stored with
// status 'review': their author sees them, nobody else does, and no counter counts them. A moderator's pass turns
// them to 'published' through these functions, which move the counters a publish would have moved. The caller is a
// `write: true` path, which moves the micro-cache's generation once it has committed.

/** What the author of a held text is told. */
export const REVIEW_NOTICE = '内容已提交审核';

/** A held post becomes published and counts in its topic (the author's and topic's other counters follow by trigger). */
export async function passHeldContent(app: AppContext, id: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const row = await publishHeldContent(trx, id);
    if (!row) return false;
    if (row.topic_id !== null) await adjustTopic(trx, row.topic_id, 1);
    return true;
  });
}

/** A held comment becomes published and counts on its content and in its thread. */
export async function passHeldComment(app: AppContext, id: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const row = await publishHeldComment(trx, id);
    if (!row) return false;
    if (row.target_type === 'content' && (await lockContent(trx, row.target_id))) {
      await adjustContentComments(trx, row.target_id, 1);
    }
    if (row.root_id !== null) await adjustReplies(trx, row.root_id, 1);
    return true;
  });
}
