import { useSyncExternalStore } from 'react';
import { fmt } from '../../../lib/messages';
import { keptAt } from '../lib/format-bytes';
import { messages } from '../messages';
import styles from './offline-bar.module.css';

type State = { staleAt: number | null; seenAt: number; offline: boolean; update: (() => void) | null };

let state: State = {
  staleAt: null,
  seenAt: 0,
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  update: null,
};
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

/** What the bar shows, moved by the worker's messages and the browser's online events (start.tsx). */
export const barState = {
  updateAccepted: false,
  /** A read answered: from the device (when it was kept) or from the network (null). */
  read(at: number | null) {
    if (at === null) set({ staleAt: null });
    // The oldest kept answer on screen is the one to own up to.
    else set({ staleAt: state.staleAt === null ? at : Math.min(state.staleAt, at), seenAt: Date.now() });
  },
  online: () => set({ offline: false }),
  offline: () => set({ offline: true }),
  update: (take: () => void) => set({ update: take }),
};

/** Called on every change of what the bar shows. */
export const subscribeBar = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The quiet 离线 · 更新于 HH:mm banner over data from the device, and the 有新版本 prompt of a new build. */
export function OfflineBar() {
  const s = useSyncExternalStore(subscribeBar, () => state);
  const when = s.staleAt === null ? null : keptAt(s.staleAt, s.seenAt);
  return (
    <>
      {when ? (
        <div className={styles.stale} role="status" data-testid="offline-banner">
          {'time' in when ? fmt(messages.bar.stale, when) : fmt(messages.bar.staleDay, when)}
        </div>
      ) : null}
      {s.update ? (
        <div className={styles.update} role="alert" data-testid="update-prompt">
          <span>{messages.bar.update}</span>
          <button
            type="button"
            onClick={() => {
              barState.updateAccepted = true;
              s.update?.();
            }}
          >
            {messages.bar.reload}
          </button>
        </div>
      ) : null}
    </>
  );
}
