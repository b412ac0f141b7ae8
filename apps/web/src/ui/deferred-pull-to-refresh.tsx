import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

type Ptr = ComponentType<PullToRefreshProps>;
type State = { ready: boolean; PullToRefresh: Ptr | null };

// antd-mobile's PullToRefresh brings a spring and a gesture library (about 25 KB gzip) that nothing needs
// before the first pull. It is fetched as its own chunk, started by the route's loader (in parallel with the
// screen's chunk and its first request), and kept once loaded.
let state: State = { ready: false, PullToRefresh: null };
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

export function preloadPullToRefresh(): Promise<void> {
  pending ??= import('antd-mobile/es/components/pull-to-refresh').then(
    (m) => settle({ ready: true, PullToRefresh: m.default }),
    // Offline or a stale deploy: the list still works, only without pulling.
    () => settle({ ready: true, PullToRefresh: null }),
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/**
 * Whether PullToRefresh has arrived (or given up), and the component. Screens keep their skeleton until
 * `ready`, so their content mounts once inside the final wrapper instead of remounting when it arrives.
 */
export function useDeferredPullToRefresh(): State {
  useEffect(() => void preloadPullToRefresh(), []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
