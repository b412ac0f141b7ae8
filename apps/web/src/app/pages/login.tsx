import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { safeRedirect } from '../../lib/login-redirect';
import { runLoginFlow } from '../session/login-flow';
import { ComingSoon } from './coming-soon';

/**
 * /login. Every arrival here runs the login flow (SPEC.md section 2), keyed by the history entry so that
 * coming back to /login runs it again. The sign-in screen itself is the identity work's; until it lands the
 * page says it is coming.
 */
export function Component() {
  const { key, search } = useLocation();
  useEffect(() => {
    runLoginFlow({ redirect: safeRedirect(new URLSearchParams(search).get('redirect')) });
  }, [key, search]);
  return <ComingSoon />;
}
