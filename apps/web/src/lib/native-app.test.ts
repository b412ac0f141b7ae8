import { describe, expect, it } from 'vitest';
import { isIOS, isIphoneXLike, isNativeApp, isWeChat } from './native-app';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const APP = `${ANDROID} source/jegotrip appVer/8.4.1`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECHAT = `${IPHONE} MicroMessenger/8.0.47 NetType/WIFI`;

describe('isNativeApp', () => {
  it('knows the app by its user agent or its bridge', () => {
    expect(isNativeApp(APP, false)).toBe(true);
    expect(isNativeApp(ANDROID, true)).toBe(true);
    expect(isNativeApp(ANDROID, false)).toBe(false);
    expect(isNativeApp(WECHAT, false)).toBe(false);
  });
  it('takes a configured marker, case-insensitively, and never matches an empty one', () => {
    expect(isNativeApp(`${ANDROID} BrandApp/2`, false, 'brandapp/')).toBe(true);
    expect(isNativeApp(APP, false, '')).toBe(false);
  });
});

describe('browser detection', () => {
  it('finds WeChat and iOS', () => {
    expect(isWeChat(WECHAT)).toBe(true);
    expect(isWeChat(ANDROID)).toBe(false);
    expect(isIOS(IPHONE)).toBe(true);
    expect(isIOS(ANDROID)).toBe(false);
  });
  it('flags iPhone X-style screens only', () => {
    expect(isIphoneXLike(IPHONE, { width: 375, height: 812 })).toBe(true);
    expect(isIphoneXLike(IPHONE, { width: 430, height: 932 })).toBe(true);
    expect(isIphoneXLike(IPHONE, { width: 375, height: 667 })).toBe(false);
    expect(isIphoneXLike(ANDROID, { width: 412, height: 915 })).toBe(false);
  });
});
