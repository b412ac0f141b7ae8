import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

// findFansData: a user's followers ('fans') or whom they follow ('following'), keyset paged, each row with
// whether the viewer follows that person (so a fan can be followed back).

const FANS_PATH = '/api/community/v1/userFans/findFansData';

export type FansPage = ApiOutput<typeof FANS_PATH>;
export type FanRow = FansPage['rows'][number];
export type FansList = 'fans' | 'following';

export const fansKeys = {
  all: ['community', 'fans'] as const,
  of: (userId: string, list: FansList) => [...fansKeys.all, userId, list] as const,
};

export function fansQueryOptions(userId: string, list: FansList) {
  return infiniteQueryOptions({
    queryKey: fansKeys.of(userId, list),
    queryFn: ({ pageParam, signal }) =>
      post(
        FANS_PATH,
        { userId, list, pageSize: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FansPage) => last.nextCursor ?? undefined,
  });
}

export const useFans = (userId: string, list: FansList) => useInfiniteQuery(fansQueryOptions(userId, list));

/** A follow or unfollow shows at once on every cached list row of that person. */
export function applyFollowToLists(queryClient: QueryClient, userId: string, followed: boolean) {
  queryClient.setQueriesData<{ pages: FansPage[]; pageParams: unknown[] }>({ queryKey: fansKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            rows: p.rows.map((r) => (r.userId === userId && r.followed !== followed ? { ...r, followed } : r)),
          })),
        }
      : data,
  );
}
