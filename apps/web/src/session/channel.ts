import { buttonVisibility, channelFlags, resolveStoreId, type ButtonName } from '@app/rules';
import { useMemo } from 'react';
import { channelKey, useChannelState, type ChannelState } from './channel-store';

/**
 * The session's channel (docs/product/channels.md): its store id, flag groups and which buttons it shows. The buttons
 * are the server's answer (the channel table's show_* columns, which an operator may edit) once it has come; until
 * then, or when it cannot be had, the defaults that follow from the store id.
 */
export function channelOf(state: ChannelState) {
  const source = state.address?.source ?? '';
  const served = state.served?.key === channelKey(state.address) ? state.served.config : null;
  const storeId = served?.storeId ?? resolveStoreId({ storeid: state.address?.storeid ?? '', source });
  return { source, storeId, flags: channelFlags(storeId), visible: served?.visible ?? buttonVisibility(storeId) };
}

export type Channel = ReturnType<typeof channelOf>;

export function useChannel(): Channel {
  const state = useChannelState();
  return useMemo(() => channelOf(state), [state]);
}

/** Whether the channel shows one of the channel-dependent buttons. */
export function useChannelShows(button: ButtonName): boolean {
  return useChannel().visible[button];
}
