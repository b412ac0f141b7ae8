import { z } from 'zod';
import { cursor, freeText, id, identifier, keysetPage, line, pageSize } from './common.ts';
import { currencyCode, skuOption } from './mall.ts';

// The console's catalog (products, SKUs, hotels, coupons, promotions) and growth (tasks, the sign-in calendar, levels,
// points adjustments): docs/product/console-catalog.md. Prices are integers of the currency's smallest unit (fen,
// cents; 无忧币 in whole coins), as everywhere in the mall. Ids travel as strings.

/** Why an operator changes something: kept in the audit trail (the same rule as the console's other writes). */
const reason = freeText().trim().min(2).max(200);
const title = (max: number) => line().trim().min(1).max(max);
const optionalText = (max: number) => line().trim().max(max).default('');
const url = line().trim().max(500);
const money = z.coerce.number().int().min(0).max(100_000_000);
const instant = z.iso.datetime({ offset: true });
const onOff = z.enum(['on', 'off']);
const nullableId = id.nullable().default(null);

/** A list's search: words in the title (or a coupon's title), or an id. */
const listQuery = {
  q: line().trim().max(50).optional(),
  status: onOff.optional(),
  cursor,
  pageSize,
};

// ——— Products and SKUs ———

export const consoleSku = z.object({
  id: z.string(),
  title: z.string(),
  options: z.array(skuOption),
  price: z.number().int(),
  marketPrice: z.number().int().nullable(),
  stock: z.number().int(),
  sort: z.number().int(),
  status: onOff,
});

export const consolePromotion = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  currency: currencyCode,
  title: z.string(),
  label: z.string(),
  promoPrice: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  sort: z.number().int(),
  /** upcoming: not started; running: on now; ended: past its window. */
  state: z.enum(['upcoming', 'running', 'ended']),
});

export const consoleProductRow = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  currency: currencyCode,
  /** The lowest price of the SKUs on sale, kept by the server. */
  priceFrom: z.number().int(),
  marketPrice: z.number().int().nullable(),
  poiId: z.string().nullable(),
  destinationId: z.string().nullable(),
  sales: z.number().int(),
  tags: z.array(z.string()),
  status: onOff,
  skuCount: z.number().int(),
  /** The stock of every SKU on sale, together. */
  stock: z.number().int(),
  createdAt: z.string(),
});
export const consoleProductDetail = consoleProductRow.extend({
  images: z.array(z.string()),
  /** Every SKU, those taken off sale included. */
  skus: z.array(consoleSku),
  promotions: z.array(consolePromotion),
});

export const consoleProductListRequest = z.object(listQuery);
export const consoleProductListResponse = keysetPage(consoleProductRow);
export const consoleProductGetRequest = z.object({ id });

/** A SKU as the form sends it: with its id to change one, without to add one. A SKU left out is taken off sale. */
export const consoleSkuInput = z.object({
  id: id.optional(),
  title: title(60),
  options: z
    .array(z.object({ name: title(20), value: title(40) }))
    .max(5)
    .default([]),
  price: money,
  marketPrice: money.nullable().default(null),
  stock: z.coerce.number().int().min(0).max(10_000_000),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  status: onOff.default('on'),
});
const productFields = {
  title: title(80),
  titleEn: optionalText(120),
  subtitle: optionalText(120),
  coverUrl: url.default(''),
  images: z.array(url).max(20).default([]),
  currency: currencyCode,
  marketPrice: money.nullable().default(null),
  poiId: nullableId,
  destinationId: nullableId,
  tags: z.array(title(12)).max(10).default([]),
  skus: z.array(consoleSkuInput).min(1).max(50),
  reason,
};
export const consoleProductCreateRequest = z.object(productFields);
export const consoleProductUpdateRequest = z.object({ id, ...productFields });
export const consoleSetStatusRequest = z.object({ id, status: onOff, reason });

// ——— Hotels ———

