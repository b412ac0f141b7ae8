import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../../api/http';

// The treasure-user ranking (/rankList): page-numbered (a ranking is short and bounded), the formula and the
// time of the last recompute come with every page; and the viewer's own standing.

export const TREASURE_LIST_PATH = '/api/destination/v1/treasure/rankList';
export const TREASURE_USER_PATH = '/api/destination/v1/treasure/userInfo';
export type TreasurePage = ApiOutput<typeof TREASURE_LIST_PATH>;
export type TreasureRow = TreasurePage['rows'][number];
export type TreasureStanding = ApiOutput<typeof TREASURE_USER_PATH>;
const PAGE_SIZE = 20;

export function fetchTreasurePage(destinationId: string, pageNo: number, signal?: AbortSignal) {
  return post(TREASURE_LIST_PATH, { destinationId, pageNo, pageSize: PAGE_SIZE }, { signal, toast: false });
}

export const treasureKeys = {
  list: (destinationId: string) => ['places-guides', 'treasure', destinationId] as const,
  mine: (destinationId: string, userId: string) => ['places-guides', 'treasure-me', destinationId, userId] as const,
};

export function treasureQueryOptions(destinationId: string) {
  return infiniteQueryOptions({
    queryKey: treasureKeys.list(destinationId),
    queryFn: ({ pageParam, signal }) => fetchTreasurePage(destinationId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TreasurePage) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    enabled: destinationId !== '',
  });
}

export const useTreasureList = (destinationId: string) => useInfiniteQuery(treasureQueryOptions(destinationId));

/** The viewer's own standing; asked only with a viewer (the server reads who from the token). */
export function useMyStanding(destinationId: string, userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: treasureKeys.mine(destinationId, userId ?? ''),
      queryFn: ({ signal }) => post(TREASURE_USER_PATH, { destinationId }, { signal, toast: false }),
      enabled: destinationId !== '' && !!userId,
    }),
  );
}
