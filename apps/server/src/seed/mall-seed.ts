import type { Kysely } from 'kysely';
import { renderSceneImage } from './demo-images.ts';
import type { SceneKind } from './scene-kinds.ts';
import { sceneOfPlace } from './scene-of-place.ts';
import type { AppContext } from '../platform/context.ts';
import type { DB } from '../platform/db/schema.ts';
import { cellOf } from '../modules/mall/hotel-grid.ts';
import { DEMO_PLACES, type DemoPlace } from './data/mall-places.ts';
import { productSearchText } from '../platform/text/product-search-text.ts';
import { addPromotion } from '../modules/mall/product-service.ts';
import { demoUserIds } from './identity-seed-repository.ts';
import {
  countProducts,
  insertCouponClaims,
  insertCoupons,
  insertHotels,
  insertProduct,
  insertSkus,
} from './mall-seed-repository.ts';
import { demoPoiNamed, poisTableExists } from './places-seed-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Variants of each kind of picture the mall's demo draws. */
const PICTURES = 3;

interface Anchor {
  poiId: number | null;
  destinationId: number | null;
  lat: number;
  lng: number;
}

/** The demo POI of the place's Chinese name (the places area owns POIs), else the place's own coordinates. */
async function anchorOf(db: Kysely<DB>, place: DemoPlace, hasPois: boolean): Promise<Anchor> {
  const poi = hasPois ? await demoPoiNamed(db, place.name) : undefined;
  if (poi) {
    return {
      poiId: Number(poi.id),
      destinationId: poi.destination_id === null ? null : Number(poi.destination_id),
      lat: poi.lat ?? place.lat,
      lng: poi.lng ?? place.lng,
    };
  }
  return { poiId: null, destinationId: null, lat: place.lat, lng: place.lng };
}

/** A product's pictures show its place (the palace for 故宫's tickets); drawn once per kind and variant. */
async function storePictures(ctx: AppContext): Promise<(kind: SceneKind, i: number) => Promise<string>> {
  const stored = new Map<string, Promise<string>>();
  return (kind, i) => {
    const n = i % PICTURES;
    const key = `demo/mall-${kind}-${n + 1}.jpg`;
    let url = stored.get(key);
    if (!url) {
      url = renderSceneImage(kind, 200 + n, 750, 562).then(async (bytes) => {
        await ctx.media.put(key, bytes);
        return ctx.media.urlOf(key);
      });
      stored.set(key, url);
    }
    return url;
  };
}

