import { useSyncExternalStore } from 'react';
import { EMPTY_KEPT, keepParams, type KeptParams } from '../lib/address-params';
import { noteChannelAddress } from './channel-store';

// The address parameters kept for the session (docs/product/shell.md), in sessionStorage so that a reload keeps
// them and another tab starts its own session.

const KEY = 'SHELL_PARAMS';

function load(): KeptParams {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<KeptParams>) : null;
    return parsed && typeof parsed === 'object'
      ? { seen: { ...parsed.seen }, carried: { ...parsed.carried } }
      : EMPTY_KEPT;
  } catch {
    return EMPTY_KEPT;
  }
}

let kept: KeptParams = typeof window === 'undefined' ? EMPTY_KEPT : load();
const listeners = new Set<() => void>();

export const getKeptParams = (): KeptParams => kept;

/** Takes in the parameters of an address the visitor reached. */
export function observeAddress(search: string) {
  noteChannelAddress(new URLSearchParams(search));
  const next = keepParams(kept, new URLSearchParams(search));
  if (next === kept) return;
  kept = next;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // memory only
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useKeptParams(): KeptParams {
  return useSyncExternalStore(subscribe, getKeptParams, getKeptParams);
}
