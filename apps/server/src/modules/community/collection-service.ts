import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { addCollection, findCollectionPage, removeCollection } from './collection-repository.ts';
import { toFeedRow } from './feed-row.ts';
import { lockContent, adjustContentCollects } from './counter-repository.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { NOTICE_LINES, withdrawNotice, writeNotices } from './notice-writer.ts';
import { targetExists } from './targets.ts';

type ItemType = 'content' | 'post' | 'activity' | 'poi' | 'product';
/** A post is a topic view of a content row: collecting it collects the row. */
const stored = (t: ItemType) => (t === 'post' ? 'content' : t);

/** type flag 1 = save (docs/product/community.md); saving twice keeps one. */
export async function saveCollection(app: AppContext, me: SessionUser, input: { itemType: ItemType; itemId: number }) {
  const type = stored(input.itemType);
  await app.db.transaction().execute(async (trx) => {
    const content = type === 'content' ? await lockContent(trx, input.itemId) : undefined;
    if (type === 'content' ? !content : !(await targetExists(trx, type, input.itemId, me.id))) throw notFound();
    const added = await addCollection(trx, me.id, type, input.itemId);
    if (type === 'content' && added) await adjustContentCollects(trx, input.itemId, 1);
    // A collect of someone's dynamic or article tells its author, in the 赞和收藏 group (docs/product/notices.md).
    if (added && content) {
      await writeNotices(trx, [
        {
          userId: content.author_id,
          kind: 'like',
          actorId: me.id,
          targetType: 'content',
          targetId: input.itemId,
          title: NOTICE_LINES.collectedContent,
          excerpt: content.title || content.body,
        },
      ]);
    }
  });
  return {};
}

export async function deleteCollection(
  app: AppContext,
  me: SessionUser,
  input: { itemType: ItemType; itemId: number },
) {
  const type = stored(input.itemType);
  await app.db.transaction().execute(async (trx) => {
    const content = type === 'content' ? await lockContent(trx, input.itemId) : undefined;
    const removed = await removeCollection(trx, me.id, type, input.itemId);
    if (content && removed) await adjustContentCollects(trx, input.itemId, -1);
    if (content && removed) {
      const about = { userId: content.author_id, actorId: me.id, targetType: 'content', targetId: input.itemId };
      await withdrawNotice(trx, about, [NOTICE_LINES.collectedContent]);
    }
  });
  return {};
}

export async function listCollections(
  app: AppContext,
  me: SessionUser,
  input: { itemType?: ItemType | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findCollectionPage(
    app.db,
    me.id,
    input.itemType && stored(input.itemType),
    decodeCursor(input.cursor),
    input.pageSize + 1,
  );
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.item_id }));
  return {
    rows: page.rows.map((r) => ({
      itemType: r.item_type,
      itemId: String(r.item_id),
      createdAt: new Date(r.at).toISOString(),
      content: r.content ? toFeedRow(r.content, app.media.urlOf) : null,
    })),
    nextCursor: page.nextCursor,
  };
}
