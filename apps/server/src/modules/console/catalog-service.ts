import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import {
  adjustPoints,
  createTask,
  ledgerPage,
  saveLevels,
  saveSignDay,
  updateTask,
  type TaskFields,
} from '../growth/index.ts';
import { findUserIdByCode } from '../identity/index.ts';
import {
  createCoupon,
  createHotel,
  createProduct,
  createPromotion,
  removePromotion,
  setHotelStatus,
  setProductStatus,
  updateCoupon,
  updateHotel,
  updateProduct,
  updatePromotion,
  type CouponFields,
  type HotelFields,
  type ProductInput,
  type PromotionInput,
} from '../mall/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';

// The console's catalog and growth writes (docs/product/console-catalog.md). The owning area (mall, growth) decides
// what each write does, through its public surface, inside a transaction the console opens; the audit line, with the
// values before and after and the reason, is written in the same transaction, so it exists exactly when the write
// does. The micro-cache is emptied after the commit by every `write: true` console path (register-endpoints.ts).

interface Written {
  before?: unknown;
  after?: unknown;
}

/** Runs a write of an owning area and its audit line in one transaction; answers what the write answered. */
async function audited<R extends Written>(
  app: AppContext,
  actor: AuditActor,
  write: (trx: Transaction<DB>) => Promise<R>,
  what: { action: string; targetType: string; reason: string; targetId: (r: R) => string | number },
): Promise<R> {
  return app.db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await appendAudit(trx, actor, {
      action: what.action,
      targetType: what.targetType,
      targetId: what.targetId(result),
      before: result.before ?? null,
      after: result.after ?? null,
      reason: what.reason,
    });
    return result;
  });
}

const idOf = (r: Written) => (r.after ?? r.before) as { id: string };

// ——— Products ———

export const productCreate = (app: AppContext, actor: AuditActor, input: ProductInput & { reason: string }) =>
  audited(app, actor, (trx) => createProduct(trx, input), {
    action: 'product.create',
    targetType: 'product',
    reason: input.reason,
    targetId: (r) => idOf(r).id,
  }).then((r) => r.after);

