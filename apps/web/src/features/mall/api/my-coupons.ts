import { useInfiniteQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { useSession } from '../../../session/session';

const PATH = '/api/service/marketing/v1/myCoupons';
export type MyCouponPage = ApiOutput<typeof PATH>;
export type MyCoupon = MyCouponPage['rows'][number];

/** One's claims: a claim anywhere refreshes them (api/coupons.ts). */
export const myCouponKeys = {
  all: ['mall', 'my-coupons'] as const,
  of: (viewer: string) => [...myCouponKeys.all, viewer] as const,
};

/** The signed-in user's claimed coupons, newest first; nothing is asked without a session. */
export function useMyCoupons() {
  const viewer = useSession((s) => (s.token ? s.userId : null));
  return useInfiniteQuery({
    queryKey: myCouponKeys.of(viewer ?? ''),
    queryFn: ({ pageParam, signal }) =>
      post(PATH, { pageSize: 20, ...(pageParam ? { cursor: pageParam } : {}) }, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyCouponPage) => last.nextCursor ?? undefined,
    enabled: viewer !== null,
  });
}
