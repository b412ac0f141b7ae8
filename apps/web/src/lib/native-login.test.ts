import { describe, expect, it, vi } from 'vitest';
import { nativeLogin, type NativeBridge } from './native-login';

function bridgeAnsweringAt(call: number) {
  let calls = 0;
  const bridge: NativeBridge = {
    login: vi.fn(),
    getUserInfo: vi.fn(() => (++calls >= call ? { token: 'tk', userId: 7 } : null)),
  };
  return bridge;
}

describe('nativeLogin', () => {
  it('logs in through the bridge and polls once a second until a token arrives', async () => {
    const bridge = bridgeAnsweringAt(3);
    const sleeps: number[] = [];
    const user = await nativeLogin(bridge, { sleep: async (ms) => void sleeps.push(ms) });
    expect(bridge.login).toHaveBeenCalledOnce();
    expect(user).toEqual({ token: 'tk', userId: 7 });
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('gives up after 120 polls', async () => {
    const bridge = bridgeAnsweringAt(121);
    const user = await nativeLogin(bridge, { sleep: async () => {} });
    expect(user).toBeNull();
    expect(bridge.getUserInfo).toHaveBeenCalledTimes(120);
  });

  it('keeps polling through bridge failures and async answers, and stops when aborted', async () => {
    let n = 0;
    const bridge: NativeBridge = {
      login: () => Promise.reject(new Error('busy')),
      getUserInfo: () => {
        n++;
        if (n === 1) throw new Error('not ready');
        return Promise.resolve(n === 2 ? { token: '' } : { token: 'ok' });
      },
    };
    expect(await nativeLogin(bridge, { sleep: async () => {} })).toEqual({ token: 'ok' });
    const controller = new AbortController();
    controller.abort();
    expect(await nativeLogin(bridgeAnsweringAt(1), { sleep: async () => {}, signal: controller.signal })).toBeNull();
  });

  it('waits in real time by default', async () => {
    vi.useFakeTimers();
    try {
      const pending = nativeLogin(bridgeAnsweringAt(2));
      await vi.advanceTimersByTimeAsync(1999);
      let done = false;
      void pending.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ token: 'tk', userId: 7 });
    } finally {
      vi.useRealTimers();
    }
  });
});
