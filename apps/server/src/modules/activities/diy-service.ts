import { authorize } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { assertClean } from '../community/index.ts';
import { deleteDiyContent, findDiyContent, findDiyContents, insertDiyContent } from './activity-repository.ts';
import { diyView, ownActivity, ownImage, visibleActivity } from './activity-service.ts';

// Custom content blocks of an activity (text or a picture with a caption), written by its publisher only.

export async function diyList(app: AppContext, me: SessionUser, activityId: number) {
  await visibleActivity(app, me, activityId);
  return { rows: (await findDiyContents(app.db, activityId)).map(diyView) };
}

export async function addDiy(
  app: AppContext,
  me: SessionUser,
  input: {
    activityId: number;
    kind: 'text' | 'image';
    title: string;
    body: string;
    imageUrl?: string | null | undefined;
    sort: number;
  },
) {
  await ownActivity(app, me, input.activityId);
  // Custom blocks go through the content filter like the activity's own texts (docs/product/content-filter.md).
  await assertClean(app.db, [
    { kind: 'title', content: input.title },
    { kind: 'text', content: input.body },
  ]);
  const id = await insertDiyContent(app.db, {
    activity_id: input.activityId,
    kind: input.kind,
    title: input.title.trim(),
    body: input.body,
    image_url: (await ownImage(app, me, input.imageUrl)) ?? null,
    sort: input.sort,
  });
  return { id: String(id) };
}

export async function delDiy(app: AppContext, me: SessionUser, id: number) {
  const block = await findDiyContent(app.db, id);
  authorize(me, 'delete', block && { kind: 'block', authorId: block.user_id });
  await deleteDiyContent(app.db, id);
  return {};
}
