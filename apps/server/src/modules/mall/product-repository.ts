import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { CurrencyCode, DB, SkuOption } from '../../platform/db/schema.ts';

/** A product's own columns, as the app's reads and the console's read them. */
export interface ProductColumns {
  id: number;
  title: string;
  title_en: string;
  subtitle: string;
  cover_url: string;
  images: string[];
  currency: CurrencyCode;
  price_from: number;
  market_price: number | null;
  poi_id: number | null;
  destination_id: number | null;
  sales: number;
  tags: string[];
}

export interface ProductRecord extends ProductColumns {
  promo_id: number | null;
  promo_title: string | null;
  promo_label: string | null;
  promo_price: number | null;
  promo_starts_at: Date | null;
  promo_ends_at: Date | null;
}

export interface SkuRecord {
  id: number;
  product_id: number;
  title: string;
  options: SkuOption[];
  price: number;
  market_price: number | null;
  stock: number;
  currency: CurrencyCode;
}

/** A product with the promotion running now (the first by sort), joined in the same query. */
const productSelect = (where: RawBuilder<unknown>, order: RawBuilder<unknown>, limit: number) => sql<ProductRecord>`
  select p.id, p.title, p.title_en, p.subtitle, p.cover_url, p.images, p.currency, p.price_from, p.market_price,
    p.poi_id, p.destination_id, p.sales, p.tags,
    pr.id as promo_id, pr.title as promo_title, pr.label as promo_label, pr.promo_price,
    pr.starts_at as promo_starts_at, pr.ends_at as promo_ends_at
  from products p
  left join lateral (select * from product_promotions x
    where x.product_id = p.id and x.starts_at <= now() and x.ends_at > now() order by x.sort, x.id limit 1) pr on true
  where p.status = 'on' and ${where}
  order by ${order}
  limit ${limit}`;

const normalise = (rows: ProductRecord[]) =>
  rows.map((r) => ({
    ...r,
    id: Number(r.id),
    poi_id: r.poi_id === null ? null : Number(r.poi_id),
    destination_id: r.destination_id === null ? null : Number(r.destination_id),
    promo_id: r.promo_id === null ? null : Number(r.promo_id),
  }));

const before = (cursorId: number | null) => (cursorId === null ? sql`true` : sql`p.id < ${cursorId}`);

/** Keyset pages, newest first: one query each. */
export async function findProductsOfPoi(db: Kysely<DB>, poiId: number, cursorId: number | null, limit: number) {
  const r = await productSelect(sql`p.poi_id = ${poiId} and ${before(cursorId)}`, sql`p.id desc`, limit).execute(db);
  return normalise(r.rows);
}

export async function findProductsOfDestination(
  db: Kysely<DB>,
  destinationId: number,
  cursorId: number | null,
  limit: number,
) {
  const r = await productSelect(
    sql`p.destination_id = ${destinationId} and ${before(cursorId)}`,
    sql`p.id desc`,
    limit,
  ).execute(db);
  return normalise(r.rows);
}

/** A destination's best sellers with how many products it has (count(*) over the whole match, in the same query). */
export async function findTopProductsOfDestination(db: Kysely<DB>, destinationId: number, limit: number) {
  const r = await sql<ProductRecord & { total: number }>`
    select q.*, (select count(*) from products c where c.status = 'on' and c.destination_id = ${destinationId})::int
      as total
    from (${productSelect(sql`p.destination_id = ${destinationId}`, sql`p.sales desc, p.id desc`, limit)}) q`.execute(
    db,
  );
  return { rows: normalise(r.rows), total: Number(r.rows[0]?.total ?? 0) };
}

export async function findProduct(db: Kysely<DB>, productId: number) {
  const r = await productSelect(sql`p.id = ${productId}`, sql`p.id`, 1).execute(db);
  return normalise(r.rows)[0];
}

/**
 * Products matching every word of a search (each word a substring of the folded title, English title, pinyin,
 * initials or jieba tokens): for /api/product/search. Global search keeps its own index of the same text.
 */
