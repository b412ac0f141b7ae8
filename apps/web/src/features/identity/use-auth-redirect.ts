import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/login-redirect';

/** The sign-in screens' way back: the `redirect` they were given (same-origin paths only), and going there. */
export function useAuthRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const finish = useCallback(() => void navigate(redirect, { replace: true }), [navigate, redirect]);
  return { redirect, finish };
}