export const consoleHotel = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  stars: z.number().int(),
  score: z.number().nullable(),
  currency: currencyCode,
  priceFrom: z.number().int(),
  pictureUrl: z.string(),
  lat: z.number(),
  lng: z.number(),
  poiId: z.string().nullable(),
  destinationId: z.string().nullable(),
  status: onOff,
  createdAt: z.string(),
});
export const consoleHotelListRequest = z.object(listQuery);
export const consoleHotelListResponse = keysetPage(consoleHotel);
export const consoleHotelGetRequest = z.object({ id });
const hotelFields = {
  name: title(80),
  nameEn: optionalText(120),
  address: optionalText(200),
  stars: z.coerce.number().int().min(0).max(5),
  score: z.coerce.number().min(0).max(9.9).nullable().default(null),
  currency: currencyCode.default('CNY'),
  priceFrom: money,
  pictureUrl: url.default(''),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  poiId: nullableId,
  destinationId: nullableId,
  reason,
};
export const consoleHotelCreateRequest = z.object(hotelFields);
export const consoleHotelUpdateRequest = z.object({ id, ...hotelFields });

// ——— Coupons ———

export const consoleCoupon = z.object({
  id: z.string(),
  kind: z.enum(['shop', 'marketing']),
  title: z.string(),
  description: z.string(),
  currency: currencyCode,
  discountAmount: z.number().int(),
  thresholdAmount: z.number().int(),
  totalStock: z.number().int(),
  claimedCount: z.number().int(),
  /** "3 / 3": claimed of the stock, as the list shows it. */
  claimedText: z.string(),
  perUserLimit: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  poiId: z.string().nullable(),
  destinationId: z.string().nullable(),
  /** Store ids it may be claimed from (shop coupons); empty: every store. */
  storeIds: z.array(z.string()),
  /** Channel keys it may be claimed from; empty: every channel. */
  channels: z.array(z.string()),
  createdAt: z.string(),
});
export const consoleCouponListRequest = z.object({
  q: listQuery.q,
  kind: z.enum(['shop', 'marketing']).optional(),
  cursor,
  pageSize,
});
export const consoleCouponListResponse = keysetPage(consoleCoupon);
export const consoleCouponGetRequest = z.object({ id });
const couponFields = {
  kind: z.enum(['shop', 'marketing']),
  title: title(60),
  description: optionalText(200),
  currency: currencyCode.default('CNY'),
  discountAmount: money.refine((v) => v > 0, 'above zero'),
  thresholdAmount: money.default(0),
  totalStock: z.coerce.number().int().min(0).max(10_000_000),
  perUserLimit: z.coerce.number().int().min(1).max(100).default(1),
  startsAt: instant,
  endsAt: instant,
  poiId: nullableId,
  destinationId: nullableId,
  storeIds: z.array(identifier(20)).max(100).default([]),
  channels: z.array(identifier(40)).max(100).default([]),
  reason,
};
export const consoleCouponCreateRequest = z.object(couponFields);
export const consoleCouponUpdateRequest = z.object({ id, ...couponFields });

// ——— Promotions ———

export const consolePromotionListRequest = z.object({ productId: id.optional(), cursor, pageSize });
export const consolePromotionListResponse = keysetPage(consolePromotion);
const promotionFields = {
  title: title(40),
  label: optionalText(12),
  /** Below the lowest price of the product's SKUs on sale, or refused ('促销价不能高于原价'). */
  promoPrice: money,
  startsAt: instant,
  endsAt: instant,
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  reason,
};
export const consolePromotionCreateRequest = z.object({ productId: id, ...promotionFields });
export const consolePromotionUpdateRequest = z.object({ id, ...promotionFields });
export const consolePromotionRemoveRequest = z.object({ id, reason });
export const consolePromotionResponse = consolePromotion;
export const consoleRemovedResponse = z.object({ id: z.string() });

// ——— Growth: tasks ———

