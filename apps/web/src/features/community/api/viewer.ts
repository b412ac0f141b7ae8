import { sessionStore, useSession } from '../../../session/session';
import { queryClient } from '../../../api/query-client';
import { startLogin } from '../../../session/login-intent';

/** The logged-in user's code (userId = userCode), or null. */
export function useViewerId(): string | null {
  return useSession((s) => (s.token ? s.userId : null));
}

export const viewerId = (): string | null => {
  const s = sessionStore.getState();
  return s.token ? s.userId : null;
};

/**
 * For taps that need a user but carry no action to finish (praise a comment, "log in to see"): true when logged
 * in; otherwise the login runs and false. Like, collect, follow and comment keep the tap across the login with
 * session/login-intent.ts instead.
 */
export function ensureLogin(): boolean {
  if (viewerId()) return true;
  startLogin();
  return false;
}

// liked, collected and followed are the viewer's: when the viewer changes, community answers are stale.
let lastToken = sessionStore.getState().token;
sessionStore.subscribe(() => {
  const token = sessionStore.getState().token;
  if (token === lastToken) return;
  lastToken = token;
  void queryClient.invalidateQueries({ queryKey: ['community'] });
});
