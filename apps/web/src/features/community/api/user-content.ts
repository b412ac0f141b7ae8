import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

// The lists of /personHome besides a user's own posts: what they liked, and (their own home only) what they
// collected, from the collection list path added for it.

const LIKED_PATH = '/api/community/v1/post/likeList';
const COLLECTIONS_PATH = '/api/service/agenda/v1/collectionItem/list';

export type LikedPage = ApiOutput<typeof LIKED_PATH>;
export type CollectionPage = ApiOutput<typeof COLLECTIONS_PATH>;
export type CollectionRow = CollectionPage['rows'][number];

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
    queryFn: ({ pageParam, signal }) => post(LIKED_PATH, { userId, ...page(pageParam) }, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: LikedPage) => last.nextCursor ?? undefined,
  });
}

export function collectionsQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    // Keyed by the viewer: the list is theirs, whoever's home shows it.
    queryKey: collectionKeys.mine(viewerId),
    queryFn: ({ pageParam, signal }) =>
      post(COLLECTIONS_PATH, { itemType: 'content', ...page(pageParam) }, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CollectionPage) => last.nextCursor ?? undefined,
  });
}

export const useLikedContent = (userId: string, enabled: boolean) =>
  useInfiniteQuery({ ...likedQueryOptions(userId), enabled });

export const useCollections = (viewerId: string, enabled: boolean) =>
  useInfiniteQuery({ ...collectionsQueryOptions(viewerId), enabled });
