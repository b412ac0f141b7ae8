import { BASE_CHANNEL_SOURCE, buttonVisibility, type ButtonName, type ButtonVisibility } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import { findChannelConfig } from './channel-repository.ts';

const BUTTONS: readonly ButtonName[] = ['follow', 'release', 'circle', 'card', 'collect', 'inlet'];

/**
 * The channel of an address (docs/product/channels.md): the row of its `source`, else the row with its `storeid`, else
 * the standard edition; the store id that counts; and the buttons shown — the defaults that follow from the store
 * id, each replaced by the row's show_* column when an operator set it.
 */
export async function channelConfig(
  app: AppContext,
  input: { source?: string | undefined; storeid?: string | undefined },
) {
  const source = input.source?.trim() ?? '';
  const storeid = input.storeid?.trim() ?? '';
  const row =
    (source ? await findChannelConfig(app.db, { source }) : undefined) ??
    (storeid ? await findChannelConfig(app.db, { storeId: storeid }) : undefined) ??
    (await findChannelConfig(app.db, { source: BASE_CHANNEL_SOURCE }));
  // The store id: the address's, else that of the row its source named (the base row lends none).
  const storeId = storeid || (source && row?.source === source ? row.store_id : '');
  const visible: ButtonVisibility = buttonVisibility(storeId);
  if (row) {
    for (const name of BUTTONS) {
      const column = row[`show_${name}`];
      if (column !== null) visible[name] = column;
    }
  }
  return {
    source: row?.source ?? '',
    key: row?.key ?? 'base',
    name: row?.name ?? '',
    storeId,
    channelId: row?.channel_id ?? '',
    visible,
  };
}
