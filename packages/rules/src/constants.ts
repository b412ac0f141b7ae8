// Business constants of docs/product/shell.md (and a few of section 3), in one place so client and server agree.

export const TOAST_MS = 1000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const UPLOAD_TIMEOUT_MS = 1_500_000;
export const NATIVE_LOGIN_POLL = { attempts: 120, intervalMs: 1000 } as const;
/** Bank channels' skeleton image on POI detail stays at most this long. */
export const SKELETON_MAX_MS = 5000;
export const DEBUG_TAPS = { count: 20, withinMs: 2000 } as const;
export const LOADING_HIDE_MS = 350;
export const APP_LAUNCH_TIMEOUT_MS = 2000;
export const APP_OPEN_FALLBACK_MS = [2000, 5000] as const;
export const CONTINENT_LIST = { pageSize: 1000, pageNo: 1, source: 1 } as const;
/** rem base of the 375-px design: 1rem = 37.5px. */
export const DESIGN_BASE = 37.5;
export const MAP_CARD_OFFSETS = [48, 88, 118] as const;

export type PseudoRegion = {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  readonly level: number;
  readonly countryId?: number;
};

/** Prepended, in this order, to the continent list. */
export const PSEUDO_REGIONS = [
  { id: 9999, name: '推荐城市', nameEn: 'Recommended', level: 3 },
  { id: 1000001, name: '中国', nameEn: 'China', level: 2, countryId: 7 },
] as const satisfies readonly PseudoRegion[];

export const DEFAULT_COUNTRY = { name: '中国', code: '86' } as const;
export const STORAGE_KEYS = { token: 'SOCIAL_TOKEN', userId: 'USER_ID', openId: 'SOCIAL_OPEN_ID' } as const;
