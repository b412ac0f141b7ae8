import type { ContentRow, PubListResponse } from '@app/contract';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { DB } from '../../platform/db/schema.ts';
import { findFeedPage, type FeedRow } from './content-repository.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';

export interface FeedInput {
  sort: 'new' | 'hot' | 'following';
  type?: 'dynamic' | 'article' | undefined;
  topicId?: number | undefined;
  userId?: string | undefined;
  destinationId?: number | undefined;
  poiId?: number | undefined;
  cursor?: string | null | undefined;
  pageSize: number;
}

export async function listFeed(db: Kysely<DB>, viewer: SessionUser | null, input: FeedInput): Promise<PubListResponse> {
  // Nobody is followed by an anonymous visitor.
  if (input.sort === 'following' && !viewer) return { rows: [], nextCursor: null };
  // One row more than asked tells whether another page exists without counting.
  const rows = await findFeedPage(db, {
    sort: input.sort,
    type: input.type,
    topicId: input.topicId,
    authorCode: input.userId,
    destinationId: input.destinationId,
    poiId: input.poiId,
    viewerId: viewer?.id ?? null,
    after: decodeCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > input.pageSize && last !== undefined;
  return {
    rows: page.map(toContentRow),
    nextCursor: hasMore
      ? encodeCursor({ value: input.sort === 'hot' ? String(last.hot_score) : last.cursor_at, id: last.id })
      : null,
  };
}

export function toContentRow(r: FeedRow): ContentRow {
  return {
    id: String(r.id),
    type: r.type,
    title: r.title,
    text: r.body,
    images: r.images,
    topicId: r.topic_id === null ? null : String(r.topic_id),
    author: { userId: r.author_code, nickname: r.author_nickname, avatar: r.author_avatar },
    likeCount: r.like_count,
    commentCount: r.comment_count,
    collectCount: r.collect_count,
    liked: r.liked,
    collected: r.collected,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
