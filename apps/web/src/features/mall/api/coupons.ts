import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { useChannel } from '../../../session/channel';
import { useSession } from '../../../session/session';
import { myCouponKeys } from './my-coupons';

export type PoiCoupons = ApiOutput<'/api/ls/v1/destination/poiCoupon'>;
export type Coupon = PoiCoupons['rows'][number];

/** A coupon's state is the viewer's (claimed or not), so the viewer is part of the key. */
export const couponKeys = {
  all: ['mall', 'coupons'] as const,
  poi: (poiId: string, viewer: string | null, storeId: string) =>
    [...couponKeys.all, poiId, viewer ?? '', storeId] as const,
};

/**
 * A signed-in viewer's channel comes from their session on the server; an anonymous visitor's channel (the kept
 * store id) only narrows what they see, so it is sent for them alone (decision 0008).
 */
export function poiCouponsQueryOptions(poiId: string, viewer: string | null, channelStoreId: string) {
  const storeId = viewer ? '' : channelStoreId;
  return queryOptions({
    queryKey: couponKeys.poi(poiId, viewer, storeId),
    queryFn: ({ signal }) =>
      post('/api/ls/v1/destination/poiCoupon', { poiId, ...(storeId ? { storeId } : {}) }, { signal, toast: false }),
  });
}

export function usePoiCoupons(poiId: string) {
  const viewer = useSession((s) => (s.token ? s.userId : null));
  const { storeId } = useChannel();
  return useQuery({ ...poiCouponsQueryOptions(poiId, viewer, storeId), enabled: !!poiId });
}

/** Shop coupons (store-scoped) and marketing coupons are claimed at their own paths, with the same rules. */
const CLAIM_PATH = {
  shop: '/api/service/shopmall/shopmarketing/getShopCoupon',
  marketing: '/api/service/marketing/v1/getCoupon',
} as const;

/**
 * Claims a coupon. A refusal (sold out, limit reached, outside its window or channel) is the server's words in
 * docs/product/api-conventions.md toast; either way the lists holding the coupon learn its state as it now stands.
 */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: Pick<Coupon, 'id' | 'kind'>) => post(CLAIM_PATH[coupon.kind], { couponId: coupon.id }),
    onSuccess: ({ coupon }) => {
      void queryClient.invalidateQueries({ queryKey: myCouponKeys.all });
      queryClient.setQueriesData<PoiCoupons>({ queryKey: couponKeys.all }, (data) =>
        data ? { rows: data.rows.map((c) => (c.id === coupon.id ? coupon : c)) } : data,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
