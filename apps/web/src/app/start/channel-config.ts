import { post } from '../../api/http';
import { channelKey, getChannelState, setServedChannel, subscribeChannel } from '../../session/channel-store';

/**
 * Asks the server for the session's channel (its row's show_* columns over the defaults) once per page load, and
 * again if the channel is resolved later in the session (the first address that carries one). Until it answers,
 * or if it fails, the buttons follow the store id's defaults (session/channel.ts).
 */
export function watchChannelConfig(): void {
  let asked: string | null = null;
  const ask = () => {
    const { address } = getChannelState();
    const key = channelKey(address);
    if (key === asked) return;
    asked = key;
    // Without a store id or source there is no channel row to read: the defaults stand, and the first view makes
    // no extra request (docs/product/budgets.md counts them).
    if (!address?.source && !address?.storeid) return;
    const body = {
      ...(address?.source ? { source: address.source } : {}),
      ...(address?.storeid ? { storeid: address.storeid } : {}),
    };
    post('/api/channel/cnf/v1/channelConfig', body, { toast: false }).then(
      (config) => {
        if (channelKey(getChannelState().address) === key) setServedChannel(key, config);
      },
      () => {
        // The defaults stay; the next page load asks again.
        asked = null;
      },
    );
  };
  subscribeChannel(ask);
  ask();
}
