import { DEFAULT_COUNTRY, STORAGE_KEYS } from '@app/rules';

// Global state of docs/product/identity.md, in a small external store: read with useSession(selector), change
// through the actions. Kept free of React so the rules below are testable under Node.

export type WechatConfig = { appId: string; timestamp: string | number; nonceStr: string; signature: string };

export type SessionState = {
  /** The shell's loading indicator; true until the first screen has settled. */
  isLoading: boolean;
  /** True exactly when a token exists. */
  isLogin: boolean;
  country: { name: string; code: string };
  mobile: string;
  wechatConfig: WechatConfig | null;
  token: string | null;
  userId: string | null;
  openId: string | null;
  /** iPhone X-style layout (part of the user info of docs/product/identity.md). */
  iphoneX: boolean;
  /** Bumped at every logout, so that screens kept alive with someone's data are dropped. */
  generation: number;
};

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LoginRecord = {
  token: string;
  userId?: string | number | null;
  openId?: string | null;
  mobile?: string | null;
};

export type SessionStore = ReturnType<typeof createSessionStore>;

// Private browsing and full disks make storage throw; the session then lives in memory only.
function safe(storage: KeyValueStorage | null): KeyValueStorage {
  return {
    getItem: (k) => {
      try {
        return storage?.getItem(k) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (k, v) => {
      try {
        storage?.setItem(k, v);
      } catch {
        // memory only
      }
    },
    removeItem: (k) => {
      try {
        storage?.removeItem(k);
      } catch {
        // memory only
      }
    },
  };
}

const str = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);

export function createSessionStore(backing: KeyValueStorage | null) {
  const storage = safe(backing);
  const token = storage.getItem(STORAGE_KEYS.token);
  let state: SessionState = {
    isLoading: true,
    isLogin: !!token,
    country: { name: DEFAULT_COUNTRY.name, code: DEFAULT_COUNTRY.code },
    mobile: '',
    wechatConfig: null,
    token: token || null,
    userId: storage.getItem(STORAGE_KEYS.userId) || null,
    openId: storage.getItem(STORAGE_KEYS.openId) || null,
    iphoneX: false,
    generation: 0,
  };
  const listeners = new Set<() => void>();

  function set(patch: Partial<SessionState>) {
    const keys = Object.keys(patch) as (keyof SessionState)[];
    if (keys.every((k) => Object.is(state[k], patch[k]))) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function persist(key: string, value: string | null) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLoading(isLoading: boolean) {
      set({ isLoading });
    },
    /** A login (any flow) stores its token, user id and open id locally; login state follows the token. */
    login(record: LoginRecord) {
      const token = str(record.token);
      const userId = str(record.userId);
      const openId = str(record.openId);
      persist(STORAGE_KEYS.token, token);
      persist(STORAGE_KEYS.userId, userId);
      persist(STORAGE_KEYS.openId, openId);
      set({ token, userId, openId, isLogin: !!token, ...(record.mobile ? { mobile: record.mobile } : {}) });
    },
    /** docs/product/identity.md: a non-zero login code removes the user id and nothing else. */
    removeUserId() {
      persist(STORAGE_KEYS.userId, null);
      set({ userId: null });
    },
    /** Clears the token (and the ids that belong to it); country and mobile stay for the next login. */
    logout() {
      persist(STORAGE_KEYS.token, null);
      persist(STORAGE_KEYS.userId, null);
      persist(STORAGE_KEYS.openId, null);
      set({ token: null, userId: null, openId: null, isLogin: false, generation: state.generation + 1 });
    },
    setCountry(country: { name: string; code: string }) {
      set({ country: { name: country.name, code: country.code } });
    },
    setMobile(mobile: string) {
      set({ mobile });
    },
    setWechatConfig(wechatConfig: WechatConfig | null) {
      set({ wechatConfig });
    },
    setIphoneX(iphoneX: boolean) {
      set({ iphoneX });
    },
  };
}
