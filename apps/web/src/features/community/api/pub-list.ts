import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post, type ApiInput, type ApiOutput, type CallOptions } from '../../../api/http';

// The feed's types are the contract's (type-only: the zod schemas stay out of the bundle).

export const PUB_LIST_PATH = '/api/content/v1/pub/list';
export const FEED_PAGE_SIZE = 20;

export type PubListRequest = ApiInput<typeof PUB_LIST_PATH>;
export type PubListPage = ApiOutput<typeof PUB_LIST_PATH>;
export type FeedRow = PubListPage['rows'][number];
export type FeedImage = FeedRow['images'][number];
export type FeedAuthor = FeedRow['author'];
export type FeedSort = NonNullable<PubListRequest['sort']>;
export type ContentType = NonNullable<PubListRequest['type']>;

/** What selects a feed; the cursor and page size are added per page. */
export type PubListFilter = {
  sort: FeedSort;
  type?: ContentType;
  topicId?: string;
  userId?: string;
};

export function fetchPubList(request: PubListRequest, options?: CallOptions): Promise<PubListPage> {
  // The feed shows its own error state with a retry; a toast on top would say it twice.
  return post(PUB_LIST_PATH, request, { ...options, toast: false });
}

export const pubListKeys = {
  all: ['community', 'pub-list'] as const,
  feed: (filter: PubListFilter) => [...pubListKeys.all, filter] as const,
};

export function pubListQueryOptions(filter: PubListFilter) {
  return infiniteQueryOptions({
    queryKey: pubListKeys.feed(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchPubList(
        // An absent cursor means the first page; never send null.
        { ...filter, pageSize: FEED_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PubListPage) => last.nextCursor ?? undefined,
  });
}

/** The feed as an infinite query, plus `refresh()` that starts over from the first page (pull to refresh). */
export function usePubList(filter: PubListFilter) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(pubListQueryOptions(filter));
  const { sort, type, topicId, userId } = filter;
  const refresh = useCallback(async () => {
    const queryKey = pubListKeys.feed({ sort, type, topicId, userId });
    // Refetching an infinite query replays every loaded page; a refresh should show only the newest one.
    queryClient.setQueryData<InfiniteData<PubListPage, string | null>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
  }, [queryClient, sort, type, topicId, userId]);
  return { query, refresh };
}
