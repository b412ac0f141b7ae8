import { searchRequest, searchResponse } from '../schemas/community-social.ts';
import { endpoint } from './define.ts';

// mall: the rows of ENDPOINTS.md, paths byte for byte. Schemas are tightened as each path is built.
export const mallEndpoints = [
  endpoint('/api/shopmall/poi/product/v1/queryPoiProductList', {
    auth: 'none',
    summary: 'products of a POI (/poimall)',
  }),
  endpoint('/api/shopmall/poi/product/v1/queryPoiSkuOption', { auth: 'none', summary: 'SKU options of a POI product' }),
  endpoint('/api/ubd/product/v1/getProductSkuDetail', { auth: 'none', summary: "a product's SKU detail" }),
  endpoint('/api/shopmall/activity/v1/productActivityList', { auth: 'none', summary: 'products on promotion' }),
  endpoint('/api/shopmall/product/v1/querySkuDetail', { auth: 'none', summary: 'one SKU' }),
  endpoint('/api/shopmall/product/v1/querySkuList', { auth: 'none', summary: 'SKUs of a product' }),
  endpoint('/api/hotel/search/v1/social/region', { auth: 'none', summary: 'hotels of a region or near a coordinate' }),
  endpoint('/api/service/shopmall/shopmarketing/getShopCoupon', {
    auth: 'login',
    write: true,
    summary: 'claim a shop coupon (store id aware); never over the stock or the per-user limit',
  }),
  endpoint('/api/service/marketing/v1/getCoupon', {
    auth: 'login',
    write: true,
    summary: 'claim a marketing coupon; same rules',
  }),
  endpoint('/api/product/search', { auth: 'none', summary: 'product search' }),
  endpoint('/api/ls/v1/opensearch/search', {
    request: searchRequest,
    response: searchResponse,
    auth: 'opt',
    summary: 'global search over content, topics, activities, destinations, POIs, products, users',
  }),
];
