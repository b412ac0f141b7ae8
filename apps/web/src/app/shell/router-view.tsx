import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { AppRouter, RouterState } from '../start/app-router';
import { Spinner } from '../../ui/spinner';

const RouterContext = createContext<{ router: AppRouter; state: RouterState } | null>(null);

/**
 * react-router's declarative <Router> over the app's router (start/app-router.ts): the hooks, <Link> and
 * <Navigate> work as they did, and the shell reads the screen, its handle and the pending navigation from here.
 * Until the first screen's chunk arrives, a spinner stands in for the whole app.
 */
export function RouterView({ router, children }: { router: AppRouter; children: ReactNode }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const ready = state.Component !== null || state.error !== null;
  return (
    <Router location={state.location} navigationType={state.navigationType} navigator={router.navigator}>
      <RouterContext.Provider value={{ router, state }}>{ready ? children : <Spinner />}</RouterContext.Provider>
    </Router>
  );
}

export function useAppRouter(): { router: AppRouter; state: RouterState } {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useAppRouter outside <RouterView>');
  return value;
}