export async function findProductsByWords(db: Kysely<DB>, words: string[], cursorId: number | null, limit: number) {
  if (words.length === 0) return [];
  const escaped = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const match = sql.join(
    escaped.map((w) => sql`p.search_text like ${w}`),
    sql` and `,
  );
  const r = await productSelect(sql`${match} and ${before(cursorId)}`, sql`p.id desc`, limit).execute(db);
  return normalise(r.rows);
}

/** Products on sale by id (the cards of what global search found); off-shelf ones are left out. */
export async function findProductsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const r = await productSelect(sql`p.id in (${sql.join([...ids])})`, sql`p.id desc`, ids.length).execute(db);
  return normalise(r.rows);
}

/** What global search indexes of products: their searchable text and state; `afterId` pages its backfill. */
export function productSearchSources(
  db: Kysely<DB>,
  by: { ids: readonly number[] } | { afterId: number; limit: number },
) {
  const q = db.selectFrom('products').select(['id', 'status', 'search_text']);
  if ('ids' in by) return by.ids.length ? q.where('id', 'in', [...by.ids]).execute() : Promise.resolve([]);
  return q.where('status', '=', 'on').where('id', '>', by.afterId).orderBy('id').limit(by.limit).execute();
}

/** Products on promotion now, by promotion: keyset on the promotion id, newest first. */
export async function findPromotions(
  db: Kysely<DB>,
  input: { poiId?: number | undefined; destinationId?: number | undefined; cursorId: number | null; limit: number },
) {
  const r = await sql<ProductRecord>`
    select p.id, p.title, p.title_en, p.subtitle, p.cover_url, p.images, p.currency,
      p.price_from, p.market_price, p.poi_id, p.destination_id, p.sales, p.tags,
      pr.id as promo_id, pr.title as promo_title, pr.label as promo_label, pr.promo_price,
      pr.starts_at as promo_starts_at, pr.ends_at as promo_ends_at
    from product_promotions pr
    join products p on p.id = pr.product_id and p.status = 'on'
    where pr.starts_at <= now() and pr.ends_at > now()
      ${input.poiId !== undefined ? sql`and p.poi_id = ${input.poiId}` : sql``}
      ${input.destinationId !== undefined ? sql`and p.destination_id = ${input.destinationId}` : sql``}
      ${input.cursorId !== null ? sql`and pr.id < ${input.cursorId}` : sql``}
    order by pr.id desc
    limit ${input.limit}`.execute(db);
  return normalise(r.rows);
}

export async function findSkusOfProduct(db: Kysely<DB>, productId: number): Promise<SkuRecord[]> {
  const rows = await db
    .selectFrom('product_skus as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.product_id', 's.title', 's.options', 's.price', 's.market_price', 's.stock', 'p.currency'])
    .where('s.product_id', '=', productId)
    .where('s.status', '=', 'on')
    .where('p.status', '=', 'on')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), product_id: Number(r.product_id) }));
}

export async function findSku(db: Kysely<DB>, skuId: number): Promise<SkuRecord | undefined> {
  const row = await db
    .selectFrom('product_skus as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.product_id', 's.title', 's.options', 's.price', 's.market_price', 's.stock', 'p.currency'])
    .where('s.id', '=', skuId)
    .where('s.status', '=', 'on')
    .where('p.status', '=', 'on')
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), product_id: Number(row.product_id) } : undefined;
}

/** The prices of a product's SKUs on sale: what a promotion must beat. */
export async function skuPricesOf(db: Kysely<DB>, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_skus')
    .select('price')
    .where('product_id', '=', productId)
    .where('status', '=', 'on')
    .execute();
  return rows.map((r) => Number(r.price));
}

export function insertPromotion(
  db: Kysely<DB>,
  p: { productId: number; title: string; label: string; price: number; startsAt: Date; endsAt: Date; sort?: number },
) {
  return db
    .insertInto('product_promotions')
    .values({
      product_id: p.productId,
      title: p.title,
      label: p.label,
      promo_price: p.price,
      starts_at: p.startsAt,
      ends_at: p.endsAt,
      sort: p.sort ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Whether a product may be evaluated, liked or collected (community's targets): on sale. */
export async function isProductTargetable(db: Kysely<DB> | Transaction<DB>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'on')
    .executeTakeFirst();
  return row !== undefined;
}
