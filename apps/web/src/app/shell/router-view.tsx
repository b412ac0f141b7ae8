import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { AppRouter, RouterState } from '../start/app-router';
import { Spinner } from '../../ui/spinner';

const RouterContext = createContext<{ router: AppRouter; state: RouterState } | null>(null);

/**
 * react-router's declarative <Router> over the app's router (start/app-router.ts): the hooks, <Link> and
 * <Navigate> work as they did, and the shell reads the screen, its handle and the pending navigation from here.
 * Until the first screen's chunk arrives, a spinner stands in for the whole app.
 *
 * The router's changes reach React as transitions, not through useSyncExternalStore: a store read that way forces
 * every change into one synchronous render, and a whole screen's first render then blocked the main thread for
 * ~170 ms on a phone-class CPU (docs/performance.md, "The first view"). As a transition React renders the new screen
 * in slices of a few milliseconds and the old one stays until it is ready, which the router wants anyway.
 */
export function RouterView({ router, children }: { router: AppRouter; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const follow = (next: RouterState) => startTransition(() => setState(next));
    const stop = router.subscribe(follow);
    // A change between the first render and this subscription is not lost.
    if (router.state !== state) follow(router.state);
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per router; `state` only seeds the check
  }, [router]);
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
