import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The mall area's demo rows: products with their SKUs, hotels, coupons and the claims of the nearly gone ones.

export async function countProducts(db: Kysely<DB>): Promise<number> {
  const present = await sql<{ n: number }>`select count(*)::int as n from products`.execute(db);
  return Number(present.rows[0]?.n);
}

export async function insertProduct(db: Kysely<DB>, product: Insertable<DB['products']>): Promise<number> {
  const row = await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSkus(db: Kysely<DB>, skus: Insertable<DB['product_skus']>[]) {
  await db.insertInto('product_skus').values(skus).execute();
}

export async function insertHotels(db: Kysely<DB>, hotels: Insertable<DB['hotels']>[]) {
  await db.insertInto('hotels').values(hotels).execute();
}

export async function insertCoupons(db: Kysely<DB>, coupons: Insertable<DB['coupons']>[]) {
  return db.insertInto('coupons').values(coupons).returning(['id', 'claimed_count']).execute();
}

export async function insertCouponClaims(db: Kysely<DB>, claims: Insertable<DB['coupon_claims']>[]) {
  await db.insertInto('coupon_claims').values(claims).execute();
}
