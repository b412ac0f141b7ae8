import type { EndpointTypes } from '@app/contract';
import { useSyncExternalStore } from 'react';

// The session's channel (docs/product/channels.md: "resolved once per session from the address and kept"): the source
// and store id of the FIRST address that carries either, and the server's answer for them (the channel table's
// show_* columns over the defaults), both in sessionStorage so a reload keeps them and another tab starts anew.
// A later address with another storeid or source does not change the channel of a session already resolved.

export type ChannelConfig = EndpointTypes['/api/channel/cnf/v1/channelConfig']['output'];
export type ChannelAddress = { source: string; storeid: string };
export type ChannelState = { address: ChannelAddress | null; served: { key: string; config: ChannelConfig } | null };

const KEY = 'SESSION_CHANNEL';
const EMPTY: ChannelState = { address: null, served: null };

/** What the server is asked about, and what its answer is kept under. */
export const channelKey = (a: ChannelAddress | null) => `${a?.source ?? ''}|${a?.storeid ?? ''}`;

function load(): ChannelState {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as ChannelState | null;
    return parsed && typeof parsed === 'object'
      ? { address: parsed.address ?? null, served: parsed.served ?? null }
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: ChannelState = typeof window === 'undefined' ? EMPTY : load();
const listeners = new Set<() => void>();

function set(next: ChannelState) {
  state = next;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // memory only
  }
  for (const listener of listeners) listener();
}

export const getChannelState = (): ChannelState => state;

/** Reads an address the visitor reached: the first one with a storeid or source fixes the session's channel. */
export function noteChannelAddress(params: URLSearchParams) {
  if (state.address) return;
  const source = params.get('source')?.trim() ?? '';
  const storeid = params.get('storeid')?.trim() ?? '';
  if (source === '' && storeid === '') return;
  set({ ...state, address: { source, storeid } });
}

/** The server's answer for the channel `key` (the start-up wiring asks it, app/start/channel-config.ts). */
export function setServedChannel(key: string, config: ChannelConfig) {
  set({ ...state, served: { key, config } });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function subscribeChannel(listener: () => void): () => void {
  return subscribe(listener);
}

export function useChannelState(): ChannelState {
  return useSyncExternalStore(subscribe, getChannelState, getChannelState);
}
