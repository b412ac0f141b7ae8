import { sql, type Kysely } from 'kysely';
import type { CurrencyCode, DB } from '../../platform/db/schema.ts';
import { likePatterns } from './catalog-admin-repository.ts';
import { countByChinaDay } from '../../platform/db/day-counts.ts';

// The console's reads and writes of coupons (docs/product/console-catalog.md). Claims are the app's (coupon-repository).

export interface AdminCouponRecord {
  id: number;
  kind: 'shop' | 'marketing';
  title: string;
  description: string;
  currency: CurrencyCode;
  discount_amount: number;
  threshold_amount: number;
  total_stock: number;
  claimed_count: number;
  per_user_limit: number;
  starts_at: Date;
  ends_at: Date;
  poi_id: number | null;
  destination_id: number | null;
  store_ids: string[];
  channels: string[];
  created_at: Date;
}

export interface CouponFields {
  kind: 'shop' | 'marketing';
  title: string;
  description: string;
  currency: CurrencyCode;
  discountAmount: number;
  thresholdAmount: number;
  totalStock: number;
  perUserLimit: number;
  startsAt: Date;
  endsAt: Date;
  poiId: number | null;
  destinationId: number | null;
  storeIds: string[];
  channels: string[];
}

const columns = sql`c.id, c.kind, c.title, c.description, c.currency, c.discount_amount, c.threshold_amount,
  c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at, c.ends_at, c.poi_id, c.destination_id, c.store_ids,
  c.channels, c.created_at`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const normalise = (r: AdminCouponRecord): AdminCouponRecord => ({
  ...r,
  id: Number(r.id),
  poi_id: num(r.poi_id),
  destination_id: num(r.destination_id),
});

/** Coupons newest first (keyset on the id): a part of the title or the id, optionally of one kind. */
export async function listAdminCoupons(
  db: Kysely<DB>,
  input: { q: string; kind?: 'shop' | 'marketing' | undefined; before: number | null; limit: number },
) {
  const [pattern] = likePatterns([input.q.toLowerCase()]);
  const match =
    input.q === ''
      ? sql`true`
      : sql`(lower(c.title) like ${pattern}
          ${/^\d{1,15}$/.test(input.q) ? sql`or c.id = ${Number(input.q)}` : sql``})`;
  const r = await sql<AdminCouponRecord>`
    select ${columns} from coupons c
    where ${match}
      ${input.kind ? sql`and c.kind = ${input.kind}` : sql``}
      ${input.before === null ? sql`` : sql`and c.id < ${input.before}`}
    order by c.id desc
    limit ${input.limit}`.execute(db);
  return r.rows.map(normalise);
}

/** One coupon; `lock` holds its row, so no claim spends its stock while it changes. */
export async function findAdminCoupon(db: Kysely<DB>, id: number, lock = false) {
  const r = await sql<AdminCouponRecord>`
    select ${columns} from coupons c where c.id = ${id} ${lock ? sql`for update` : sql``}`.execute(db);
  const row = r.rows[0];
  return row ? normalise(row) : undefined;
}

const values = (c: CouponFields) => ({
  kind: c.kind,
  title: c.title,
  description: c.description,
  currency: c.currency,
  discount_amount: c.discountAmount,
  threshold_amount: c.thresholdAmount,
  total_stock: c.totalStock,
  per_user_limit: c.perUserLimit,
  starts_at: c.startsAt,
  ends_at: c.endsAt,
  poi_id: c.poiId,
  destination_id: c.destinationId,
  store_ids: JSON.stringify(c.storeIds),
  channels: JSON.stringify(c.channels),
});

export async function insertCoupon(db: Kysely<DB>, c: CouponFields): Promise<number> {
  const row = await db.insertInto('coupons').values(values(c)).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCoupon(db: Kysely<DB>, id: number, c: CouponFields) {
  await db.updateTable('coupons').set(values(c)).where('id', '=', id).execute();
}

/** Coupons claimed by day in China since a moment (the console's dashboard). */
export const couponClaimsByDay = (db: Kysely<DB>, since: Date) =>
  countByChinaDay(db, 'coupon_claims', 'claimed_at', since);
