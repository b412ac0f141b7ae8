import type { ChannelRow } from '@app/rules';

// Development only (/dev): how each channel is opened with a fresh sandbox token, as data.

export type DevParty = 'sso' | 'uid' | 'jtp' | 'app' | 'mini' | 'none';

/** How a channel row logs in (docs/product/identity.md), for /dev's table. */
export function partyOf(row: Pick<ChannelRow, 'key' | 'channelId'>): DevParty {
  if (row.key === 'base') return 'none';
  if (row.key === 'wyx') return 'app';
  if (row.key === 'miniprogram') return 'mini';
  if (row.channelId) return 'jtp';
  return row.key === 'group' ? 'uid' : 'sso';
}

export const DEV_LANDING = '/speakTopic';

/** The address that opens the app as a channel, its token in the parameter the channel reads. */
export function channelHref(source: string, param: string | null, value: string, landing: string = DEV_LANDING) {
  const params = new URLSearchParams();
  if (source) params.set('source', source);
  if (param) params.set(param, value);
  const query = params.toString();
  return query ? `${landing}?${query}` : landing;
}

/** The wyx app: its simulated bridge, kept for the session. */
export const wyxHref = (landing: string = DEV_LANDING) => `${landing}?source=wyx&bridge=sim`;

/** A store's page with only its storeid, and the simulated auto-login SDK. */
export const storeHref = (storeId: string, landing: string = DEV_LANDING) =>
  `${landing}?${new URLSearchParams({ storeid: storeId, autologin: 'sim' }).toString()}`;