export const TASK_KINDS = ['daily', 'special', 'weal'] as const;
export const TASK_EVENTS = ['publish_dynamic', 'comment', 'like', 'follow', 'enrol_activity', 'sign_in'] as const;
export const consoleTask = z.object({
  id: z.string(),
  kind: z.enum(TASK_KINDS),
  event: z.enum(TASK_EVENTS),
  title: z.string(),
  description: z.string(),
  target: z.number().int(),
  rewardCoin: z.number().int(),
  rewardExp: z.number().int(),
  iconUrl: z.string(),
  link: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
});
export const consoleTaskListRequest = z.object({ kind: z.enum(TASK_KINDS).optional() });
export const consoleTaskListResponse = z.object({ rows: z.array(consoleTask) });
const points = z.coerce.number().int().min(0).max(100_000);
const taskFields = {
  kind: z.enum(TASK_KINDS),
  event: z.enum(TASK_EVENTS),
  title: title(40),
  description: optionalText(200),
  target: z.coerce.number().int().min(1).max(10_000),
  rewardCoin: points.default(0),
  rewardExp: points.default(0),
  iconUrl: url.default(''),
  link: url.default(''),
  /** A special task's window; daily and welfare tasks have none. */
  startsAt: instant.nullable().default(null),
  endsAt: instant.nullable().default(null),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
  reason,
};
export const consoleTaskCreateRequest = z.object(taskFields);
export const consoleTaskUpdateRequest = z.object({ id, ...taskFields });
export const consoleTaskResponse = consoleTask;

// ——— Growth: the sign-in calendar and its mystery awards ———

export const consoleMysteryAward = z.object({
  id: z.string(),
  rewardName: z.string(),
  /** Percent, 0 to 100 with two decimals; a day's awards together at most 100. */
  probability: z.number(),
  rewardType: z.enum(['coin', 'exp']),
  rewardQuantity: z.number().int(),
});
export const consoleSignDay = z.object({
  id: z.string(),
  dayNo: z.number().int(),
  describe: z.string(),
  rewardCoin: z.number().int(),
  rewardExp: z.number().int(),
  iconUrl: z.string(),
  isRemind: z.boolean(),
  awards: z.array(consoleMysteryAward),
});
export const consoleSignCalendarResponse = z.object({ days: z.array(consoleSignDay) });
export const consoleSignDaySaveRequest = z.object({
  dayNo: z.coerce.number().int().min(1).max(31),
  describe: title(40),
  rewardCoin: points.default(0),
  rewardExp: points.default(0),
  iconUrl: url.default(''),
  isRemind: z.boolean().default(false),
  /** The day's awards as they should be: with an id to change one, without to add one; one left out is removed. */
  awards: z
    .array(
      z.object({
        id: id.optional(),
        rewardName: title(40),
        probability: z.coerce.number().min(0).max(100).multipleOf(0.01),
        rewardType: z.enum(['coin', 'exp']),
        rewardQuantity: z.coerce.number().int().min(1).max(100_000),
      }),
    )
    .max(20)
    .default([]),
  reason,
});
export const consoleSignDayResponse = consoleSignDay;

// ——— Growth: levels ———

export const consoleLevel = z.object({ level: z.number().int(), name: z.string(), minExp: z.number().int() });
export const consoleLevelsResponse = z.object({ rows: z.array(consoleLevel) });
/** The whole table at once: levels 1, 2, 3… with growing thresholds, level 1 from 0. */
export const consoleLevelsSaveRequest = z.object({
  rows: z
    .array(
      z.object({
        level: z.coerce.number().int().min(1).max(100),
        name: title(20),
        minExp: z.coerce.number().int().min(0).max(100_000_000),
      }),
    )
    .min(1)
    .max(100),
  reason,
});

// ——— Growth: a member's points ———

/** A member by user code (as people/search shows them). */
const memberCode = identifier(40);
export const consolePointsAdjustRequest = z
  .object({
    userId: memberCode,
    /** Signed: positive grants, negative takes back; never below zero (refused). */
    coin: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
    exp: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
    reason,
  })
  .refine((r) => r.coin !== 0 || r.exp !== 0, { message: 'coin or exp', path: ['coin'] });
export const consoleLedgerRow = z.object({
  id: z.string(),
  kind: z.string(),
  reason: z.string(),
  coin: z.number().int(),
  exp: z.number().int(),
  createdAt: z.string(),
});
export const consolePointsAdjustResponse = z.object({
  txn: consoleLedgerRow,
  balance: z.object({ coin: z.number().int(), exp: z.number().int() }),
});
export const consolePointsLedgerRequest = z.object({ userId: memberCode, cursor, pageSize });
export const consolePointsLedgerResponse = keysetPage(consoleLedgerRow).extend({
  balance: z.object({ coin: z.number().int(), exp: z.number().int() }),
});
