import { BASE_CHANNEL_SOURCE, buttonVisibility, type ButtonName, type ButtonVisibility } from '@app/rules';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { findChannelConfig, findChannelKeyOfStore, findStoreOfChannelKey } from './channel-repository.ts';

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

const STORE_PREFIX = 'storeid:';

/**
 * The store id and channel key a session's channel carries (the mall's coupon scope): 'storeid:<id>' from the
 * auto-login flow (its channel is the first channel row naming that store), or a channel key whose row names the
 * store. A phone login ('') carries neither.
 */
export async function storeAndChannelOf(
  db: Kysely<DB>,
  sessionChannel: string,
): Promise<{ storeId: string; channel: string }> {
  if (sessionChannel.startsWith(STORE_PREFIX)) {
    const storeId = sessionChannel.slice(STORE_PREFIX.length);
    return { storeId, channel: (await findChannelKeyOfStore(db, storeId)) ?? '' };
  }
  if (sessionChannel === '') return { storeId: '', channel: '' };
  return { storeId: (await findStoreOfChannelKey(db, sessionChannel)) ?? '', channel: sessionChannel };
}
