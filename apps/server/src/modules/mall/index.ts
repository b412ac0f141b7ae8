// The mall area's surface for other areas: the console edits products, SKUs, promotions, hotels and coupons only
// through these (docs/product/console-catalog.md). Each write takes the caller's transaction and answers the values
// before and after.
export {
  adminProductDetail,
  adminProductList,
  adminPromotionList,
  CATALOG_MESSAGES,
  createProduct,
  createPromotion,
  removePromotion,
  setProductStatus,
  updateProduct,
  updatePromotion,
  type ProductInput,
  type PromotionInput,
} from './catalog-admin-service.ts';
export {
  adminCoupon,
  adminCouponList,
  COUPON_ADMIN_MESSAGES,
  createCoupon,
  updateCoupon,
} from './coupon-admin-service.ts';
export { couponClaimsByDay, type CouponFields } from './coupon-admin-repository.ts';
export { adminHotel, adminHotelList, createHotel, setHotelStatus, updateHotel } from './hotel-admin-service.ts';
export type { HotelFields } from './hotel-admin-repository.ts';
export { PROMOTION_ABOVE_BASE } from './promotion-rules.ts';
// What the search area indexes of products and the cards it shows for the ids it ranked (docs/product/search.md).
export { productCardsByIds } from './product-service.ts';
export { productSearchSources } from './product-repository.ts';
export { isProductTargetable } from './product-repository.ts';
