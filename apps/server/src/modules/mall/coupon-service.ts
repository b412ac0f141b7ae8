import type { CouponRow, MyCouponRow } from '@app/contract';
import { formatPrice } from '@app/rules';
import type { FastifyRequest } from 'fastify';
import { findSessionChannel } from '../../platform/auth/session-repository.ts';
import { hashToken, tokenFromRequest, type SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { storeAndChannelOf } from '../identity/index.ts';
import {
  claimOnce,
  findCoupon,
  findPoiCoupons,
  findUserClaims,
  type ClaimRecord,
  type CouponRecord,
  type SessionScope,
} from './coupon-repository.ts';
import { idCursor, pageOf } from './mall-cursor.ts';

export const COUPON_MESSAGES = {
  notStarted: '优惠券尚未开始领取',
  ended: '优惠券已过期',
  soldOut: '优惠券已领完',
  once: '您已领取过该优惠券',
  limit: (n: number) => `每人限领${n}张`,
  outOfScope: '该优惠券仅限指定渠道领取',
  wrongKind: '该优惠券不能在此领取',
  busy: '领取的人太多了，请再试一次',
} as const;

/**
 * The store id and channel of the caller's session (never the client's word): they decide which coupons the caller
 * may claim.
 */
export async function sessionScope(app: AppContext, request: FastifyRequest): Promise<SessionScope> {
  const token = tokenFromRequest(request.query, request.headers.authorization);
  const channel = token ? await findSessionChannel(app.db, hashToken(token)) : undefined;
  return channel === undefined ? { storeId: '', channel: '' } : storeAndChannelOf(app.db, channel);
}

function stateOf(c: CouponRecord, now: number): CouponRow['state'] {
  if (c.mine >= c.per_user_limit) return 'claimed';
  if (c.claimed_count >= c.total_stock || Date.parse(c.ends_at) <= now) return 'gone';
  return 'claimable';
}

export function toCouponRow(c: CouponRecord, now = Date.now()): CouponRow {
  const row = couponFields(c) as CouponRow;
  row.state = stateOf(c, now);
  return row;
}

/** A coupon as every list shows it, but for its claimable state: 我的券's rows carry a claim's state instead. */
function couponFields(c: CouponRecord): Omit<CouponRow, 'state'> {
  return {
    id: String(c.id),
    kind: c.kind,
    title: c.title,
    description: c.description,
    currency: c.currency,
    discountAmount: c.discount_amount,
    discountText: formatPrice(c.discount_amount, c.currency),
    thresholdAmount: c.threshold_amount,
    thresholdText: c.threshold_amount > 0 ? `满${formatPrice(c.threshold_amount, c.currency)}可用` : '无门槛',
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    totalStock: c.total_stock,
    remaining: Math.max(0, c.total_stock - c.claimed_count),
    perUserLimit: c.per_user_limit,
    claimedByMe: c.mine,
  };
}

/** Coupons usable at a POI with their state for this viewer. An anonymous visitor's store id is only a filter. */
export async function poiCoupons(
  app: AppContext,
  viewer: SessionUser | null,
  request: FastifyRequest,
  input: { poiId: number; storeId?: string | undefined },
) {
  const scope = viewer ? await sessionScope(app, request) : { storeId: input.storeId ?? '', channel: null };
  const rows = await findPoiCoupons(app.db, input.poiId, viewer?.id ?? null, scope);
  return { rows: rows.map((c) => toCouponRow(c)) };
}

/** One user's claims racing each other: each loser tries again, at most this many times. */
const CLAIM_RETRIES = 10;

/** Why a claim was refused, checked in the order a user would want to hear it. */
function refusalOf(c: CouponRecord, kind: 'shop' | 'marketing', scope: SessionScope, now: number) {
  if (c.kind !== kind) return COUPON_MESSAGES.wrongKind;
  if (Date.parse(c.starts_at) > now) return COUPON_MESSAGES.notStarted;
  if (Date.parse(c.ends_at) <= now) return COUPON_MESSAGES.ended;
  if (kind === 'shop' && c.store_ids.length > 0 && !c.store_ids.includes(scope.storeId)) {
    return COUPON_MESSAGES.outOfScope;
  }
  if (c.channels.length > 0 && !c.channels.includes(scope.channel ?? '')) return COUPON_MESSAGES.outOfScope;
  if (c.mine >= c.per_user_limit) {
    return c.per_user_limit === 1 ? COUPON_MESSAGES.once : COUPON_MESSAGES.limit(c.per_user_limit);
  }
  if (c.claimed_count >= c.total_stock) return COUPON_MESSAGES.soldOut;
  // Nothing stands in the way now: the claim lost every retry to the same user's other claims.
  return COUPON_MESSAGES.busy;
}

/**
 * Claims one coupon atomically (one conditional statement, see claimOnce): never over the stock, the user's limit,
 * the window or the store and channel scope. A refusal is explained from the coupon as it stands afterwards.
 */
export async function claimCoupon(
  app: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  kind: 'shop' | 'marketing',
  couponId: number,
) {
  const scope = await sessionScope(app, request);
  // Two claims of one user at once compute the same seq and one statement is undone ('raced'): nothing refused it,
  // so it is tried again (docs/product/nothing-twice.md, "Refusals under concurrency").
  let outcome = await claimOnce(app.db, { couponId, userId: user.id, kind, scope });
  for (let retry = 0; outcome === 'raced' && retry < CLAIM_RETRIES; retry++) {
    outcome = await claimOnce(app.db, { couponId, userId: user.id, kind, scope });
  }
  const c = await findCoupon(app.db, couponId, user.id);
  if (!c) throw notFound();
  if (outcome !== 'claimed') throw refuse(refusalOf(c, kind, scope, Date.now()));
  return { coupon: toCouponRow(c) };
}

/** A claimed coupon's state for its holder: inside its window, before it, or after it (docs/product/mall.md). */
export function claimStateOf(c: Pick<CouponRecord, 'starts_at' | 'ends_at'>, now: number): MyCouponRow['state'] {
  if (Date.parse(c.ends_at) <= now) return 'expired';
  if (Date.parse(c.starts_at) > now) return 'notStarted';
  return 'usable';
}

function toMyCouponRow(c: ClaimRecord, now: number): MyCouponRow {
  return {
    claimId: String(c.claim_id),
    claimedAt: c.claimed_at,
    state: claimStateOf(c, now),
    // Built without the claimable state, not built with it and copied without it: a copy of every row of a page
    // costs more than building it (the comments' page, docs/performance.md).
    coupon: couponFields(c),
    // Only a POI that is online is named; one offline shows none.
    poi: c.poi_id !== null && c.poi_name !== null ? { id: String(c.poi_id), name: c.poi_name } : null,
  };
}

/** One's claimed coupons, newest claim first: what 我的券 lists. */
export async function myCoupons(
  app: AppContext,
  user: SessionUser,
  input: { cursor?: string | null; pageSize: number },
) {
  const rows = await findUserClaims(app.db, user.id, idCursor(input.cursor), input.pageSize + 1);
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => String(last.claim_id));
  const now = Date.now();
  return { rows: page.map((c) => toMyCouponRow(c, now)), nextCursor };
}
