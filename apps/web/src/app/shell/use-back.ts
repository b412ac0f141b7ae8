import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/login-redirect';

/** Back within the app, or home when the app was opened on this page (nothing of ours to go back to). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The router's history (start/app-router.ts) numbers its entries; at 0 there is nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
