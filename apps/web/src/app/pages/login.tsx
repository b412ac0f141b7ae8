import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoginScreen } from '../../features/identity/screens/login-screen';
import { safeRedirect } from '../../lib/login-redirect';
import { runLoginFlow } from '../../session/login-flow';

/**
 * /login. Every arrival here runs the login flow (docs/product/identity.md), keyed by the history entry so that
 * coming back to /login runs it again; meanwhile the phone sign-in forms are ready.
 */
export function Component() {
  const { key, search } = useLocation();
  useEffect(() => {
    runLoginFlow({ redirect: safeRedirect(new URLSearchParams(search).get('redirect')) });
  }, [key, search]);
  return <LoginScreen />;
}
