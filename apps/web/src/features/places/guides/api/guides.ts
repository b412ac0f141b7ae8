import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../../api/http';

// Destination guides (/strategyList) and a destination's information (/destination/information): the
// community's articles tagged with a destination, keyset paged.

export const GUIDES_PATH = '/api/destination/v1/queryGlobalStrategyData';
export const INFORMATION_PATH = '/api/destination/v1/info/list';
export type ArticlePage = ApiOutput<typeof GUIDES_PATH>;
export type ArticleRow = ArticlePage['rows'][number];
const PAGE_SIZE = 10;

type ListPath = typeof GUIDES_PATH | typeof INFORMATION_PATH;

export function fetchArticles(path: ListPath, destinationId: string, cursor: string | null, signal?: AbortSignal) {
  return post(
    path,
    {
      pageSize: PAGE_SIZE,
      ...(destinationId ? { destinationId } : {}),
      ...(cursor ? { cursor } : {}),
    },
    // The list shows its own failed state with a retry.
    { signal, toast: false },
  );
}

export const articleListKeys = {
  list: (path: ListPath, destinationId: string) => ['places-guides', 'articles', path, destinationId] as const,
};

export function articleListQueryOptions(path: ListPath, destinationId: string) {
  return infiniteQueryOptions({
    queryKey: articleListKeys.list(path, destinationId),
    queryFn: ({ pageParam, signal }) => fetchArticles(path, destinationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ArticlePage) => last.nextCursor ?? undefined,
  });
}

/** Guides of a destination (every destination's when none is given), most liked first. */
export const useGuides = (destinationId: string) =>
  useInfiniteQuery(articleListQueryOptions(GUIDES_PATH, destinationId));

/** A destination's information: its newest articles. */
export const useInformation = (destinationId: string) =>
  useInfiniteQuery(articleListQueryOptions(INFORMATION_PATH, destinationId));
