import { sql, type Kysely } from 'kysely';
import { executePrepared, literalLimit, unseenByPlanner } from '../../platform/db/prepared-statements.ts';
import { isoTimesInPlace } from '../../platform/db/pg-time.ts';
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
  /** ISO 8601 instants, as answers carry them. */
  starts_at: string;
  ends_at: string;
  mine: number;
}

/**
 * A coupon's columns as every coupon query reads them. Its window is read as PostgreSQL's text and rearranged into ISO
 * in place (isoTimesInPlace): parsing each time into a Date and writing it out again cost 我的券 about a tenth of its CPU
 * (docs/performance.md). Ids and counts arrive as numbers (bigints are parsed so on both engines, database.ts).
 */
const COUPON_COLUMNS = sql`c.id, c.kind, c.title, c.description, c.store_ids, c.currency, c.discount_amount,
  c.threshold_amount, c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at::text as starts_at,
  c.ends_at::text as ends_at, c.channels`;

/** A coupon's window, read as text and made ISO in place. */
const WINDOW = ['starts_at', 'ends_at'] as const;

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
    select ${COUPON_COLUMNS},
      ${
        viewerId === null
          ? sql`0`
          : sql`(select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${viewerId})`
      }::int as mine
    from coupons c
    where c.poi_id = ${poiId} and c.starts_at <= now() and c.ends_at > now() and ${inScope(scope)}
    order by c.discount_amount desc, c.id
    limit 100`.execute(db);
  return isoTimesInPlace(r.rows, WINDOW);
}

/** A coupon with the user's claims of it, read to answer a claim or to say why one was refused. */
export async function findCoupon(db: Kysely<DB>, couponId: number, userId: number) {
  const r = await sql<CouponRecord>`
    select ${COUPON_COLUMNS},
      (select count(*) from coupon_claims k where k.coupon_id = c.id and k.user_id = ${userId})::int as mine
    from coupons c where c.id = ${couponId}`.execute(db);
  return isoTimesInPlace(r.rows, WINDOW)[0];
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
  /** ISO 8601, as the window's. */
  claimed_at: string;
  /** The POI the coupon is used at, and its name while it is online (places' online_poi_names). */
  poi_id: number | null;
  poi_name: string | null;
}

/** A claim's times: its coupon's window and when it was claimed. */
const CLAIM_TIMES = [...WINDOW, 'claimed_at'] as const;

/**
 * One user's claims, newest first, each with its coupon and the POI it is used at, named by places' published view
 * (keyset on the claim id). `mine` is the user's claims of that coupon, as everywhere else. Run as a named statement
 * (decision 0013): two texts, with a cursor and without; the LIMIT a literal, as a parameter would have the generic
 * plan expect a tenth of the table; the user unseen by the planner, or a member with a claim or two has it planned
 * afresh on every request (unseenByPlanner).
 */
export async function findUserClaims(db: Kysely<DB>, userId: number, before: number | null, limit: number) {
  const query = sql<ClaimRecord>`
    select k.id as claim_id, k.claimed_at::text as claimed_at, ${COUPON_COLUMNS},
      (select count(*) from coupon_claims m where m.coupon_id = c.id and m.user_id = ${userId})::int as mine,
      c.poi_id, p.name as poi_name
    from coupon_claims k
    join coupons c on c.id = k.coupon_id
    left join online_poi_names p on p.id = c.poi_id
    where k.user_id = ${unseenByPlanner(userId)} ${before === null ? sql`` : sql`and k.id < ${before}`}
    order by k.id desc
    limit ${literalLimit(limit)}`.compile(db);
  return isoTimesInPlace(await executePrepared(db, query), CLAIM_TIMES);
}
