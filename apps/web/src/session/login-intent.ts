import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { currentPath } from '../lib/navigation';
import { inNativeApp, nativeBridge } from './environment';
import { startNativeLogin } from './native-login-runner';
import { sessionStore, useSession } from './session';
import { goToSignIn } from './sign-in';

/**
 * Intent kept across login: an anonymous visitor's tap on an action that needs a user (like, collect, follow,
 * comment, sign up, claim a coupon…) survives the trip to login and is completed when they are back.
 *
 * ONE CALL, in the component that owns the action:
 *
 *   const like = useLoginIntent('like:content:42', (data: { like: boolean }) => mutate(data));
 *   <button onClick={() => like({ like: true })} />
 *
 *   - Logged in: `like(data)` runs the action at once.
 *   - Anonymous: the intent { key, data } is kept in sessionStorage (it survives our /login, a hosted sign-in page
 *     and the native app's login, which reloads the page) and the login starts — the native app's when there is
 *     one, else the sign-in page, which brings the visitor back to this address.
 *   - Back and logged in: when a component with the same key is mounted (or already was, and the user logs in),
 *     the action runs once with the same data and the intent is forgotten. Login abandoned: it expires after
 *     INTENT_TTL_MS, and a newer tap replaces it (one pending intent at a time: the last thing the user asked).
 *
 * Keys name the action and its target ('signup:activity:7', 'claim:coupon:3'), so a kept intent never runs on
 * another target. `data` must survive JSON (a comment's draft text, the chosen ticket id).
 *
 * A screen whose action lives in a sheet that is closed on return reads `pendingLoginIntent(key)` to open it, so
 * the component holding the hook mounts and finishes the action (the comment sheet reopens with its draft).
 *
 * `startLogin()` alone is the login without an intent (a "log in to see" button).
 */

export const INTENT_STORAGE_KEY = 'LOGIN_INTENT';
/** Long enough for an SMS code and a registration; short enough that a forgotten tap does not fire days later. */
export const INTENT_TTL_MS = 30 * 60_000;

type Kept = { key: string; data: unknown; at: number };
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The kept intent, in a storage given (tests) or the tab's sessionStorage. */
export function createIntentStore(storage: () => Storage | null, now: () => number = Date.now) {
  const read = (): Kept | null => {
    try {
      const kept = JSON.parse(storage()?.getItem(INTENT_STORAGE_KEY) ?? 'null') as Kept | null;
      if (!kept || typeof kept.key !== 'string' || typeof kept.at !== 'number') return null;
      if (now() - kept.at > INTENT_TTL_MS || kept.at > now() + 60_000) {
        storage()?.removeItem(INTENT_STORAGE_KEY);
        return null;
      }
      return kept;
    } catch {
      return null;
    }
  };
  return {
    keep(key: string, data: unknown) {
      try {
        storage()?.setItem(INTENT_STORAGE_KEY, JSON.stringify({ key, data: data ?? null, at: now() }));
      } catch {
        // Not kept (private mode, quota): the login still runs, the user taps again after it.
      }
    },
    peek<D>(key: string): D | null {
      const kept = read();
      return kept && kept.key === key ? (kept.data as D) : null;
    },
    /** The intent for `key`, removed so it runs once; null when none is pending for it. */
    take<D>(key: string): { data: D } | null {
      const kept = read();
      if (!kept || kept.key !== key) return null;
      try {
        storage()?.removeItem(INTENT_STORAGE_KEY);
      } catch {
        return null;
      }
      return { data: kept.data as D };
    },
  };
}

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
const store = createIntentStore(sessionStorageOrNull);

const loggedIn = () => {
  const s = sessionStore.getState();
  return !!s.token && !!s.userId;
};

/** Starts the login: the native app's own inside it, else the sign-in page that returns to this address. */
export function startLogin(): void {
  if (inNativeApp() && nativeBridge()) startNativeLogin();
  else goToSignIn(currentPath(), { replace: false });
}

/** The data of the intent pending for `key` (without taking it), or null. */
export const pendingLoginIntent = <D>(key: string): D | null => store.peek<D>(key);

/**
 * The one call (see the top of this file): answers `act(data)`, which runs `run(data)` now when logged in, and
 * otherwise keeps the intent, logs in, and runs it when the user is back with `key` mounted.
 */
export function useLoginIntent<D = void>(key: string, run: (data: D) => void): (data: D) => void {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const signedIn = useSession((s) => !!s.token && !!s.userId);

  useEffect(() => {
    if (!signedIn) return;
    const kept = store.take<D>(key);
    if (kept) latest.current(kept.data);
  }, [signedIn, key]);

  return useCallback(
    (data: D) => {
      if (loggedIn()) {
        latest.current(data);
        return;
      }
      store.keep(key, data);
      startLogin();
    },
    [key],
  );
}
