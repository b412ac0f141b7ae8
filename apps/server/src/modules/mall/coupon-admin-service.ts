import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import {
  findAdminCoupon,
  insertCoupon,
  listAdminCoupons,
  updateCoupon as writeCoupon,
  type AdminCouponRecord,
  type CouponFields,
} from './coupon-admin-repository.ts';
import { idCursor, pageOf } from './mall-cursor.ts';

// Coupons as the console edits them (docs/product/console-catalog.md): each write takes the caller's transaction and
// answers the values before and after, for the audit trail. The app's claim (coupon-service.ts) honours every field.

export const COUPON_ADMIN_MESSAGES = {
  window: '结束时间必须晚于开始时间',
  stockBelowClaimed: (n: number) => `库存不能少于已领取的${n}张`,
  storesOnlyForShop: '只有店铺券可以限定门店',
} as const;

const toCoupon = (c: AdminCouponRecord) => ({
  id: String(c.id),
  kind: c.kind,
  title: c.title,
  description: c.description,
  currency: c.currency,
  discountAmount: c.discount_amount,
  thresholdAmount: c.threshold_amount,
  totalStock: c.total_stock,
  claimedCount: c.claimed_count,
  claimedText: `${c.claimed_count} / ${c.total_stock}`,
  perUserLimit: c.per_user_limit,
  startsAt: new Date(c.starts_at).toISOString(),
  endsAt: new Date(c.ends_at).toISOString(),
  poiId: c.poi_id === null ? null : String(c.poi_id),
  destinationId: c.destination_id === null ? null : String(c.destination_id),
  storeIds: c.store_ids,
  channels: c.channels,
  createdAt: new Date(c.created_at).toISOString(),
});

export async function adminCouponList(
  db: Kysely<DB>,
  input: {
    q?: string | undefined;
    kind?: 'shop' | 'marketing' | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const rows = await listAdminCoupons(db, {
    q: input.q ?? '',
    kind: input.kind,
    before: idCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => String(last.id));
  return { rows: page.map(toCoupon), nextCursor };
}

export async function adminCoupon(db: Kysely<DB>, id: number, lock = false) {
  const c = await findAdminCoupon(db, id, lock);
  if (!c) throw notFound();
  return toCoupon(c);
}

function checkCoupon(c: CouponFields) {
  if (c.endsAt <= c.startsAt) throw refuse(COUPON_ADMIN_MESSAGES.window);
  // Store ids scope shop coupons only (the claim ignores them on a marketing coupon): saying otherwise would mislead.
  if (c.kind === 'marketing' && c.storeIds.length > 0) throw refuse(COUPON_ADMIN_MESSAGES.storesOnlyForShop);
}

export async function createCoupon(db: Kysely<DB>, input: CouponFields) {
  checkCoupon(input);
  const id = await insertCoupon(db, input);
  return { after: await adminCoupon(db, id) };
}

/** A change under the coupon's row lock: claims wait, and the stock never goes below what was claimed. */
export async function updateCoupon(db: Kysely<DB>, id: number, input: CouponFields) {
  checkCoupon(input);
  const before = await adminCoupon(db, id, true);
  if (input.totalStock < before.claimedCount)
    throw refuse(COUPON_ADMIN_MESSAGES.stockBelowClaimed(before.claimedCount));
  await writeCoupon(db, id, input);
  return { before, after: await adminCoupon(db, id) };
}
