import { currentPath } from '../../lib/navigation';
import { inNativeApp, nativeBridge } from '../../session/environment';
import { startNativeLogin } from '../../session/native-login-runner';
import { sessionStore } from '../../session/session';
import { goToSignIn } from '../../session/sign-in';

/**
 * The one place the mall asks a visitor to sign in before acting (claiming a coupon): true when signed in;
 * otherwise the app's own login inside the native app, else the sign-in page that brings them back to this
 * page (`redirect`), and false. A general "finish what I tapped after login" can hook in here alone.
 */
export function signInFirst(): boolean {
  const s = sessionStore.getState();
  if (s.token && s.userId) return true;
  if (inNativeApp() && nativeBridge()) startNativeLogin();
  else goToSignIn(currentPath(), { replace: false });
  return false;
}
