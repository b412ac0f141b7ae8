import { sql, type Kysely } from 'kysely';
import { executePrepared } from '../../platform/db/prepared-statements.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { CurrencyCode } from '../../platform/db/schema.ts';

export interface CouponRecord {
  id: number;
  kind: 'shop' | 'marketing';
  title: string;
  description: string;
  store_ids: string[];
  channels: string[];
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
 * Where a session came from: its store id and its channel key (both '' for a phone login). An anonymous visitor's
 * channel is unknown (null): the list shows them every channel's coupons, and the claim, after login, decides.
 */
export interface SessionScope {
  storeId: string;
  channel: string | null;
}

/** A coupon's scope in SQL: shop coupons by store id, every coupon by channel key (an empty list: all of them). */
const inScope = (scope: SessionScope) => sql`
  (c.kind = 'marketing' or c.store_ids = '[]'::jsonb or c.store_ids @> ${JSON.stringify([scope.storeId])}::jsonb)
  ${
    scope.channel === null
      ? sql``
      : sql`and (c.channels = '[]'::jsonb or c.channels @> ${JSON.stringify([scope.channel])}::jsonb)`
  }`;

/**
 * Coupons usable at a POI inside their window, with the viewer's claims; shop coupons only where the store id is in
 * their scope (an empty scope: every channel). A POI holds a handful, so this is a bounded list: one query.
 */
export async function findPoiCoupons(db: Kysely<DB>, poiId: number, viewerId: number | null, scope: SessionScope) {
  const r = await sql<CouponRecord>`
    select c.id, c.kind, c.title, c.description, c.store_ids, c.currency, c.discount_amount, c.threshold_amount,
      c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at, c.ends_at, c.channels,
      ${
        viewerId === null
          ? sql`0`
          : sql`(select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${viewerId})`
      }::int as mine
    from coupons c
    where c.poi_id = ${poiId} and c.starts_at <= now() and c.ends_at > now() and ${inScope(scope)}
    order by c.discount_amount desc, c.id
    limit 100`.execute(db);
  return r.rows.map(normalise);
}

/** A coupon with the user's claims of it, read to answer a claim or to say why one was refused. */
export async function findCoupon(db: Kysely<DB>, couponId: number, userId: number) {
  const r = await sql<CouponRecord>`
    select c.id, c.kind, c.title, c.description, c.store_ids, c.currency, c.discount_amount, c.threshold_amount,
      c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at, c.ends_at, c.channels,
      (select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${userId})::int as mine
    from coupons c where c.id = ${couponId}`.execute(db);
  const row = r.rows[0];
  return row ? normalise(row) : undefined;
}

/**
 * Claims one coupon in one statement: the conditional update spends one of the stock only inside the window, the
 * store and channel scope and the user's limit (concurrent claims of the coupon queue on its row and re-check the stock), and the
 * claim row is written with the user's next seq. Two claims of one user racing both compute the same seq: the unique
 * key refuses the second and the whole statement, its spent stock included, is undone. Answers whether it claimed.
 */
export async function claimOnce(
  db: Kysely<DB>,
  input: { couponId: number; userId: number; kind: 'shop' | 'marketing'; scope: SessionScope },
): Promise<'claimed' | 'refused' | 'raced'> {
  try {
    const r = await sql<{ seq: number }>`
      with spent as (
        update coupons c set claimed_count = c.claimed_count + 1
        where c.id = ${input.couponId} and c.kind = ${input.kind}
          and c.claimed_count < c.total_stock and c.starts_at <= now() and c.ends_at > now()
          and ${inScope(input.scope)}
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

export interface ClaimRecord extends CouponRecord {
  claim_id: number;
  claimed_at: Date;
  /** The POI the coupon is used at; places names it (onlinePoiNames). */
  poi_id: number | null;
}

/**
 * One user's claims, newest first, each with its coupon and the id of the POI it is used at (keyset on the claim id). `mine`
 * is the user's claims of that coupon, as everywhere else. Run as a named statement (decision 0013): two texts, with a
 * cursor and without.
 */
export async function findUserClaims(db: Kysely<DB>, userId: number, before: number | null, limit: number) {
  const query = sql<ClaimRecord>`
    select k.id as claim_id, k.claimed_at, c.id, c.kind, c.title, c.description, c.store_ids, c.currency,
      c.discount_amount, c.threshold_amount, c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at, c.ends_at, c.channels,
      (select count(*) from coupon_claims m where m.coupon_id = c.id and m.user_id = ${userId})::int as mine,
      c.poi_id
    from coupon_claims k
    join coupons c on c.id = k.coupon_id
    where k.user_id = ${userId} ${before === null ? sql`` : sql`and k.id < ${before}`}
    order by k.id desc
    limit ${limit}`.compile(db);
  const rows = await executePrepared(db, query);
  return rows.map((row) => ({
    ...row,
    ...normalise(row),
    claim_id: Number(row.claim_id),
    poi_id: row.poi_id === null ? null : Number(row.poi_id),
  }));
}
