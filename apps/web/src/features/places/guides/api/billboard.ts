import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../../api/http';

// The billboard (/billboardList): a destination's POIs, most popular first (queryDtasPageList's own order),
// optionally of one kind.

export const DESTINATION_POIS_PATH = '/api/ls/v1/destination/queryDtasPageList';
export type PoiPage = ApiOutput<typeof DESTINATION_POIS_PATH>;
export type PoiRow = PoiPage['rows'][number];
export type PoiKind = NonNullable<ApiInput<typeof DESTINATION_POIS_PATH>['kind']>;
const PAGE_SIZE = 20;

export function fetchDestinationPois(
  destinationId: string,
  kind: PoiKind | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return post(
    DESTINATION_POIS_PATH,
    { destinationId, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) },
    { signal, toast: false },
  );
}

export const billboardKeys = {
  list: (destinationId: string, kind: PoiKind | null) =>
    ['places-guides', 'billboard', destinationId, kind ?? 'all'] as const,
};

export function billboardQueryOptions(destinationId: string, kind: PoiKind | null) {
  return infiniteQueryOptions({
    queryKey: billboardKeys.list(destinationId, kind),
    queryFn: ({ pageParam, signal }) => fetchDestinationPois(destinationId, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PoiPage) => last.nextCursor ?? undefined,
    enabled: destinationId !== '',
  });
}

export const useBillboard = (destinationId: string, kind: PoiKind | null) =>
  useInfiniteQuery(billboardQueryOptions(destinationId, kind));
