import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, refuse } from '../../platform/http/app-error.ts';
import {
  applyEdit,
  assertClean,
  checkLengths,
  clearContent,
  lockAnyContent,
  lockEditable,
  moveTopicPosts,
  plainText,
  setContentStatus,
  topicTitle as findTopicTitle,
} from '../community/index.ts';
import { assertMayPost } from '../identity/index.ts';
import { resolveOwnImages } from '../media/index.ts';
import { lockModerationState } from './moderation-repository.ts';
import { markAuthorDeleted } from './own-content-repository.ts';

// One's own posts (docs/product/trust.md, "Deleting and editing one's own posts").

/**
 * Deletes one's own dynamic or article: its likes, comments and collections go with it, its counters equal its rows
 * (none). Community tells growth of the dynamic, the comments and the likes that went, and growth re-checks the
 * rewards that rested on them before this answer goes out.
 */
export async function deleteOwnContent(app: AppContext, me: SessionUser, id: number) {
  await app.db.transaction().execute(async (trx) => {
    // The moderation row first, as a moderation of it takes it: the two never wait on each other crosswise.
    await lockModerationState(trx, 'content', id);
    const row = await lockAnyContent(trx, id);
    if (!row || row.status === 'deleted') throw notFound();
    if (row.author_id !== me.id) throw forbidden();
    await setContentStatus(trx, id, 'deleted');
    if (row.topic_id !== null && row.status === 'published') await moveTopicPosts(trx, row.topic_id, -1);
    await clearContent(trx, id);
    await markAuthorDeleted(trx, id);
  });
  return {};
}

export interface EditInput {
  id: number;
  title?: string | undefined;
  text?: string | undefined;
  images?: string[] | undefined;
  topicId?: number | null | undefined;
  poiId?: number | null | undefined;
  destinationId?: number | null | undefined;
  placeName?: string | undefined;
}

/** Edits one's own dynamic or article: the fields given replace the stored ones, judged by the filter again. */
export async function updateOwnContent(app: AppContext, me: SessionUser, input: EditInput) {
  await assertMayPost(app.db, me.id);
  const current = await app.db.transaction().execute((trx) => lockEditable(trx, input.id));
  if (!current || current.status === 'deleted') throw notFound();
  if (current.author_id !== me.id) throw forbidden();
  if (current.status !== 'published') throw refuse('内容正在审核，暂不能编辑');
  const title = plainText(input.title ?? current.title);
  const text = plainText(input.text ?? current.body);
  const placeName = plainText(input.placeName ?? current.place_name);
  const keepsImages = input.images === undefined ? current.images.length : 0;
  checkLengths(
    {
      type: current.type,
      text,
      images: input.images ?? Array.from({ length: keepsImages }, () => ''),
      videoId: current.video_id === null ? undefined : String(current.video_id),
    },
    title,
    text,
  );
  await assertClean(app.db, [
    { kind: 'title', content: title },
    { kind: 'text', content: text },
    { kind: 'text', content: placeName },
  ]);
  const topicId = input.topicId === undefined ? current.topic_id : input.topicId;
  const topicTitle = topicId === null ? '' : await findTopicTitle(app.db, topicId);
  if (topicTitle === undefined) throw refuse('话题不存在');
  const images = input.images === undefined ? current.images : await resolveOwnImages(app, me, input.images);
  const editedAt = await app.db.transaction().execute(async (trx) => {
    const row = await lockEditable(trx, input.id);
    // Taken down or held while the edit was being judged: the edit does not land.
    if (!row || row.status !== 'published') throw notFound();
    if (row.topic_id !== topicId) {
      if (row.topic_id !== null) await moveTopicPosts(trx, row.topic_id, -1);
      if (topicId !== null) await moveTopicPosts(trx, topicId, 1);
    }
    return applyEdit(trx, input.id, {
      title,
      body: text,
      images,
      topicId,
      poiId: input.poiId === undefined ? current.poi_id : input.poiId,
      destinationId: input.destinationId === undefined ? current.destination_id : input.destinationId,
      placeName,
    });
  });
  return { id: String(input.id), editedAt: new Date(editedAt).toISOString() };
}
