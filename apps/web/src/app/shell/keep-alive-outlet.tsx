import { Activity, useState, type ReactElement, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { useSession } from '../../session/session';
import { LoginGuard } from './login-guard';
import { useRouteHandle } from './route-handle';
import { useAppRouter } from './router-view';

type Kept = { key: string; element: ReactElement | null; location: Location; navigationType: NavigationType };

/**
 * The outlet, with docs/product/shell.md's screens kept alive: once shown, such a screen stays mounted inside a hidden
 * <Activity> when left (state kept, effects paused) and comes back as it was. Each kept screen sees the
 * address it was last shown at, so a hidden feed does not react to the detail page's query. The scroll
 * position comes back through ScrollRestoration, keyed by path for these screens (see app-shell.tsx).
 */
export function KeepAliveOutlet() {
  const { Component } = useAppRouter().state;
  const outlet = Component ? <Component /> : null;
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = useRouteHandle();
  const generation = useSession((s) => s.generation);
  const [kept, setKept] = useState<{ generation: number; entries: Kept[] }>({ generation, entries: [] });

  // A logout drops every kept screen: they may show the previous user's data.
  if (kept.generation !== generation) setKept({ generation, entries: [] });

  const key = location.pathname;
  const current = kept.entries.find((e) => e.key === key);
  if (handle.keepAlive && kept.generation === generation && current?.location !== location) {
    const entry: Kept = { key, element: outlet, location, navigationType };
    setKept({
      generation,
      entries: current ? kept.entries.map((e) => (e.key === key ? entry : e)) : [...kept.entries, entry],
    });
  }

  const live = handle.keepAlive ? null : handle.requiresLogin ? <LoginGuard>{outlet}</LoginGuard> : outlet;
  return (
    <>
      {kept.entries.map((e) => {
        const active = handle.keepAlive === true && e.key === key;
        return (
          <Activity key={e.key} mode={active ? 'visible' : 'hidden'}>
            <FrozenLocation
              location={active ? location : e.location}
              navigationType={active ? navigationType : e.navigationType}
            >
              {active ? outlet : e.element}
            </FrozenLocation>
          </Activity>
        );
      })}
      {live}
    </>
  );
}

function FrozenLocation({
  location,
  navigationType,
  children,
}: {
  location: Location;
  navigationType: NavigationType;
  children: ReactNode;
}) {
  return (
    <UNSAFE_LocationContext.Provider value={{ location, navigationType }}>{children}</UNSAFE_LocationContext.Provider>
  );
}
