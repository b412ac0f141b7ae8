import { LOADING_HIDE_MS } from '@app/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionStore, useSession } from '../../session/session';
import { Spinner } from '../../ui/spinner';
import { useAppRouter } from './router-view';

/**
 * The per-route loading indicator (docs/product/shell.md): on while a screen's chunk loads and from each arrival
 * on a new path, off LOADING_HIDE_MS after the arrival, or at once when a call fails (section 8). It lives in
 * the session's isLoading, which starts true. Routes with loading: false never show it.
 */
export function NavigationSpinner({ enabled }: { enabled: boolean | undefined }) {
  const navigation = useAppRouter().state.pending;
  const { pathname } = useLocation();
  const isLoading = useSession((s) => s.isLoading);
  const pending = navigation !== null && navigation.pathname !== pathname;

  useEffect(() => {
    sessionStore.setLoading(true);
    const timer = setTimeout(() => sessionStore.setLoading(false), LOADING_HIDE_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (enabled === false || !(isLoading || pending)) return null;
  return <Spinner overlay testId="route-loading" />;
}
