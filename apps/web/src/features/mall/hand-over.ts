import { appConfig } from '../../lib/config';
import { appLink } from '../../lib/open-app';
import { inNativeApp, nativeBridge } from '../../session/environment';

// Buying happens in the brand's app (docs/product/mall.md): the web names the product and hands over. The address
// handed over is this product's /poimall page with the chosen SKU and count, the same address the app's link
// (jegotrip://openUrl?url=…) carries, so the app opens its order for exactly what was chosen.

export type Purchase = { poiId: string; productId: string; skuId: string; count: number };

/** The product page with the choice, as an absolute address on our origin (the app opens it as given). */
export function purchaseAddress(origin: string, p: Purchase): string {
  const q = new URLSearchParams({ productId: p.productId, skuId: p.skuId, count: String(p.count) });
  if (p.poiId) q.set('poiId', p.poiId);
  return `${origin}/poimall?${q.toString()}`;
}

export type HotelStay = { hotelId: string; poiId: string | null };

/**
 * A hotel is booked in the brand's app too (docs/product/mall.md, "Hotels"): the address handed over is the mall
 * page of the hotel's place with the hotel named, so the app opens that hotel's rooms.
 */
export function hotelAddress(origin: string, h: HotelStay): string {
  const q = new URLSearchParams();
  if (h.poiId) q.set('poiId', h.poiId);
  q.set('hotelId', h.hotelId);
  return `${origin}/poimall?${q.toString()}`;
}

/**
 * Inside the app: through the bridge's openUrl (or, with an older bridge lacking it, the app's own link), and
 * 'app' is answered. Outside it nothing happens here: 'dialog' tells the caller to show the open-app dialog
 * with the product named.
 */
export function handOver(address: string): 'app' | 'dialog' {
  if (!inNativeApp()) return 'dialog';
  const bridge = nativeBridge();
  if (bridge?.openUrl) bridge.openUrl(address);
  else window.location.href = appLink(appConfig.appScheme, address);
  return 'app';
}
