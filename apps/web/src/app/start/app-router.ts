import type { ComponentType } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  parsePath,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
  type Path,
  type To,
} from 'react-router';
import type { RouteHandle } from '../route-table';

// The app's router: react-router's declarative <Router> (hooks, Link, Navigate) over this small store, instead of
// its data router (~15 KB gzip of the first load; docs/decisions/0012-declarative-router.md). What the data
// router did for us is kept here: a screen's code is loaded before the address changes (the old screen stays
// until then, and `pending` says so), a screen's requests start while its code downloads, and the first screen
// waits for its chunk.

/** A route module: what `import('./pages/x')` answers. */
export type ScreenModule = { Component: ComponentType };

/** One screen of the route table. */
export type ScreenRoute = {
  handle?: RouteHandle;
  /** The screen's code, its own chunk. */
  lazy?: () => Promise<ScreenModule>;
  /** A screen in the entry chunk (the redirect of unknown paths). */
  Component?: ComponentType;
  /** Starts the screen's requests while its chunk downloads; never awaited. */
  prefetch?: (url: URL) => void;
  /** false: a navigation that only changes the query does not prefetch again (tab switches). */
  prefetchOnQuery?: boolean;
};

export type RouterState = {
  location: Location;
  navigationType: NavigationType;
  route: ScreenRoute;
  /** The screen's component; null until the first screen's chunk has arrived. */
  Component: ComponentType | null;
  /** Its chunk failed to load (usually a deploy replaced it): the shell shows the error page. */
  error: unknown;
  /** The address being navigated to while its screen's code loads. */
  pending: Path | null;
  /** The navigation asked to keep the scroll position (a tab switch). */
  preventScrollReset: boolean;
};

type Listener = (state: RouterState) => void;

// react-router's NavigationType is an enum of these strings; naming them here keeps its object out of the bundle.
const PUSH = 'PUSH' as NavigationType;
const REPLACE = 'REPLACE' as NavigationType;
const POP = 'POP' as NavigationType;

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter(resolve: (pathname: string) => ScreenRoute) {
  const history = createBrowserHistory();
  const loaded = new WeakMap<ScreenRoute, ComponentType>();
  const listeners = new Set<Listener>();
  const beforeLeave = new Set<(state: RouterState) => void>();

  const componentOf = (route: ScreenRoute) => route.Component ?? loaded.get(route) ?? null;
  const initialRoute = resolve(history.location.pathname);
  let state: RouterState = {
    location: history.location,
    navigationType: history.action,
    route: initialRoute,
    Component: componentOf(initialRoute),
    error: null,
    pending: null,
    preventScrollReset: false,
  };
  let seq = 0;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  /** Loads a screen's chunk once; a failed load is tried again on the next visit. */
  function load(route: ScreenRoute): Promise<ComponentType> | ComponentType {
    const ready = componentOf(route);
    if (ready || !route.lazy) return ready ?? (() => null);
    return route.lazy().then((m) => {
      loaded.set(route, m.Component);
      return m.Component;
    });
  }

  function prefetch(route: ScreenRoute, path: Path, first: boolean) {
    if (!route.prefetch) return;
    const prev = state.location;
    // Within the same screen: hash-only changes never refetch; others do unless the route says not to.
    if (!first && route === state.route) {
      const hashOnly = prev.pathname === path.pathname && prev.search === path.search && prev.hash !== path.hash;
      if (hashOnly || route.prefetchOnQuery === false) return;
    }
    route.prefetch(new URL(createPath(path), window.location.origin));
  }

  /** Starts a navigation: requests and code together, then the address and the screen change at once. */
  function start(action: NavigationType, path: Path, commitAddress: () => Location, preventScrollReset: boolean) {
    const id = ++seq;
    for (const hook of beforeLeave) hook(state);
    const route = resolve(path.pathname);
    prefetch(route, path, false);
    const commit = (Component: ComponentType | null, error: unknown) => {
      if (id !== seq) return;
      set({
        location: commitAddress(),
        navigationType: action,
        route,
        Component,
        error,
        pending: null,
        preventScrollReset,
      });
    };
    const ready = load(route);
    if (!(ready instanceof Promise)) commit(ready, null);
    else {
      set({ pending: path });
      ready.then(
        (Component) => commit(Component, null),
        (error: unknown) => commit(null, error),
      );
    }
  }

  const toPath = (to: To): Path => {
    const parts = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: parts.pathname ?? state.location.pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
  };

  const router = {
    get state() {
      return state;
    },
    /** Every in-app navigation comes here (Link, useNavigate, Navigate, setSearchParams, navigateTo). */
    navigate(to: To | number, options: NavigateOptions = {}): void {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = toPath(to);
      const replace = options.replace === true;
      const historyState: unknown = options.state ?? null;
      start(
        replace ? REPLACE : PUSH,
        path,
        () => {
          if (replace) history.replace(path, historyState);
          else history.push(path, historyState);
          return history.location;
        },
        options.preventScrollReset === true,
      );
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called as a navigation starts, with the screen being left (scroll positions are saved here). */
    onLeave(hook: (state: RouterState) => void): () => void {
      beforeLeave.add(hook);
      return () => beforeLeave.delete(hook);
    },
    /** What react-router's hooks and <Link> navigate with: through router.navigate, so wrapping it covers all. */
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, historyState, opts) => router.navigate(to, { ...opts, state: historyState }),
      replace: (to, historyState, opts) => router.navigate(to, { ...opts, state: historyState, replace: true }),
    } satisfies Navigator,
  };

  // Back and forward: the address has already changed; the screen follows once its code is there.
  history.listen(({ location }) => start(POP, location, () => history.location, false));

  // The first screen: its requests start now, beside its chunk; the app shows once the chunk is there.
  prefetch(initialRoute, history.location, true);
  const first = load(initialRoute);
  if (first instanceof Promise) {
    void first.then(
      (Component) => {
        if (state.route === initialRoute) set({ Component });
      },
      (error: unknown) => {
        if (state.route === initialRoute) set({ error });
      },
    );
  }
  return router;
}
