import { z } from 'zod';
import mallJson from './mall-places.json';

// The mall's demo catalogue (docs/product/mall.md): for each well-known place, products with SKUs (date, package,
// person type; a child's price half the adult's), hotels around it and coupons. Prices in the currency's cents.
// Coordinates are WGS-84, used when the places area has no POI of that name. A promotion is priced below every SKU
// of its product, so it is a saving on every choice (promotion-rules.unit.test.ts, demo-truth.test.ts).

const currency = z.enum(['CNY', 'HKD', 'USD', 'WYB']);
const cents = z.number().int().positive();
const sku = z.object({
  options: z.array(z.tuple([z.string().min(1), z.string().min(1)])).min(1),
  price: cents,
  stock: z.number().int().nonnegative(),
});
const product = z.object({
  title: z.string().min(1),
  titleEn: z.string().min(1),
  subtitle: z.string(),
  currency,
  marketPrice: cents.optional(),
  tags: z.array(z.string().min(1)),
  skus: z.array(sku).min(1),
  promotion: z.object({ title: z.string().min(1), label: z.string().min(1), price: cents }).optional(),
});
const hotel = z.object({
  name: z.string().min(1),
  nameEn: z.string().min(1),
  stars: z.number().int().min(1).max(5),
  score: z.number().min(0).max(5),
  price: cents,
  currency: currency.optional(),
});
const place = z.object({
  name: z.string().min(1),
  nameEn: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  products: z.array(product),
  hotels: z.array(hotel),
});

export type DemoSku = z.infer<typeof sku>;
export type DemoProduct = z.infer<typeof product>;
export type DemoPlace = z.infer<typeof place>;

export const DEMO_PLACES: DemoPlace[] = z.array(place).parse(mallJson);