export const productUpdate = (
  app: AppContext,
  actor: AuditActor,
  input: ProductInput & { id: number; reason: string },
) =>
  audited(app, actor, (trx) => updateProduct(trx, input.id, input), {
    action: 'product.update',
    targetType: 'product',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

export const productSetStatus = (
  app: AppContext,
  actor: AuditActor,
  input: { id: number; status: 'on' | 'off'; reason: string },
) =>
  audited(app, actor, (trx) => setProductStatus(trx, input.id, input.status), {
    action: `product.${input.status}`,
    targetType: 'product',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

// ——— Hotels ———

export const hotelCreate = (app: AppContext, actor: AuditActor, input: HotelFields & { reason: string }) =>
  audited(app, actor, (trx) => createHotel(trx, input), {
    action: 'hotel.create',
    targetType: 'hotel',
    reason: input.reason,
    targetId: (r) => idOf(r).id,
  }).then((r) => r.after);

export const hotelUpdate = (app: AppContext, actor: AuditActor, input: HotelFields & { id: number; reason: string }) =>
  audited(app, actor, (trx) => updateHotel(trx, input.id, input), {
    action: 'hotel.update',
    targetType: 'hotel',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

export const hotelSetStatus = (
  app: AppContext,
  actor: AuditActor,
  input: { id: number; status: 'on' | 'off'; reason: string },
) =>
  audited(app, actor, (trx) => setHotelStatus(trx, input.id, input.status), {
    action: `hotel.${input.status}`,
    targetType: 'hotel',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

// ——— Coupons ———

type CouponInput = Omit<CouponFields, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string; reason: string };
const couponFields = (input: CouponInput): CouponFields => ({
  ...input,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

export const couponCreate = (app: AppContext, actor: AuditActor, input: CouponInput) =>
  audited(app, actor, (trx) => createCoupon(trx, couponFields(input)), {
    action: 'coupon.create',
    targetType: 'coupon',
    reason: input.reason,
    targetId: (r) => idOf(r).id,
  }).then((r) => r.after);

export const couponUpdate = (app: AppContext, actor: AuditActor, input: CouponInput & { id: number }) =>
  audited(app, actor, (trx) => updateCoupon(trx, input.id, couponFields(input)), {
    action: 'coupon.update',
    targetType: 'coupon',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

// ——— Promotions ———

interface PromotionForm {
  title: string;
  label: string;
  promoPrice: number;
  startsAt: string;
  endsAt: string;
  sort: number;
  reason: string;
}
const promotionInput = (p: PromotionForm): PromotionInput => ({
  title: p.title,
  label: p.label,
  price: p.promoPrice,
  startsAt: new Date(p.startsAt),
  endsAt: new Date(p.endsAt),
  sort: p.sort,
});

export const promotionCreate = (app: AppContext, actor: AuditActor, input: PromotionForm & { productId: number }) =>
  audited(app, actor, (trx) => createPromotion(trx, input.productId, promotionInput(input)), {
    action: 'promotion.create',
    targetType: 'promotion',
    reason: input.reason,
    targetId: (r) => idOf(r).id,
  }).then((r) => r.after);

export const promotionUpdate = (app: AppContext, actor: AuditActor, input: PromotionForm & { id: number }) =>
  audited(app, actor, (trx) => updatePromotion(trx, input.id, promotionInput(input)), {
    action: 'promotion.update',
    targetType: 'promotion',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

export const promotionRemove = (app: AppContext, actor: AuditActor, input: { id: number; reason: string }) =>
  audited(app, actor, (trx) => removePromotion(trx, input.id), {
    action: 'promotion.remove',
    targetType: 'promotion',
    reason: input.reason,
    targetId: () => input.id,
  }).then(() => ({ id: String(input.id) }));

// ——— Growth ———

type TaskForm = Omit<TaskFields, 'startsAt' | 'endsAt'> & {
  startsAt: string | null;
  endsAt: string | null;
  reason: string;
};
const taskFields = (t: TaskForm): TaskFields => ({
  ...t,
  startsAt: t.startsAt === null ? null : new Date(t.startsAt),
  endsAt: t.endsAt === null ? null : new Date(t.endsAt),
});

export const taskCreate = (app: AppContext, actor: AuditActor, input: TaskForm) =>
  audited(app, actor, (trx) => createTask(trx, taskFields(input)), {
    action: 'task.create',
    targetType: 'task',
    reason: input.reason,
    targetId: (r) => idOf(r).id,
  }).then((r) => r.after);

export const taskUpdate = (app: AppContext, actor: AuditActor, input: TaskForm & { id: number }) =>
  audited(app, actor, (trx) => updateTask(trx, input.id, taskFields(input)), {
    action: 'task.update',
    targetType: 'task',
    reason: input.reason,
    targetId: () => input.id,
  }).then((r) => r.after);

export const signDaySave = (
  app: AppContext,
  actor: AuditActor,
  input: Parameters<typeof saveSignDay>[1] & { reason: string },
) =>
  audited(app, actor, (trx) => saveSignDay(trx, input), {
    action: 'sign.saveDay',
    targetType: 'signDay',
    reason: input.reason,
    targetId: () => input.dayNo,
  }).then((r) => r.after);

export const levelsSave = (
  app: AppContext,
  actor: AuditActor,
  input: { rows: { level: number; name: string; minExp: number }[]; reason: string },
) =>
  audited(app, actor, (trx) => saveLevels(trx, input.rows), {
    action: 'levels.save',
    targetType: 'levels',
    reason: input.reason,
    targetId: () => 'growth_levels',
  }).then((r) => r.after);

/** A member named by their user code (as people/search shows them). */
async function memberId(app: AppContext, userCode: string) {
  const id = await findUserIdByCode(app.db, userCode);
  if (id === undefined) throw notFound();
  return Number(id);
}

/**
 * A manual points adjustment: a ledger transaction through the growth area (never a balance written directly),
 * refused below zero; the audit line holds the balances before and after.
 */
export async function pointsAdjust(
  app: AppContext,
  actor: AuditActor,
  input: { userId: string; coin: number; exp: number; reason: string },
) {
  const userId = await memberId(app, input.userId);
  // Unique per adjustment: the ledger's event key is unique per user.
  const eventKey = `adjust:${Date.now().toString(36)}:${crypto.randomUUID()}`;
  const done = await audited(
    app,
    actor,
    async (trx) => {
      const r = await adjustPoints(trx, { userId, coin: input.coin, exp: input.exp, reason: input.reason, eventKey });
      const change = { coin: input.coin, exp: input.exp };
      return { ...r, before: { balance: r.before, change }, after: { balance: r.balance, change, txnId: r.txn.id } };
    },
    { action: 'points.adjust', targetType: 'user', reason: input.reason, targetId: () => input.userId },
  );
  return { txn: done.txn, balance: done.balance };
}

export async function pointsLedger(
  app: AppContext,
  input: { userId: string; cursor?: string | null | undefined; pageSize: number },
) {
  const userId = await memberId(app, input.userId);
  if (input.cursor && !/^\d{1,15}$/.test(input.cursor)) throw new AppError('badRequest', '参数错误：cursor');
  const before = input.cursor ? Number(input.cursor) : null;
  const page = await ledgerPage(app.db, userId, before, input.pageSize + 1);
  const rows = page.rows.slice(0, input.pageSize);
  return {
    rows,
    nextCursor: page.rows.length > input.pageSize ? rows[rows.length - 1]!.id : null,
    balance: page.balance,
  };
}
