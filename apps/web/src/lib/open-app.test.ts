import { describe, expect, it } from 'vitest';
import { appLink, openAppPlan } from './open-app';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('openAppPlan', () => {
  it('launches with a 2000 ms timeout, falling back after 2 s on Android and 5 s on iOS', () => {
    expect(openAppPlan(ANDROID, 'jegotrip://')).toEqual({
      kind: 'launch',
      link: 'jegotrip://',
      launchTimeoutMs: 2000,
      fallbackMs: 2000,
    });
    expect(openAppPlan(IPHONE, 'jegotrip://')).toMatchObject({ launchTimeoutMs: 2000, fallbackMs: 5000 });
  });
  it('guides WeChat visitors to the browser instead', () => {
    expect(openAppPlan(`${IPHONE} MicroMessenger/8.0`, 'jegotrip://')).toEqual({ kind: 'guide' });
  });
});

describe('appLink', () => {
  it('is the scheme, with the page to open when there is one', () => {
    expect(appLink('jegotrip://')).toBe('jegotrip://');
    expect(appLink('', 'https://m.example.com/speakTopic?a=1')).toBe(
      'jegotrip://openUrl?url=https%3A%2F%2Fm.example.com%2FspeakTopic%3Fa%3D1',
    );
  });
});
