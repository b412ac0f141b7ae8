import { useSyncExternalStore } from 'react';

// The SMS resend wait, per phone and purpose, kept outside the forms: going to /countrycode and back, or from
// the code tab to the password tab, must not let anyone send again before the server's resendAfter.

const until = new Map<string, number>();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | null = null;

export const resendKey = (purpose: string, countryCode: string, mobile: string) =>
  `${purpose}:${countryCode}:${mobile}`;

/** Whole seconds still to wait (rounded up), 0 when sending is allowed. */
export function secondsLeft(key: string, now: number = Date.now()): number {
  const end = until.get(key) ?? 0;
  return end > now ? Math.ceil((end - now) / 1000) : 0;
}

const notify = () => {
  for (const listener of listeners) listener();
};

// One ticker for every countdown on screen, stopped when the last one ends.
function tick() {
  notify();
  const now = Date.now();
  if (ticker && ![...until.values()].some((end) => end > now)) {
    clearInterval(ticker);
    ticker = null;
  }
}

export function startResendWait(key: string, seconds: number, now: number = Date.now()) {
  until.set(key, now + seconds * 1000);
  notify();
  ticker ??= setInterval(tick, 1000);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The countdown of a key, re-rendering once a second while it runs. */
export const useResendWait = (key: string): number =>
  useSyncExternalStore(
    subscribe,
    () => secondsLeft(key),
    () => 0,
  );

/** Whether a code was ever sent for this key in this page's life (the button then says 重新获取). */
export const hasSent = (key: string): boolean => until.has(key);
