import { sql, type Kysely } from 'kysely';
import type { CurrencyCode, DB, SkuOption } from '../../platform/db/schema.ts';
import { productChanged } from './product-events.ts';
import type { ProductColumns } from './product-repository.ts';

// The console's reads and writes of products, SKUs and promotions (docs/product/console-catalog.md). Unlike the
// app's reads, these see what is off the shelf too.

export interface AdminProductRecord extends ProductColumns {
  status: 'on' | 'off';
  sku_count: number;
  stock: number;
  created_at: Date;
}

export interface AdminSkuRecord {
  id: number;
  title: string;
  options: SkuOption[];
  price: number;
  market_price: number | null;
  stock: number;
  sort: number;
  status: 'on' | 'off';
}

export interface AdminPromotionRecord {
  id: number;
  product_id: number;
  product_title: string;
  currency: CurrencyCode;
  title: string;
  label: string;
  promo_price: number;
  starts_at: Date;
  ends_at: Date;
  sort: number;
}

export interface ProductFields {
  title: string;
  titleEn: string;
  subtitle: string;
  coverUrl: string;
  images: string[];
  currency: CurrencyCode;
  marketPrice: number | null;
  poiId: number | null;
  destinationId: number | null;
  tags: string[];
}

export interface SkuFields {
  title: string;
  options: SkuOption[];
  price: number;
  marketPrice: number | null;
  stock: number;
  sort: number;
  status: 'on' | 'off';
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const productColumns = sql`p.id, p.title, p.title_en, p.subtitle, p.cover_url, p.images, p.currency, p.price_from,
  p.market_price, p.poi_id, p.destination_id, p.sales, p.tags, p.status, p.created_at,
  (select count(*) from product_skus s where s.product_id = p.id and s.status = 'on')::int as sku_count,
  (select coalesce(sum(s.stock), 0) from product_skus s where s.product_id = p.id and s.status = 'on')::int as stock`;

const normaliseProduct = (r: AdminProductRecord): AdminProductRecord => ({
  ...r,
  id: Number(r.id),
  poi_id: num(r.poi_id),
  destination_id: num(r.destination_id),
  sku_count: Number(r.sku_count),
  stock: Number(r.stock),
});

/** LIKE patterns of a search's words, with LIKE's own characters escaped. */
export const likePatterns = (words: readonly string[]) =>
  words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/**
 * Products newest first, keyset on the id: every word of the search in the product's search text (or the id itself),
 * optionally only those on or off the shelf.
 */
export async function listAdminProducts(
  db: Kysely<DB>,
  input: {
    words: string[];
    idMatch: number | null;
    status?: 'on' | 'off' | undefined;
    before: number | null;
    limit: number;
  },
) {
  const match =
    input.words.length === 0
      ? sql`true`
      : sql`(${sql.join(
          likePatterns(input.words).map((w) => sql`p.search_text like ${w}`),
          sql` and `,
        )} ${input.idMatch === null ? sql`` : sql`or p.id = ${input.idMatch}`})`;
  const r = await sql<AdminProductRecord>`
    select ${productColumns} from products p
    where ${match}
      ${input.status ? sql`and p.status = ${input.status}` : sql``}
      ${input.before === null ? sql`` : sql`and p.id < ${input.before}`}
    order by p.id desc
    limit ${input.limit}`.execute(db);
  return r.rows.map(normaliseProduct);
}

/** One product, on or off the shelf; `lock` takes its row lock for a change. */
export async function findAdminProduct(db: Kysely<DB>, id: number, lock = false) {
  const r = await sql<AdminProductRecord>`
    select ${productColumns} from products p where p.id = ${id} ${lock ? sql`for update` : sql``}`.execute(db);
  const row = r.rows[0];
  return row ? normaliseProduct(row) : undefined;
}

export async function findAdminSkus(db: Kysely<DB>, productId: number): Promise<AdminSkuRecord[]> {
  const rows = await db
    .selectFrom('product_skus')
    .select(['id', 'title', 'options', 'price', 'market_price', 'stock', 'sort', 'status'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

const productValues = (p: ProductFields, searchText: string) => ({
  title: p.title,
  title_en: p.titleEn,
  subtitle: p.subtitle,
  cover_url: p.coverUrl,
  images: JSON.stringify(p.images),
  currency: p.currency,
  market_price: p.marketPrice,
  poi_id: p.poiId,
  destination_id: p.destinationId,
  tags: JSON.stringify(p.tags),
  search_text: searchText,
});

/** A new product, on the shelf; its `price_from` is set once its SKUs are written (refreshPriceFrom). */
export async function insertProduct(db: Kysely<DB>, p: ProductFields, searchText: string): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...productValues(p, searchText), price_from: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await productChanged(db, Number(row.id));
  return Number(row.id);
}

export async function updateProduct(db: Kysely<DB>, id: number, p: ProductFields, searchText: string) {
  await db.updateTable('products').set(productValues(p, searchText)).where('id', '=', id).execute();
  await productChanged(db, id);
}

export async function setProductStatus(db: Kysely<DB>, id: number, status: 'on' | 'off') {
  await db.updateTable('products').set({ status }).where('id', '=', id).execute();
  await productChanged(db, id);
}

const skuValues = (s: SkuFields) => ({
  title: s.title,
  options: JSON.stringify(s.options),
  price: s.price,
  market_price: s.marketPrice,
  stock: s.stock,
  sort: s.sort,
  status: s.status,
});

export async function insertSku(db: Kysely<DB>, productId: number, s: SkuFields): Promise<number> {
  const row = await db
    .insertInto('product_skus')
    .values({ product_id: productId, ...skuValues(s) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateSku(db: Kysely<DB>, productId: number, skuId: number, s: SkuFields) {
  await db
    .updateTable('product_skus')
    .set(skuValues(s))
    .where('id', '=', skuId)
    .where('product_id', '=', productId)
    .execute();
}

/** SKUs a form left out are taken off sale, never deleted: what was bought keeps pointing at them. */
export async function takeOffSkusExcept(db: Kysely<DB>, productId: number, keep: readonly number[]) {
  let q = db.updateTable('product_skus').set({ status: 'off' }).where('product_id', '=', productId);
  if (keep.length > 0) q = q.where('id', 'not in', keep);
  await q.execute();
}

/** The "起" price a product's card shows: the lowest price of its SKUs on sale (0 with none). */
export async function refreshPriceFrom(db: Kysely<DB>, productId: number) {
  await sql`
    update products set price_from = coalesce(
      (select min(s.price) from product_skus s where s.product_id = ${productId} and s.status = 'on'), 0)
    where id = ${productId}`.execute(db);
}

const promotionColumns = sql`x.id, x.product_id, p.title as product_title, p.currency, x.title, x.label, x.promo_price,
  x.starts_at, x.ends_at, x.sort`;

const normalisePromotion = (r: AdminPromotionRecord): AdminPromotionRecord => ({
  ...r,
  id: Number(r.id),
  product_id: Number(r.product_id),
});

/** Promotions newest first (keyset on the id), all or one product's. */
export async function listAdminPromotions(
  db: Kysely<DB>,
  input: { productId?: number | undefined; before: number | null; limit: number },
) {
  const r = await sql<AdminPromotionRecord>`
    select ${promotionColumns} from product_promotions x join products p on p.id = x.product_id
    where true
      ${input.productId === undefined ? sql`` : sql`and x.product_id = ${input.productId}`}
      ${input.before === null ? sql`` : sql`and x.id < ${input.before}`}
    order by x.id desc
    limit ${input.limit}`.execute(db);
  return r.rows.map(normalisePromotion);
}

export async function findAdminPromotion(db: Kysely<DB>, id: number, lock = false) {
  const r = await sql<AdminPromotionRecord>`
    select ${promotionColumns} from product_promotions x join products p on p.id = x.product_id
    where x.id = ${id} ${lock ? sql`for update of x` : sql``}`.execute(db);
  const row = r.rows[0];
  return row ? normalisePromotion(row) : undefined;
}

/** The promotions of a product that have not ended: what its SKU prices must stay above. */
export async function findLivePromotionPrices(db: Kysely<DB>, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_promotions')
    .select('promo_price')
    .where('product_id', '=', productId)
    .where('ends_at', '>', sql<Date>`now()`)
    .execute();
  return rows.map((r) => Number(r.promo_price));
}

export async function updatePromotion(
  db: Kysely<DB>,
  id: number,
  p: { title: string; label: string; price: number; startsAt: Date; endsAt: Date; sort: number },
) {
  await db
    .updateTable('product_promotions')
    .set({
      title: p.title,
      label: p.label,
      promo_price: p.price,
      starts_at: p.startsAt,
      ends_at: p.endsAt,
      sort: p.sort,
    })
    .where('id', '=', id)
    .execute();
}

export async function deletePromotion(db: Kysely<DB>, id: number) {
  await db.deleteFrom('product_promotions').where('id', '=', id).execute();
}
