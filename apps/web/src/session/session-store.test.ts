import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type KeyValueStorage } from './session-store';

function memory(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? (data[k] as string) : null),
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

describe('the session store', () => {
  it('starts loading, logged out, in China (86)', () => {
    const s = createSessionStore(memory()).getState();
    expect(s).toMatchObject({
      isLoading: true,
      isLogin: false,
      country: { name: '中国', code: '86' },
      mobile: '',
      wechatConfig: null,
      token: null,
      userId: null,
    });
  });

  it('is logged in when a token is stored', () => {
    const s = createSessionStore(memory({ SOCIAL_TOKEN: 'tk', USER_ID: '7', SOCIAL_OPEN_ID: 'o' })).getState();
    expect(s).toMatchObject({ isLogin: true, token: 'tk', userId: '7', openId: 'o' });
  });

  it('stores a login under SOCIAL_TOKEN, USER_ID and SOCIAL_OPEN_ID', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.login({ token: 'tk', userId: 42, openId: 'op', mobile: '138****5678' });
    expect(storage.data).toEqual({ SOCIAL_TOKEN: 'tk', USER_ID: '42', SOCIAL_OPEN_ID: 'op' });
    expect(store.getState()).toMatchObject({ isLogin: true, userId: '42', mobile: '138****5678' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('logs out: clears the token and ids, keeps country and mobile, drops kept screens', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.setCountry({ name: '中国香港', code: '852' });
    store.setMobile('61234567');
    store.login({ token: 'tk', userId: '1' });
    store.logout();
    expect(storage.data).toEqual({});
    expect(store.getState()).toMatchObject({
      isLogin: false,
      token: null,
      userId: null,
      country: { name: '中国香港', code: '852' },
      mobile: '61234567',
      generation: 1,
    });
  });

  it('removes only the user id on a failed login check', () => {
    const storage = memory({ SOCIAL_TOKEN: 'tk', USER_ID: '1' });
    const store = createSessionStore(storage);
    store.removeUserId();
    expect(storage.data).toEqual({ SOCIAL_TOKEN: 'tk' });
    expect(store.getState()).toMatchObject({ isLogin: true, userId: null });
  });

  it('does not notify when nothing changed, and survives storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore(broken);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setLoading(true);
    expect(listener).not.toHaveBeenCalled();
    store.login({ token: 'tk' });
    expect(store.getState().isLogin).toBe(true);
    store.setWechatConfig({ appId: 'wx', timestamp: 1, nonceStr: 'n', signature: 's' });
    expect(store.getState().wechatConfig?.appId).toBe('wx');
  });
});
