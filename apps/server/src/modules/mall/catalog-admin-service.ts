import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import {
  deletePromotion,
  findAdminProduct,
  findAdminPromotion,
  findAdminSkus,
  findLivePromotionPrices,
  insertProduct,
  insertSku,
  listAdminProducts,
  listAdminPromotions,
  refreshPriceFrom,
  setProductStatus as writeProductStatus,
  takeOffSkusExcept,
  updateProduct as writeProduct,
  updatePromotion as writePromotion,
  updateSku,
  type AdminProductRecord,
  type AdminPromotionRecord,
  type AdminSkuRecord,
  type ProductFields,
  type SkuFields,
} from './catalog-admin-repository.ts';
import { idCursor, pageOf } from './mall-cursor.ts';
import { insertPromotion } from './product-repository.ts';
import { productSearchText, queryWords } from '../../platform/text/product-search-text.ts';
import { checkPromotion } from './product-service.ts';
import { checkPromotionPrice } from './promotion-rules.ts';
import { isoOf as iso } from '../../platform/db/pg-time.ts';

// Products, SKUs and promotions as the console edits them (docs/product/console-catalog.md). Each write takes the
// caller's transaction (the console writes its audit line in the same one) and answers the values before and after.

export const CATALOG_MESSAGES = {
  noSkuOnSale: '至少要有一个在售规格',
  foreignSku: '规格不属于该商品',
  duplicateSku: '同一规格不能出现两次',
} as const;

const idOrNull = (v: number | null) => (v === null ? null : String(v));

const toProductRow = (p: AdminProductRecord) => ({
  id: String(p.id),
  title: p.title,
  titleEn: p.title_en,
  subtitle: p.subtitle,
  coverUrl: p.cover_url,
  currency: p.currency,
  priceFrom: p.price_from,
  marketPrice: p.market_price,
  poiId: idOrNull(p.poi_id),
  destinationId: idOrNull(p.destination_id),
  sales: p.sales,
  tags: p.tags,
  status: p.status,
  skuCount: p.sku_count,
  stock: p.stock,
  createdAt: iso(p.created_at),
});

const toSku = (s: AdminSkuRecord) => ({
  id: String(s.id),
  title: s.title,
  options: s.options,
  price: s.price,
  marketPrice: s.market_price,
  stock: s.stock,
  sort: s.sort,
  status: s.status,
});

const promotionState = (p: AdminPromotionRecord, now: number): 'upcoming' | 'ended' | 'running' =>
  +new Date(p.starts_at) > now ? 'upcoming' : +new Date(p.ends_at) <= now ? 'ended' : 'running';

export const toAdminPromotion = (p: AdminPromotionRecord, now = Date.now()) => ({
  id: String(p.id),
  productId: String(p.product_id),
  productTitle: p.product_title,
  currency: p.currency,
  title: p.title,
  label: p.label,
  promoPrice: p.promo_price,
  startsAt: iso(p.starts_at),
  endsAt: iso(p.ends_at),
  sort: p.sort,
  state: promotionState(p, now),
});