/** Products with SKUs and pictures, promotions, hotels and coupons (some nearly gone), while the mall is empty. */
export async function loadMallDemo(ctx: AppContext, say: (line: string) => void): Promise<void> {
  if ((await countProducts(ctx.db)) > 0) return;
  const started = Date.now();
  const pictureOf = await storePictures(ctx);
  const hasPois = await poisTableExists(ctx.db);
  const now = Date.now();
  let products = 0;
  let hotels = 0;
  let coupons = 0;
  let attached = 0;
  await ctx.db.transaction().execute(async (trx) => {
    // Demo users hold the claims of the nearly gone coupons.
    const claimers = await demoUserIds(trx, 18);
    for (const [p, place] of DEMO_PLACES.entries()) {
      const anchor = await anchorOf(trx, place, hasPois);
      if (anchor.poiId !== null) attached += 1;
      const scene = sceneOfPlace(`${place.name} ${place.nameEn}`);
      const picture = (i: number) => pictureOf(scene, i);
      for (const [i, item] of place.products.entries()) {
        const prices = item.skus.map((s) => s.price);
        const images = await Promise.all([picture(p * 2 + i), picture(p * 2 + i + 1), picture(p * 2 + i + 2)]);
        const productId = await insertProduct(trx, {
          title: item.title,
          title_en: item.titleEn,
          subtitle: item.subtitle,
          cover_url: images[0]!,
          images: JSON.stringify(images),
          currency: item.currency,
          price_from: Math.min(...prices),
          market_price: item.marketPrice ?? null,
          poi_id: anchor.poiId,
          destination_id: anchor.destinationId,
          lat: anchor.lat,
          lng: anchor.lng,
          sales: 50 + ((p * 37 + i * 11) % 900),
          tags: JSON.stringify(item.tags),
          search_text: productSearchText(item.title, item.titleEn, item.subtitle, place.name, place.nameEn),
          is_demo: true,
        });
        products += 1;
        await insertSkus(
          trx,
          item.skus.map((s, sort) => ({
            product_id: productId,
            title: s.options.map(([, v]) => v).join(' · '),
            options: JSON.stringify(s.options.map(([name, value]) => ({ name, value }))),
            price: s.price,
            market_price: item.marketPrice ?? null,
            stock: s.stock,
            sort,
          })),
        );
        if (item.promotion) {
          // Through the service's check: a demo promotion above its product's price fails the load.
          await addPromotion(trx, {
            productId: Number(productId),
            title: item.promotion.title,
            label: item.promotion.label,
            price: item.promotion.price,
            startsAt: new Date(now - DAY_MS),
            endsAt: new Date(now + 30 * DAY_MS),
          });
        }
      }
      // A hotel shows a room, not some city's skyline: the same picture suits a hotel in Beijing or Tokyo.
      const hotelPictures = await Promise.all(place.hotels.map((_, i) => pictureOf('hotel', p + i + 5)));
      const hotelRows = place.hotels.map((h, i) => {
        // Spread around the place, 0.5 to 3 km away.
        const lat = anchor.lat + (i % 2 === 0 ? 1 : -1) * (0.005 + 0.008 * i);
        const lng = anchor.lng + (i % 3 === 0 ? 1 : -1) * (0.006 + 0.01 * i);
        return {
          name: h.name,
          name_en: h.nameEn,
          address: `${place.name}附近`,
          stars: h.stars,
          score: h.score,
          price_from: h.price,
          currency: h.currency ?? 'CNY',
          picture_url: hotelPictures[i]!,
          lat,
          lng,
          cell_lat: cellOf(lat),
          cell_lng: cellOf(lng),
          poi_id: anchor.poiId,
          destination_id: anchor.destinationId,
          is_demo: true,
        };
      });
      await insertHotels(trx, hotelRows);
      hotels += hotelRows.length;
      const window = { starts_at: new Date(now - DAY_MS), ends_at: new Date(now + 60 * DAY_MS) };
      const inserted = await insertCoupons(trx, [
        {
          kind: 'marketing',
          title: `${place.name}门票立减券`,
          description: '全渠道可领，每人限领1张',
          poi_id: anchor.poiId,
          destination_id: anchor.destinationId,
          discount_amount: 1000,
          threshold_amount: 5000,
          total_stock: 200,
          ...window,
          is_demo: true,
        },
        {
          // Nearly gone: two left, claimed by demo users (the count always equals the claims behind it).
          kind: 'marketing',
          title: `${place.name}限量大额券`,
          description: '限量发放，先到先得',
          poi_id: anchor.poiId,
          destination_id: anchor.destinationId,
          discount_amount: 5000,
          threshold_amount: 20000,
          total_stock: claimers.length + 2,
          claimed_count: claimers.length,
          ...window,
          is_demo: true,
        },
        {
          kind: 'shop',
          title: `${place.name}渠道专享券`,
          description: '江苏移动、指定门店专享',
          store_ids: JSON.stringify(['91923', '91112920']),
          poi_id: anchor.poiId,
          destination_id: anchor.destinationId,
          discount_amount: 2000,
          threshold_amount: 10000,
          total_stock: 100,
          per_user_limit: 2,
          ...window,
          is_demo: true,
        },
      ]);
      const nearlyGone = inserted.find((c) => c.claimed_count > 0);
      if (nearlyGone)
        await insertCouponClaims(
          trx,
          claimers.map((u) => ({ coupon_id: nearlyGone.id, user_id: u.id, seq: 1 })),
        );
      coupons += 3;
    }
  });
  say(
    `demo content: ${products} products with SKUs, ${hotels} hotels, ${coupons} coupons` +
      `${hasPois ? `, ${attached} places attached to POIs` : ''} (${Date.now() - started} ms)`,
  );
}
