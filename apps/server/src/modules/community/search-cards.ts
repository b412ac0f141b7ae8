import type { FeedRow } from '@app/contract';
import type { AppContext } from '../../platform/context.ts';
import { inIdOrder } from '../../platform/db/in-id-order.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { toFeedRow } from './feed-row.ts';
import { searchUsers } from './people-repository.ts';
import { contentRowsByIds, topicRowsByIds } from './search-source-repository.ts';

// The cards community shows for what the search area found (docs/product/search.md), in the order search ranked them.
// One query per kind; an id no longer shown (deleted, hidden, its author blocked) is left out.

export async function contentCardsByIds(
  app: AppContext,
  ids: readonly number[],
  viewerId: number | null,
): Promise<FeedRow[]> {
  const rows = await contentRowsByIds(app.db, ids, viewerId);
  return inIdOrder(ids, rows).map((r) => toFeedRow(r, app.media.urlOf));
}

export async function topicCardsByIds(app: AppContext, ids: readonly number[]) {
  return inIdOrder(ids, await topicRowsByIds(app.db, ids)).map((t) => ({
    id: String(t.id),
    title: t.title,
    description: t.description,
    coverUrl: t.cover_url,
    contentCount: t.content_count,
  }));
}

/** People search (docs/product/search.md): ranked here, beside the blocks it leaves out. */
export async function searchPeople(
  app: AppContext,
  q: { folded: string; pattern: string },
  viewerId: number | null,
  at: Position | null,
  limit: number,
) {
  const rows = await searchUsers(app.db, q.folded, q.pattern, viewerId, at, limit);
  return rows.map((u) => ({
    rank: u.rank,
    id: u.id,
    card: {
      kind: 'user' as const,
      userId: u.user_code,
      nickname: u.nickname,
      avatar: u.avatar_url,
      bio: u.bio,
      followerCount: u.followers,
    },
  }));
}
