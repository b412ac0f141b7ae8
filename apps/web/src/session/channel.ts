import { buttonVisibility, channelFlags, resolveStoreId, type ButtonName } from '@app/rules';
import { useMemo } from 'react';
import type { KeptParams } from '../lib/address-params';
import { useKeptParams } from './kept-params';

/** The session's channel (BRIEF.md section 4): its store id, flag groups and which buttons it shows. */
export function channelOf(kept: KeptParams) {
  const source = kept.seen.source ?? '';
  const storeId = resolveStoreId({ storeid: kept.carried.storeid, source });
  return { source, storeId, flags: channelFlags(storeId), visible: buttonVisibility(storeId) };
}

export type Channel = ReturnType<typeof channelOf>;

export function useChannel(): Channel {
  const kept = useKeptParams();
  return useMemo(() => channelOf(kept), [kept]);
}

/** Whether the channel shows one of the channel-dependent buttons. */
export function useChannelShows(button: ButtonName): boolean {
  return useChannel().visible[button];
}
