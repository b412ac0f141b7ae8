import type { SearchType } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

// Global search (/api/ls/v1/opensearch/search), one list per tab, and the hot words shown before typing.

export type { SearchType };
const SEARCH_PATH = '/api/ls/v1/opensearch/search';
const WORDS_PATH = '/api/community/v1/word/findWords';

export type SearchPage = ApiOutput<typeof SEARCH_PATH>;
export type SearchRow = SearchPage['rows'][number];
export type HotWords = ApiOutput<typeof WORDS_PATH>;

const PAGE_SIZE = 20;

export const searchKeys = {
  all: ['community', 'search'] as const,
  of: (type: SearchType, keyword: string) => [...searchKeys.all, type, keyword] as const,
};

export function fetchSearch(type: SearchType, keyword: string, cursor: string | null, signal?: AbortSignal) {
  return post(
    SEARCH_PATH,
    { keyword, type, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    // The results area shows its own failure with a retry.
    { signal, toast: false },
  );
}

export function searchQueryOptions(type: SearchType, keyword: string) {
  return infiniteQueryOptions({
    queryKey: searchKeys.of(type, keyword),
    queryFn: ({ pageParam, signal }) => fetchSearch(type, keyword, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchPage) => last.nextCursor ?? undefined,
    enabled: keyword !== '',
    // Typing back to a word seen a moment ago shows its answer at once.
    staleTime: 60_000,
  });
}

export const useSearch = (type: SearchType, keyword: string) => useInfiniteQuery(searchQueryOptions(type, keyword));

export const hotWordsQueryOptions = () =>
  queryOptions({
    queryKey: [...searchKeys.all, 'hot'] as const,
    queryFn: ({ signal }) => post(WORDS_PATH, { pageSize: 10 }, { signal, toast: false }),
    staleTime: 10 * 60_000,
  });

export const useHotWords = (enabled: boolean) => useQuery({ ...hotWordsQueryOptions(), enabled });
