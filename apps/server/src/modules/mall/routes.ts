import {
  claimCouponRequest,
  destinationProductDataRequest,
  destinationProductsRequest,
  hotelColumnRequest,
  hotelRegionRequest,
  myCouponsRequest,
  poiCouponRequest,
  poiProductsRequest,
  productRequest,
  productSearchRequest,
  promotionListRequest,
  skuRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { claimCoupon, myCoupons, poiCoupons } from './coupon-service.ts';
import { hotelColumn, hotelsOfRegion } from './hotel-service.ts';
import {
  destinationProductData,
  destinationProducts,
  poiProducts,
  productSkuDetail,
  promotions,
  searchProducts,
  skuDetail,
  skuList,
  skuOptions,
} from './product-service.ts';

export const mallRoutes = [
  defineRoute('/api/shopmall/poi/product/v1/queryPoiProductList', poiProductsRequest, ({ app, input }) =>
    poiProducts(app, input),
  ),
  defineRoute('/api/destination/v1/poi/queryJegoListByPoiId', poiProductsRequest, ({ app, input }) =>
    poiProducts(app, input),
  ),
  defineRoute('/api/destination/v1/poi/queryJegoListByDestinationId', destinationProductsRequest, ({ app, input }) =>
    destinationProducts(app, input),
  ),
  defineRoute(
    '/api/destination/v1/poi/queryJegoListDataByDestinationId',
    destinationProductDataRequest,
    ({ app, input }) => destinationProductData(app, input),
  ),
  defineRoute('/api/shopmall/poi/product/v1/queryPoiSkuOption', productRequest, ({ app, input }) =>
    skuOptions(app, input.productId),
  ),
  defineRoute('/api/ubd/product/v1/getProductSkuDetail', productRequest, ({ app, input }) =>
    productSkuDetail(app, input.productId),
  ),
  defineRoute('/api/shopmall/product/v1/querySkuDetail', skuRequest, ({ app, input }) => skuDetail(app, input.skuId)),
  defineRoute('/api/shopmall/product/v1/querySkuList', productRequest, ({ app, input }) =>
    skuList(app, input.productId),
  ),
  defineRoute('/api/shopmall/activity/v1/productActivityList', promotionListRequest, ({ app, input }) =>
    promotions(app, input),
  ),
  defineRoute('/api/product/search', productSearchRequest, ({ app, input }) => searchProducts(app, input)),
  defineRoute('/api/hotel/search/v1/social/region', hotelRegionRequest, ({ app, input }) => hotelsOfRegion(app, input)),
  defineRoute('/api/destination/v1/poi/queryHotelColumn', hotelColumnRequest, ({ app, input }) =>
    hotelColumn(app, input),
  ),
  defineRoute('/api/ls/v1/destination/poiCoupon', poiCouponRequest, ({ app, user, request, input }) =>
    poiCoupons(app, user, request, input),
  ),
  defineRoute(
    '/api/service/shopmall/shopmarketing/getShopCoupon',
    claimCouponRequest,
    ({ app, user, request, input }) => claimCoupon(app, requireUser(user), request, 'shop', input.couponId),
    { limit: 'claim' },
  ),
  defineRoute(
    '/api/service/marketing/v1/getCoupon',
    claimCouponRequest,
    ({ app, user, request, input }) => claimCoupon(app, requireUser(user), request, 'marketing', input.couponId),
    { limit: 'claim' },
  ),
  defineRoute('/api/service/marketing/v1/myCoupons', myCouponsRequest, ({ app, user, input }) =>
    myCoupons(app, requireUser(user), input),
  ),
];
