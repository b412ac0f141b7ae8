import { describe, expect, it } from 'vitest';
import { inMainlandChina, navigationHref, navigationTargets, platformOf } from './navigation-links';

const BUND = { lat: 31.2402, lng: 121.4903 };
const TOKYO_TOWER = { lat: 35.6586, lng: 139.7454 };

const param = (href: string, name: string) => new URL(href).searchParams.get(name);

describe('导航: each map app gets the coordinates it expects', () => {
  it('tells mainland China from abroad', () => {
    expect(inMainlandChina(BUND)).toBe(true);
    expect(inMainlandChina(TOKYO_TOWER)).toBe(false);
  });

  it('gives 高德 and Apple Maps GCJ-02 in China (a few hundred metres off the GPS point)', () => {
    const [lng, lat] = param(navigationHref('amap', BUND, '外滩'), 'position')!
      .split(',')
      .map(Number);
    expect(lng! - BUND.lng).toBeGreaterThan(0.003);
    expect(lng! - BUND.lng).toBeLessThan(0.006);
    expect(lat! - BUND.lat).toBeLessThan(0);
    expect(lat! - BUND.lat).toBeGreaterThan(-0.004);
    expect(param(navigationHref('apple', BUND, '外滩'), 'll')).toBe(`${lat},${lng}`);
    expect(param(navigationHref('amap', BUND, '外滩'), 'name')).toBe('外滩');
  });

  it('gives 百度 its own BD-09, further off than GCJ-02, and says so', () => {
    const href = navigationHref('baidu', BUND, '外滩');
    expect(param(href, 'coord_type')).toBe('bd09ll');
    const [lat, lng] = param(href, 'location')!.split(',').map(Number);
    expect(lng! - BUND.lng).toBeGreaterThan(0.01);
    expect(lat! - BUND.lat).toBeGreaterThan(0.001);
  });

  it('gives Google the GPS point, and every app the GPS point abroad', () => {
    expect(param(navigationHref('google', BUND, '外滩'), 'query')).toBe('31.2402,121.4903');
    expect(param(navigationHref('amap', TOKYO_TOWER, '东京塔'), 'position')).toBe('139.7454,35.6586');
    expect(param(navigationHref('apple', TOKYO_TOWER, '东京塔'), 'll')).toBe('35.6586,139.7454');
  });

  it('orders the apps by phone and region', () => {
    const apps = (p: typeof BUND, platform: 'ios' | 'android' | 'other') =>
      navigationTargets(p, 'x', platform).map((t) => t.app);
    expect(apps(BUND, 'android')).toEqual(['amap', 'baidu']);
    expect(apps(BUND, 'ios')).toEqual(['amap', 'apple', 'baidu']);
    expect(apps(TOKYO_TOWER, 'ios')).toEqual(['apple', 'google', 'amap', 'baidu']);
    expect(apps(TOKYO_TOWER, 'android')).toEqual(['google', 'amap', 'baidu']);
  });

  it('reads the phone from its user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
