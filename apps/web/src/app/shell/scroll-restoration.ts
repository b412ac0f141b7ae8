import { useEffect, useLayoutEffect } from 'react';
import type { Location } from 'react-router';
import type { RouteHandle } from '../route-table';
import { useAppRouter } from './router-view';

// Where each page was scrolled to, by key; kept in sessionStorage across reloads (react-router's own key).
const STORAGE_KEY = 'react-router-scroll-positions';
let positions: Record<string, number> | null = null;

function saved(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * react-router's <ScrollRestoration>, for the app's router: a page reached again comes back to its position
 * (the key decides what "again" means), a new page starts at the top or at its #hash, and a navigation with
 * preventScrollReset (a tab switch) leaves the scroll alone.
 */
export function useScrollRestoration(getKey: (location: Location, handle: RouteHandle) => string) {
  const { router, state } = useAppRouter();
  const { location, preventScrollReset } = state;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      const now = router.state;
      saved()[getKey(now.location, now.route.handle ?? {})] = window.scrollY;
    };
    const stopSaving = router.onLeave(save);
    const onPageHide = () => {
      if (!router.state.pending) save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Private mode or full storage: positions last for this page load only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopSaving();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router, getKey]);

  useLayoutEffect(() => {
    const y = saved()[getKey(location, router.state.route.handle ?? {})];
    if (typeof y === 'number') {
      window.scrollTo(0, y);
      return;
    }
    try {
      const el = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (el) {
        el.scrollIntoView();
        return;
      }
    } catch {
      // Not a decodable id: no element to scroll to.
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, preventScrollReset, getKey, router]);
}

/** The hook as an element, placed last in the shell so that it runs once the screen is in the page. */
export function ScrollRestoration({ getKey }: { getKey: (location: Location, handle: RouteHandle) => string }): null {
  useScrollRestoration(getKey);
  return null;
}
