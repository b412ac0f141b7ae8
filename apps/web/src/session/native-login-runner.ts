import { useSyncExternalStore } from 'react';
import { nativeLogin } from '../lib/native-login';
import { nativeBridge } from './environment';
import { sessionStore } from './session';

// One native login at a time (docs/product/identity.md): the bridge's login, then polling; the page reloads with the
// token stored, so every screen starts over as the logged-in user.

export type NativeLoginStatus = 'idle' | 'waiting' | 'failed';

let status: NativeLoginStatus = 'idle';
const listeners = new Set<() => void>();

function setStatus(next: NativeLoginStatus) {
  status = next;
  for (const listener of listeners) listener();
}

/** Starts the native login unless one is running; false when there is no bridge to log in with. */
export function startNativeLogin(): boolean {
  const bridge = nativeBridge();
  if (!bridge) return false;
  if (status === 'waiting') return true;
  setStatus('waiting');
  void nativeLogin(bridge).then((user) => {
    if (!user?.token) {
      setStatus('failed');
      return;
    }
    sessionStore.login({ token: user.token, userId: user.userId, openId: user.openId, mobile: user.mobile });
    window.location.reload();
  });
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => status;

export function useNativeLoginStatus(): NativeLoginStatus {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
