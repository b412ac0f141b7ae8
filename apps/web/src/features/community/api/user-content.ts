import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { FeedRow } from './pub-list';

// The lists of /personHome besides a user's own posts: what they liked, and (their own home only) what they
// collected, from the collection list path added for it.

export type LikedPage = { rows: FeedRow[]; nextCursor: string | null };
export type CollectionRow = { itemType: string; itemId: string; createdAt: string; content: FeedRow | null };
export type CollectionPage = { rows: CollectionRow[]; nextCursor: string | null };

const PAGE_SIZE = 20;
const page = (cursor: string | null) => ({ pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) });

export const likedKeys = {
  all: ['community', 'liked'] as const,
  of: (userId: string) => [...likedKeys.all, userId] as const,
};

export const collectionKeys = {
  all: ['community', 'collections'] as const,
  mine: (userId: string) => [...collectionKeys.all, userId] as const,
};

export function likedQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: likedKeys.of(userId),
    queryFn: ({ pageParam, signal }) =>
      post<LikedPage>('/api/community/v1/post/likeList', { userId, ...page(pageParam) }, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: LikedPage) => last.nextCursor ?? undefined,
  });
}

export function collectionsQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    // Keyed by the viewer: the list is theirs, whoever's home shows it.
    queryKey: collectionKeys.mine(viewerId),
    queryFn: ({ pageParam, signal }) =>
      post<CollectionPage>(
        '/api/service/agenda/v1/collectionItem/list',
        { itemType: 'content', ...page(pageParam) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CollectionPage) => last.nextCursor ?? undefined,
  });
}

export const useLikedContent = (userId: string, enabled: boolean) =>
  useInfiniteQuery({ ...likedQueryOptions(userId), enabled });

export const useCollections = (viewerId: string, enabled: boolean) =>
  useInfiniteQuery({ ...collectionsQueryOptions(viewerId), enabled });
