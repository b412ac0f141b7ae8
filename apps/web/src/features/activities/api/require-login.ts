import { sessionStore } from '../../../session/session';
import { currentPath } from '../../../lib/navigation';
import { inNativeApp, nativeBridge } from '../../../session/environment';
import { startNativeLogin } from '../../../session/native-login-runner';
import { goToSignIn } from '../../../session/sign-in';

/**
 * The one place an activity action asks for a user (sign up, confirm a held seat): true when logged in;
 * otherwise the login runs and brings the visitor back to `returnPath` (the native app's own login inside it,
 * else the sign-in page with `redirect`), and false. A general "intent kept across login" can replace this body.
 */
export function requireLogin(returnPath: string = currentPath()): boolean {
  const s = sessionStore.getState();
  if (s.token && s.userId) return true;
  if (inNativeApp() && nativeBridge()) startNativeLogin();
  else goToSignIn(returnPath, { replace: false });
  return false;
}
