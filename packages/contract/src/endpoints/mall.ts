import { searchRequest, searchResponse } from '../schemas/search.ts';
import {
  claimCouponRequest,
  claimCouponResponse,
  hotelPage,
  hotelRegionRequest,
  myCouponsRequest,
  myCouponsResponse,
  poiProductsRequest,
  productRequest,
  productSearchRequest,
  productSkuDetailResponse,
  productsPage,
  promotionListRequest,
  promotionListResponse,
  skuDetailResponse,
  skuListResponse,
  skuOptionResponse,
  skuRequest,
} from '../schemas/mall.ts';
import { endpoint } from './define.ts';

// mall: the rows of docs/product/api-paths.md, paths byte for byte. Schemas are tightened as each path is built.
export const mallEndpoints = [
  endpoint('/api/shopmall/poi/product/v1/queryPoiProductList', {
    request: poiProductsRequest,
    response: productsPage,
    auth: 'none',
    summary: 'products of a POI (/poimall)',
  }),
  endpoint('/api/shopmall/poi/product/v1/queryPoiSkuOption', {
    request: productRequest,
    response: skuOptionResponse,
    auth: 'none',
    summary: 'SKU options of a POI product',
  }),
  endpoint('/api/ubd/product/v1/getProductSkuDetail', {
    request: productRequest,
    response: productSkuDetailResponse,
    auth: 'none',
    summary: "a product's SKU detail",
  }),
  endpoint('/api/shopmall/activity/v1/productActivityList', {
    request: promotionListRequest,
    response: promotionListResponse,
    auth: 'none',
    summary: 'products on promotion',
  }),
  endpoint('/api/shopmall/product/v1/querySkuDetail', {
    request: skuRequest,
    response: skuDetailResponse,
    auth: 'none',
    summary: 'one SKU',
  }),
  endpoint('/api/shopmall/product/v1/querySkuList', {
    request: productRequest,
    response: skuListResponse,
    auth: 'none',
    summary: 'SKUs of a product',
  }),
  endpoint('/api/hotel/search/v1/social/region', {
    request: hotelRegionRequest,
    response: hotelPage,
    auth: 'none',
    summary: 'hotels of a region or near a coordinate',
  }),
  endpoint('/api/service/shopmall/shopmarketing/getShopCoupon', {
    request: claimCouponRequest,
    response: claimCouponResponse,
    auth: 'login',
    write: true,
    idempotent: true,
    summary: 'claim a shop coupon (store id aware); never over the stock or the per-user limit',
  }),
  endpoint('/api/service/marketing/v1/getCoupon', {
    request: claimCouponRequest,
    response: claimCouponResponse,
    auth: 'login',
    write: true,
    idempotent: true,
    summary: 'claim a marketing coupon; same rules',
  }),
  endpoint('/api/service/marketing/v1/myCoupons', {
    request: myCouponsRequest,
    response: myCouponsResponse,
    auth: 'login',
    summary: "one's claimed coupons with their state, validity and where to use them, newest first (added)",
  }),
  endpoint('/api/product/search', {
    request: productSearchRequest,
    response: productsPage,
    auth: 'none',
    summary: 'product search',
  }),
  endpoint('/api/ls/v1/opensearch/search', {
    request: searchRequest,
    response: searchResponse,
    auth: 'opt',
    summary: 'global search over content, topics, activities, destinations, POIs, products, users',
  }),
];
