import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type ProductPage = ApiOutput<'/api/shopmall/poi/product/v1/queryPoiProductList'>;
export type Product = ProductPage['rows'][number];
export type DestinationProducts = ApiOutput<'/api/destination/v1/poi/queryJegoListDataByDestinationId'>;

const PAGE_SIZE = 10;

export const productKeys = {
  all: ['mall', 'products'] as const,
  poi: (poiId: string) => [...productKeys.all, 'poi', poiId] as const,
  poiColumn: (poiId: string) => [...productKeys.all, 'poi-column', poiId] as const,
  destination: (destinationId: string) => [...productKeys.all, 'destination', destinationId] as const,
};

/** /poimall's list: a POI's products, keyset paged. Lists show their own error state, so no toast. */
export function poiProductsQueryOptions(poiId: string) {
  return infiniteQueryOptions({
    queryKey: productKeys.poi(poiId),
    queryFn: ({ pageParam, signal }) =>
      post(
        '/api/shopmall/poi/product/v1/queryPoiProductList',
        { poiId, pageSize: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => last.nextCursor ?? undefined,
  });
}
export const usePoiProducts = (poiId: string) => useInfiniteQuery(poiProductsQueryOptions(poiId));

/** The product column of a POI page (the places area's path for the same products): the first few. */
export function poiProductColumnQueryOptions(poiId: string, pageSize = 4) {
  return queryOptions({
    queryKey: [...productKeys.poiColumn(poiId), pageSize] as const,
    queryFn: ({ signal }) =>
      post('/api/destination/v1/poi/queryJegoListByPoiId', { poiId, pageSize }, { signal, toast: false }),
  });
}
export const usePoiProductColumn = (poiId: string) => useQuery(poiProductColumnQueryOptions(poiId));

/** A destination's product column: its best sellers and how many there are. */
export function destinationProductsQueryOptions(destinationId: string, pageSize = 4) {
  return queryOptions({
    queryKey: [...productKeys.destination(destinationId), pageSize] as const,
    queryFn: ({ signal }) =>
      post(
        '/api/destination/v1/poi/queryJegoListDataByDestinationId',
        { destinationId, pageSize },
        { signal, toast: false },
      ),
  });
}
export const useDestinationProducts = (destinationId: string) =>
  useQuery(destinationProductsQueryOptions(destinationId));

/** The rest of a destination's products, keyset paged, when its column is opened out. */
export function destinationProductPagesQueryOptions(destinationId: string) {
  return infiniteQueryOptions({
    queryKey: [...productKeys.destination(destinationId), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      post(
        '/api/destination/v1/poi/queryJegoListByDestinationId',
        { destinationId, pageSize: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => last.nextCursor ?? undefined,
  });
}
export const useDestinationProductPages = (destinationId: string, enabled: boolean) =>
  useInfiniteQuery({ ...destinationProductPagesQueryOptions(destinationId), enabled });