/** The console's list of products: words of the title (as product search matches them) or an id. */
export async function adminProductList(
  db: Kysely<DB>,
  input: {
    q?: string | undefined;
    status?: 'on' | 'off' | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const q = input.q ?? '';
  const rows = await listAdminProducts(db, {
    words: queryWords(q),
    idMatch: /^\d{1,15}$/.test(q) ? Number(q) : null,
    status: input.status,
    before: idCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => String(last.id));
  return { rows: page.map(toProductRow), nextCursor };
}

export async function adminProductDetail(db: Kysely<DB>, id: number, lock = false) {
  const product = await findAdminProduct(db, id, lock);
  if (!product) throw notFound();
  const [skus, promotions] = await Promise.all([
    findAdminSkus(db, id),
    listAdminPromotions(db, { productId: id, before: null, limit: 100 }),
  ]);
  const now = Date.now();
  return {
    ...toProductRow(product),
    images: product.images,
    skus: skus.map(toSku),
    promotions: promotions.map((p) => toAdminPromotion(p, now)),
  };
}

export type ProductInput = ProductFields & { skus: (SkuFields & { id?: number | undefined })[] };

const searchTextOf = (p: ProductFields) => productSearchText(p.title, p.titleEn, p.subtitle, ...p.tags);

/** The SKUs of a form are sound: one on sale at least, each id once and (for a change) the product's own. */
function checkSkus(skus: ProductInput['skus'], ownIds: readonly number[]) {
  if (!skus.some((s) => s.status === 'on')) throw refuse(CATALOG_MESSAGES.noSkuOnSale);
  const ids = skus.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  if (new Set(ids).size !== ids.length) throw refuse(CATALOG_MESSAGES.duplicateSku);
  if (ids.some((id) => !ownIds.includes(id))) throw refuse(CATALOG_MESSAGES.foreignSku);
}

/**
 * The SKUs' prices may not fall to or below a promotion that has not ended: a promotion is a real saving on the
 * product's lowest price (the mall's rule, promotion-rules.ts), whichever side changes.
 */
async function checkPricesAbovePromotions(db: Kysely<DB>, productId: number, skus: ProductInput['skus']) {
  const prices = skus.filter((s) => s.status === 'on').map((s) => s.price);
  for (const promoPrice of await findLivePromotionPrices(db, productId)) checkPromotionPrice(promoPrice, prices);
}

async function writeSkus(db: Kysely<DB>, productId: number, skus: ProductInput['skus']) {
  const kept: number[] = [];
  for (const s of skus) {
    if (s.id === undefined) kept.push(await insertSku(db, productId, s));
    else {
      await updateSku(db, productId, s.id, s);
      kept.push(s.id);
    }
  }
  await takeOffSkusExcept(db, productId, kept);
  await refreshPriceFrom(db, productId);
}

export async function createProduct(db: Kysely<DB>, input: ProductInput) {
  checkSkus(input.skus, []);
  const id = await insertProduct(db, input, searchTextOf(input));
  for (const s of input.skus) await insertSku(db, id, s);
  await refreshPriceFrom(db, id);
  return { after: await adminProductDetail(db, id) };
}

export async function updateProduct(db: Kysely<DB>, id: number, input: ProductInput) {
  const before = await adminProductDetail(db, id, true);
  checkSkus(
    input.skus,
    before.skus.map((s) => Number(s.id)),
  );
  await checkPricesAbovePromotions(db, id, input.skus);
  await writeProduct(db, id, input, searchTextOf(input));
  await writeSkus(db, id, input.skus);
  return { before, after: await adminProductDetail(db, id) };
}

export async function setProductStatus(db: Kysely<DB>, id: number, status: 'on' | 'off') {
  const before = await adminProductDetail(db, id, true);
  await writeProductStatus(db, id, status);
  return { before, after: await adminProductDetail(db, id) };
}

export async function adminPromotionList(
  db: Kysely<DB>,
  input: { productId?: number | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await listAdminPromotions(db, {
    productId: input.productId,
    before: idCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => String(last.id));
  const now = Date.now();
  return { rows: page.map((p) => toAdminPromotion(p, now)), nextCursor };
}

export interface PromotionInput {
  title: string;
  label: string;
  price: number;
  startsAt: Date;
  endsAt: Date;
  sort: number;
}

async function promotionView(db: Kysely<DB>, id: number, lock = false) {
  const p = await findAdminPromotion(db, id, lock);
  if (!p) throw notFound();
  return toAdminPromotion(p);
}

/** A new promotion, through the mall's own rule: below the product's lowest SKU price or refused. */
export async function createPromotion(db: Kysely<DB>, productId: number, input: PromotionInput) {
  // The product's row lock: its SKU prices cannot change under the check.
  await adminProductDetail(db, productId, true);
  await checkPromotion(db, { productId, ...input });
  const { id } = await insertPromotion(db, { productId, ...input });
  return { after: await promotionView(db, Number(id)) };
}

export async function updatePromotion(db: Kysely<DB>, id: number, input: PromotionInput) {
  const before = await promotionView(db, id, true);
  const productId = Number(before.productId);
  await adminProductDetail(db, productId, true);
  await checkPromotion(db, { productId, ...input });
  await writePromotion(db, id, input);
  return { before, after: await promotionView(db, id) };
}

export async function removePromotion(db: Kysely<DB>, id: number) {
  const before = await promotionView(db, id, true);
  await deletePromotion(db, id);
  return { before };
}
