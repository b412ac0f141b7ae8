import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { sessionCheckQuery } from '../../api/user-info';
import { uiMessages } from '../../ui/messages';
import { inNativeApp, nativeBridge } from '../../session/environment';
import { startNativeLogin } from '../../session/native-login-runner';
import { useSession } from '../../session/session';
import { goToSignIn } from '../../session/sign-in';
import { Spinner } from '../../ui/spinner';
import { NativeLoginPanel } from '../../ui/native-login-panel';

/**
 * docs/product/identity.md, a route needing login without a user id: inside the native app, native login and
 * polling; outside it, the sign-in page with the way back. With a user id the screen shows at once while
 * the session is checked behind it: an expired token (body code 429) then goes to sign in.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const userId = useSession((s) => s.userId);
  const token = useSession((s) => s.token);
  if (userId && token) {
    return (
      <>
        <SessionCheck token={token} />
        {children}
      </>
    );
  }
  return <LoginRequired />;
}

function SessionCheck({ token }: { token: string }) {
  useQuery(sessionCheckQuery(token));
  return null;
}

function LoginRequired() {
  const { pathname, search, hash } = useLocation();
  const native = inNativeApp() && !!nativeBridge();

  useEffect(() => {
    if (native) startNativeLogin();
    else goToSignIn(pathname + search + hash);
  }, [native, pathname, search, hash]);

  if (!native) return <Spinner label={uiMessages.login.redirecting} />;
  return <NativeLoginPanel />;
}
