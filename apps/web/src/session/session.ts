import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState } from './session-store';

const storage = typeof window === 'undefined' ? null : window.localStorage;

/** The app's one session store (docs/product/identity.md). */
export const sessionStore = createSessionStore(storage);

/** A slice of the session; the component re-renders when that slice changes. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.getState()),
    () => select(sessionStore.getState()),
  );
}
