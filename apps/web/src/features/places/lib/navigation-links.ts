import { wgs84ToBd09, wgs84ToGcj02 } from '@app/rules';
import type { LatLng } from './map-coords';

// 导航 (docs/product/offline.md#maps): a place opens in the phone's map apps, each given the coordinates it
// expects. Our positions are WGS-84. 高德 and Apple Maps draw mainland China in GCJ-02; 百度 uses its own BD-09;
// Google Maps takes WGS-84. GCJ-02 leaves a point outside China as it is (packages/rules' china-coords.ts).

export type Platform = 'ios' | 'android' | 'other';
export type MapApp = 'amap' | 'baidu' | 'apple' | 'google';
export type NavigationTarget = { app: MapApp; href: string };

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function convert(point: LatLng, to: (lat: number, lng: number) => LatLng): LatLng {
  const { lat, lng } = to(point.lat, point.lng);
  return { lat: round(lat), lng: round(lng) };
}

/** Whether a point is in mainland China, where the GCJ-02 offset applies (the conversion moves exactly those points). */
export function inMainlandChina(point: LatLng): boolean {
  const { lat, lng } = wgs84ToGcj02(point.lat, point.lng);
  return Math.abs(lng - point.lng) > 1e-7 || Math.abs(lat - point.lat) > 1e-7;
}

const q = encodeURIComponent;

/** Each app's address for a place: its web page, which hands over to the installed app (callnative, universal links). */
export function navigationHref(app: MapApp, point: LatLng, name: string): string {
  switch (app) {
    case 'amap': {
      const p = convert(point, wgs84ToGcj02);
      return `https://uri.amap.com/marker?position=${p.lng},${p.lat}&name=${q(name)}&coordinate=gaode&callnative=1`;
    }
    case 'baidu': {
      const p = convert(point, wgs84ToBd09);
      return `https://api.map.baidu.com/marker?location=${p.lat},${p.lng}&title=${q(name)}&content=${q(name)}&coord_type=bd09ll&output=html&src=webapp.travel.community`;
    }
    case 'apple': {
      const p = convert(point, wgs84ToGcj02);
      return `https://maps.apple.com/?ll=${p.lat},${p.lng}&q=${q(name)}`;
    }
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${round(point.lat)},${round(point.lng)}`;
  }
}

/**
 * The apps to offer, the likeliest first: an iPhone's own Apple Maps first; in mainland China 高德 and 百度 before
 * Google (which does not work there); abroad Google (on Android) or Apple Maps before the Chinese apps, which
 * travellers still use and which cover most countries.
 */
export function navigationTargets(point: LatLng, name: string, platform: Platform): NavigationTarget[] {
  const china = inMainlandChina(point);
  let order: MapApp[];
  if (china) order = platform === 'ios' ? ['amap', 'apple', 'baidu'] : ['amap', 'baidu'];
  else if (platform === 'ios') order = ['apple', 'google', 'amap', 'baidu'];
  else order = ['google', 'amap', 'baidu'];
  return order.map((app) => ({ app, href: navigationHref(app, point, name) }));
}

/** The phone, from its user agent. */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}
