import { z } from 'zod';

// The channel of a session (docs/product/channels.md): its row of the channel table and which channel-dependent buttons it
// shows — the defaults that follow from the store id, with the row's show_* columns (an operator's edits) over them.

const addressValue = z.string().trim().max(40).optional();
export const channelConfigRequest = z.object({ source: addressValue, storeid: addressValue });
export const buttonVisibilityView = z.object({
  follow: z.boolean(),
  release: z.boolean(),
  circle: z.boolean(),
  card: z.boolean(),
  collect: z.boolean(),
  inlet: z.boolean(),
});
export const channelConfigResponse = z.object({
  /** The row the channel resolved to ('' is the standard edition). */
  source: z.string(),
  key: z.string(),
  name: z.string(),
  /** The store id that counts: the address's, else the row's, else ''. */
  storeId: z.string(),
  channelId: z.string(),
  visible: buttonVisibilityView,
});
