import type { ProductRow, SkuRow } from '@app/contract';
import { formatPrice } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { inIdOrder } from '../../platform/db/in-id-order.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { idCursor, pageOf } from './mall-cursor.ts';
import {
  findProduct,
  findProductsByIds,
  findProductsByWords,
  findProductsOfDestination,
  findProductsOfPoi,
  findPromotions,
  findSku,
  findSkusOfProduct,
  findTopProductsOfDestination,
  insertPromotion,
  skuPricesOf,
  type ProductRecord,
  type SkuRecord,
} from './product-repository.ts';
import { queryWords } from '../../platform/text/product-search-text.ts';
import { checkPromotionPrice, PROMOTION_WINDOW_INVALID } from './promotion-rules.ts';
import { isoOf as iso } from '../../platform/db/pg-time.ts';

const idOrNull = (v: number | null) => (v === null ? null : String(v));

export function toProductRow(p: ProductRecord): ProductRow {
  const promotion =
    p.promo_id !== null && p.promo_price !== null && p.promo_starts_at && p.promo_ends_at
      ? {
          id: String(p.promo_id),
          title: p.promo_title ?? '',
          label: p.promo_label ?? '',
          promoPrice: p.promo_price,
          promoPriceText: formatPrice(p.promo_price, p.currency),
          startsAt: iso(p.promo_starts_at),
          endsAt: iso(p.promo_ends_at),
        }
      : null;
  return {
    id: String(p.id),
    title: p.title,
    titleEn: p.title_en,
    subtitle: p.subtitle,
    coverUrl: p.cover_url,
    currency: p.currency,
    priceFrom: p.price_from,
    priceText: formatPrice(p.price_from, p.currency),
    marketPrice: p.market_price,
    marketPriceText: p.market_price === null ? null : formatPrice(p.market_price, p.currency),
    poiId: idOrNull(p.poi_id),
    destinationId: idOrNull(p.destination_id),
    sales: p.sales,
    tags: p.tags,
    promotion,
  };
}

export function toSkuRow(s: SkuRecord): SkuRow {
  return {
    skuId: String(s.id),
    productId: String(s.product_id),
    title: s.title,
    options: s.options,
    currency: s.currency,
    price: s.price,
    priceText: formatPrice(s.price, s.currency),
    marketPrice: s.market_price,
    marketPriceText: s.market_price === null ? null : formatPrice(s.market_price, s.currency),
    stock: s.stock,
    soldOut: s.stock <= 0,
  };
}

/** The option groups of a SKU sheet, in the order they first appear, each with its values in order. */
export function optionGroups(skus: SkuRecord[]) {
  const groups = new Map<string, string[]>();
  for (const s of skus) {
    for (const o of s.options) {
      const values = groups.get(o.name) ?? [];
      if (!values.includes(o.value)) values.push(o.value);
      groups.set(o.name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

const productPage = (rows: ProductRecord[], pageSize: number) => {
  const { page, nextCursor } = pageOf(rows, pageSize, (last) => String(last.id));
  return { rows: page.map(toProductRow), nextCursor };
};

export async function poiProducts(
  app: AppContext,
  input: { poiId: number; cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findProductsOfPoi(app.db, input.poiId, idCursor(input.cursor), input.pageSize + 1);
  return productPage(rows, input.pageSize);
}

export async function destinationProducts(
  app: AppContext,
  input: { destinationId: number; cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findProductsOfDestination(app.db, input.destinationId, idCursor(input.cursor), input.pageSize + 1);
  return productPage(rows, input.pageSize);
}

export async function destinationProductData(app: AppContext, input: { destinationId: number; pageSize: number }) {
  const { rows, total } = await findTopProductsOfDestination(app.db, input.destinationId, input.pageSize);
  return { total, rows: rows.map(toProductRow) };
}

/** The cards of the products global search found, in its order (docs/product/search.md); off-shelf ones left out. */
export async function productCardsByIds(app: AppContext, ids: readonly number[]) {
  return inIdOrder(ids, await findProductsByIds(app.db, ids)).map(toProductRow);
}

export async function searchProducts(
  app: AppContext,
  input: { keyword: string; cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findProductsByWords(app.db, queryWords(input.keyword), idCursor(input.cursor), input.pageSize + 1);
  return productPage(rows, input.pageSize);
}

export async function promotions(
  app: AppContext,
  input: {
    poiId?: number | undefined;
    destinationId?: number | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const rows = await findPromotions(app.db, {
    poiId: input.poiId,
    destinationId: input.destinationId,
    cursorId: idCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const { page, nextCursor } = pageOf(rows, input.pageSize, (last) => String(last.promo_id));
  return {
    rows: page.map((r) => {
      const product = toProductRow(r);
      return { ...product.promotion!, product };
    }),
    nextCursor,
  };
}

export async function skuOptions(app: AppContext, productId: number) {
  const skus = await findSkusOfProduct(app.db, productId);
  if (skus.length === 0 && !(await findProduct(app.db, productId))) throw notFound();
  return { productId: String(productId), options: optionGroups(skus), skus: skus.map(toSkuRow) };
}

export async function productSkuDetail(app: AppContext, productId: number) {
  const [product, skus] = await Promise.all([findProduct(app.db, productId), findSkusOfProduct(app.db, productId)]);
  if (!product) throw notFound();
  return {
    product: { ...toProductRow(product), images: product.images },
    options: optionGroups(skus),
    skus: skus.map(toSkuRow),
  };
}

export async function skuDetail(app: AppContext, skuId: number) {
  const sku = await findSku(app.db, skuId);
  if (!sku) throw notFound();
  const product = await findProduct(app.db, sku.product_id);
  if (!product) throw notFound();
  return { ...toSkuRow(sku), product: toProductRow(product) };
}

export async function skuList(app: AppContext, productId: number) {
  const skus = await findSkusOfProduct(app.db, productId);
  if (skus.length === 0 && !(await findProduct(app.db, productId))) throw notFound();
  return { rows: skus.map(toSkuRow) };
}

/**
 * Saves a promotion of a product, refused ('促销价不能高于原价') unless its price is below every SKU's
 * (docs/product/mall.md, "Promotions"). Takes a database or a transaction: the demo loader writes through it.
 */
export async function addPromotion(
  db: Kysely<DB>,
  p: { productId: number; title: string; label: string; price: number; startsAt: Date; endsAt: Date; sort?: number },
) {
  await checkPromotion(db, p);
  return insertPromotion(db, p);
}

/** The rules of a promotion, checked before it is written (added or changed): its price and its window. */
export async function checkPromotion(
  db: Kysely<DB>,
  p: { productId: number; price: number; startsAt: Date; endsAt: Date },
) {
  checkPromotionPrice(p.price, await skuPricesOf(db, p.productId));
  if (p.endsAt <= p.startsAt) throw refuse(PROMOTION_WINDOW_INVALID);
}
