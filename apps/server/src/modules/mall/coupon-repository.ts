import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { CurrencyCode } from '../../platform/db/schema.ts';

export interface CouponRecord {
  id: number;
  kind: 'shop' | 'marketing';
  title: string;
  description: string;
  store_ids: string[];
  currency: CurrencyCode;
  discount_amount: number;
  threshold_amount: number;
  total_stock: number;
  claimed_count: number;
  per_user_limit: number;
  starts_at: Date;
  ends_at: Date;
  mine: number;
}

const normalise = (r: CouponRecord): CouponRecord => ({ ...r, id: Number(r.id), mine: Number(r.mine) });

/**
 * The store id a session carries: 'storeid:<id>' from the auto-login flow, or a channel key whose row in the
 * channel table names one. Phone logins carry none.
 */
export async function findSessionStoreId(db: Kysely<DB>, tokenHash: Uint8Array): Promise<string> {
  const r = await sql<{ store_id: string | null }>`
    select case when s.channel like 'storeid:%' then substr(s.channel, 9)
      else (select c.store_id from channels c where c.key = s.channel and s.channel <> '' order by c.source limit 1)
      end as store_id
    from sessions s where s.token_hash = ${tokenHash}`.execute(db);
  return r.rows[0]?.store_id ?? '';
}

/**
 * Coupons usable at a POI inside their window, with the viewer's claims; shop coupons only where the store id is in
 * their scope (an empty scope: every channel). A POI holds a handful, so this is a bounded list: one query.
 */
export async function findPoiCoupons(db: Kysely<DB>, poiId: number, viewerId: number | null, storeId: string) {
  const r = await sql<CouponRecord>`
    select c.id, c.kind, c.title, c.description, c.store_ids, c.currency, c.discount_amount, c.threshold_amount,
      c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at, c.ends_at,
      ${
        viewerId === null
          ? sql`0`
          : sql`(select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${viewerId})`
      }::int as mine
    from coupons c
    where c.poi_id = ${poiId} and c.starts_at <= now() and c.ends_at > now()
      and (c.kind = 'marketing' or c.store_ids = '[]'::jsonb or c.store_ids @> ${JSON.stringify([storeId])}::jsonb)
    order by c.discount_amount desc, c.id
    limit 100`.execute(db);
  return r.rows.map(normalise);
}

/** A coupon with the user's claims of it, read to answer a claim or to say why one was refused. */
export async function findCoupon(db: Kysely<DB>, couponId: number, userId: number) {
  const r = await sql<CouponRecord>`
    select c.id, c.kind, c.title, c.description, c.store_ids, c.currency, c.discount_amount, c.threshold_amount,
      c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at, c.ends_at,
      (select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${userId})::int as mine
    from coupons c where c.id = ${couponId}`.execute(db);
  const row = r.rows[0];
  return row ? normalise(row) : undefined;
}

/**
 * Claims one coupon in one statement: the conditional update spends one of the stock only inside the window, the
 * store scope and the user's limit (concurrent claims of the coupon queue on its row and re-check the stock), and the
 * claim row is written with the user's next seq. Two claims of one user racing both compute the same seq: the unique
 * key refuses the second and the whole statement, its spent stock included, is undone. Answers whether it claimed.
 */
export async function claimOnce(
  db: Kysely<DB>,
  input: { couponId: number; userId: number; kind: 'shop' | 'marketing'; storeId: string },
): Promise<'claimed' | 'refused' | 'raced'> {
  try {
    const r = await sql<{ seq: number }>`
      with spent as (
        update coupons c set claimed_count = c.claimed_count + 1
        where c.id = ${input.couponId} and c.kind = ${input.kind}
          and c.claimed_count < c.total_stock and c.starts_at <= now() and c.ends_at > now()
          and (c.kind = 'marketing' or c.store_ids = '[]'::jsonb
            or c.store_ids @> ${JSON.stringify([input.storeId])}::jsonb)
          and (select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${input.userId})
            < c.per_user_limit
        returning c.id
      )
      insert into coupon_claims (coupon_id, user_id, seq)
      select spent.id, ${input.userId},
        (select count(*) from coupon_claims k where k.coupon_id = spent.id and k.user_id = ${input.userId}) + 1
      from spent
      returning seq`.execute(db);
    return r.rows.length > 0 ? 'claimed' : 'refused';
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return 'raced';
    throw err;
  }
}
