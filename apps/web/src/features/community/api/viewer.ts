import { sessionStore, useSession } from '../../../session/session';
import { queryClient } from '../../../api/query-client';
import { currentPath } from '../../../lib/navigation';
import { inNativeApp, nativeBridge } from '../../../session/environment';
import { startNativeLogin } from '../../../session/native-login-runner';
import { goToSignIn } from '../../../session/sign-in';

/** The logged-in user's code (userId = userCode), or null. */
export function useViewerId(): string | null {
  return useSession((s) => (s.token ? s.userId : null));
}

export const viewerId = (): string | null => {
  const s = sessionStore.getState();
  return s.token ? s.userId : null;
};

/**
 * For actions that need a user (like, comment, follow): true when logged in; otherwise the login runs (the
 * app's own inside the native app, else the sign-in page that brings the visitor back here) and false.
 */
export function ensureLogin(): boolean {
  if (viewerId()) return true;
  if (inNativeApp() && nativeBridge()) startNativeLogin();
  else goToSignIn(currentPath(), { replace: false });
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
