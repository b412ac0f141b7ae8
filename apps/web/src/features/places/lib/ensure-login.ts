import { sessionStore, useSession } from '../../../session/session';
import { currentPath } from '../../../lib/navigation';
import { inNativeApp, nativeBridge } from '../../../session/environment';
import { startNativeLogin } from '../../../session/native-login-runner';
import { goToSignIn } from '../../../session/sign-in';

/** The logged-in user's code, or null. */
export function useViewerId(): string | null {
  return useSession((s) => (s.token ? s.userId : null));
}

/**
 * For actions that need a user (want-to-go, a review): true when logged in; otherwise the login runs (the
 * app's own inside the native app, else the sign-in page that brings the visitor back here) and false.
 */
export function ensureLogin(): boolean {
  const s = sessionStore.getState();
  if (s.token && s.userId) return true;
  if (inNativeApp() && nativeBridge()) startNativeLogin();
  else goToSignIn(currentPath(), { replace: false });
  return false;
}
