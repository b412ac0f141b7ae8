import { z } from 'zod';
import { cursor, id, keysetPage, pageSize } from './common.ts';

// Mall: products with SKUs, promotions, hotels, coupons, product search (docs/product/api-paths.md "Mall, coupons, hotels,
// search" and the product, hotel and coupon rows of "Destinations and places"). Prices are integers of the smallest
// unit (fen, cents; WYB in whole coins) with their text beside them (docs/product/mall.md: ¥ 元, 港元, $ 美元, 无忧币).

export const currencyCode = z.enum(['CNY', 'HKD', 'USD', 'WYB']);

const money = { currency: currencyCode };

export const promotionRef = z.object({
  id: z.string(),
  title: z.string(),
  label: z.string(),
  promoPrice: z.number().int(),
  promoPriceText: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const productRow = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  ...money,
  /** The lowest SKU price. */
  priceFrom: z.number().int(),
  priceText: z.string(),
  marketPrice: z.number().int().nullable(),
  marketPriceText: z.string().nullable(),
  poiId: z.string().nullable(),
  destinationId: z.string().nullable(),
  sales: z.number().int(),
  tags: z.array(z.string()),
  /** The promotion running now, if any. */
  promotion: promotionRef.nullable(),
});
export type ProductRow = z.infer<typeof productRow>;

export const skuOption = z.object({ name: z.string(), value: z.string() });
export const skuRow = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  options: z.array(skuOption),
  ...money,
  price: z.number().int(),
  priceText: z.string(),
  marketPrice: z.number().int().nullable(),
  marketPriceText: z.string().nullable(),
  stock: z.number().int(),
  soldOut: z.boolean(),
});
export type SkuRow = z.infer<typeof skuRow>;

export const poiProductsRequest = z.object({ poiId: id, cursor, pageSize });
export const destinationProductsRequest = z.object({ destinationId: id, cursor, pageSize });
export const productsPage = keysetPage(productRow);
/** A destination's product column: the best sellers and how many there are. */
export const destinationProductDataRequest = z.object({ destinationId: id, pageSize: pageSize.default(6) });
export const destinationProductDataResponse = z.object({ total: z.number().int(), rows: z.array(productRow) });

export const productRequest = z.object({ productId: id });
/** The option groups a SKU sheet offers (date, package, person type…) and every SKU with its choice. */
export const skuOptionResponse = z.object({
  productId: z.string(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuRow),
});
export const productSkuDetailResponse = z.object({
  product: productRow.extend({ images: z.array(z.string()) }),
  options: skuOptionResponse.shape.options,
  skus: z.array(skuRow),
});
export const skuRequest = z.object({ skuId: id });
export const skuDetailResponse = skuRow.extend({ product: productRow });
export const skuListResponse = z.object({ rows: z.array(skuRow) });

export const promotionListRequest = z.object({
  poiId: id.optional(),
  destinationId: id.optional(),
  cursor,
  pageSize,
});
export const promotionRow = promotionRef.extend({ product: productRow });
export const promotionListResponse = keysetPage(promotionRow);

export const productSearchRequest = z.object({ keyword: z.string().trim().min(1).max(50), cursor, pageSize });

export const hotelRow = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  stars: z.number().int(),
  score: z.number().nullable(),
  ...money,
  priceFrom: z.number().int(),
  priceText: z.string(),
  pictureUrl: z.string(),
  lat: z.number(),
  lng: z.number(),
  poiId: z.string().nullable(),
  destinationId: z.string().nullable(),
  /** Metres from the coordinate asked about; null for a region's list. */
  distanceM: z.number().int().nullable(),
});
export type HotelRow = z.infer<typeof hotelRow>;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
/** Either a region (destinationId, keyset pages by price) or a WGS-84 coordinate (nearest first, within radiusKm). */
export const hotelRegionRequest = z
  .object({
    destinationId: id.optional(),
    lat: latitude.optional(),
    lng: longitude.optional(),
    radiusKm: z.coerce.number().positive().max(50).default(10),
    cursor,
    pageSize,
  })
  .refine((r) => r.destinationId !== undefined || (r.lat !== undefined && r.lng !== undefined), {
    message: 'destinationId or lat and lng',
    path: ['destinationId'],
  });
export const hotelPage = keysetPage(hotelRow);
export const hotelColumnRequest = z.object({ destinationId: id, pageSize: pageSize.default(6) });
export const hotelColumnResponse = z.object({ total: z.number().int(), rows: z.array(hotelRow) });

/** claimable: the viewer may claim now; claimed: the viewer holds their limit; gone: no stock left or ended. */
export const couponState = z.enum(['claimable', 'claimed', 'gone']);
export const couponRow = z.object({
  id: z.string(),
  kind: z.enum(['shop', 'marketing']),
  title: z.string(),
  description: z.string(),
  ...money,
  discountAmount: z.number().int(),
  discountText: z.string(),
  thresholdAmount: z.number().int(),
  thresholdText: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalStock: z.number().int(),
  remaining: z.number().int(),
  perUserLimit: z.number().int(),
  claimedByMe: z.number().int(),
  state: couponState,
});
export type CouponRow = z.infer<typeof couponRow>;
/** storeId only narrows what an anonymous visitor sees; a signed-in viewer's store id comes from their session. */
export const poiCouponRequest = z.object({ poiId: id, storeId: z.string().max(20).optional() });
export const poiCouponResponse = z.object({ rows: z.array(couponRow) });
export const claimCouponRequest = z.object({ couponId: id });
export const claimCouponResponse = z.object({ coupon: couponRow });
/** One's claimed coupons, newest claim first (docs/product/mall.md "One's coupons"). */
export const myCouponsRequest = z.object({ cursor, pageSize });
export const myCouponState = z.enum(['usable', 'notStarted', 'expired']);
export const myCouponRow = z.object({
  claimId: z.string(),
  claimedAt: z.string(),
  /** usable inside its window, notStarted before it, expired after it. */
  state: myCouponState,
  coupon: couponRow.omit({ state: true }),
  /** Where it is used: its POI (a link to /poimall), or null for a coupon of no one place. */
  poi: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type MyCouponRow = z.infer<typeof myCouponRow>;
export const myCouponsResponse = keysetPage(myCouponRow);
