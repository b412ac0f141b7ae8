import { describe, it, expect } from 'vitest';
import * as c from './constants.ts';

// Pinned values from docs/product/shell.md and section 3: a change here must be a decision, not an accident.
describe('constants', () => {
  it.each<[keyof typeof c, unknown]>([
    ['TOAST_MS', 1000],
    ['REQUEST_TIMEOUT_MS', 15000],
    ['UPLOAD_TIMEOUT_MS', 1500000],
    ['NATIVE_LOGIN_POLL', { attempts: 120, intervalMs: 1000 }],
    ['SKELETON_MAX_MS', 5000],
    ['DEBUG_TAPS', { count: 20, withinMs: 2000 }],
    ['LOADING_HIDE_MS', 350],
    ['APP_LAUNCH_TIMEOUT_MS', 2000],
    ['APP_OPEN_FALLBACK_MS', [2000, 5000]],
    ['CONTINENT_LIST', { pageSize: 1000, pageNo: 1, source: 1 }],
    ['DESIGN_BASE', 37.5],
    ['MAP_CARD_OFFSETS', [48, 88, 118]],
    ['DEFAULT_COUNTRY', { name: '中国', code: '86' }],
    ['STORAGE_KEYS', { token: 'SOCIAL_TOKEN', userId: 'USER_ID', openId: 'SOCIAL_OPEN_ID' }],
  ])('%s', (name, value) => expect(c[name]).toEqual(value));

  it('PSEUDO_REGIONS: recommended cities, then China', () => {
    expect(c.PSEUDO_REGIONS).toMatchObject([
      { id: 9999, level: 3, name: '推荐城市' },
      { id: 1000001, level: 2, countryId: 7, name: '中国' },
    ]);
    expect(c.PSEUDO_REGIONS).toHaveLength(2);
  });
});
