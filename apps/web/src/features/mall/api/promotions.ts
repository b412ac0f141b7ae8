import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type PromotionPage = ApiOutput<'/api/shopmall/activity/v1/productActivityList'>;
export type Promotion = PromotionPage['rows'][number];

/** Products on promotion now: the channel's mall (/poimall without a POI). */
export function promotionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['mall', 'promotions'] as const,
    queryFn: ({ pageParam, signal }) =>
      post(
        '/api/shopmall/activity/v1/productActivityList',
        { pageSize: 10, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PromotionPage) => last.nextCursor ?? undefined,
  });
}
export const usePromotions = (enabled: boolean) => useInfiniteQuery({ ...promotionsQueryOptions(), enabled });
