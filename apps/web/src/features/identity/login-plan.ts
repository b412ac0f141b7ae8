import { DEFAULT_CHANNELS, loginTokenFromParams, type ChannelRow } from '@app/rules';

// docs/product/identity.md's login bootstrap, decided as data (login-bootstrap.ts carries it out): which flow the
// session's channel, the address's tokens and the page's surroundings call for.

export type LoginPlan =
  /** A carrier's SSO token, or the group channel's uid, exchanged through ssoLogin with the source. */
  | { kind: 'sso'; source: string; token: string; membership: boolean }
  /** Beijing, Jiangsu and every channel with a channelId: the auth token through getJTPToken. */
  | { kind: 'jtp'; token: string; channelId: string }
  /** One of our own tokens (the mini-program's h5token, or an htoken without a channel), used as it is. */
  | { kind: 'direct'; token: string }
  /** The storeid auto-login SDK's code, exchanged through ssoLogin with the storeid. */
  | { kind: 'autologin'; storeId: string }
  /** The native app's user info (the wyx app, or any page inside the app). */
  | { kind: 'native' }
  /** The React Native shell's bridge. */
  | { kind: 'rn' }
  /** The token stored by an earlier login, checked with a user fetch. */
  | { kind: 'stored'; token: string }
  /** Nothing to log in with: an empty result. */
  | { kind: 'none'; reason: 'missing-token' | 'nothing' };

export type PlanInput = {
  /** The session's source parameter ('' for none). */
  source: string;
  /** The address's storeid ('' for none). */
  storeId: string;
  /** Login tokens taken out of the address (t, tt, h5token, htoken, h_token). */
  entryTokens: Readonly<Record<string, string | undefined>>;
  nativeBridge: boolean;
  rnBridge: boolean;
  storedToken: string | null;
  channels?: readonly ChannelRow[];
};

const WYX = 'wyx';
const MINI_PROGRAM = 'miniprogram';
const BASE = 'base';

/** Guangdong's channels (广东移动 1-8, the non-member, ATV and variant rows) check membership after login. */
export const isGuangdong = (row: Pick<ChannelRow, 'key'>): boolean => row.key.startsWith('guangdong');

export function planLogin(input: PlanInput): LoginPlan {
  const channels = input.channels ?? DEFAULT_CHANNELS;
  const source = input.source.trim();
  const row = source === '' ? undefined : channels.find((c) => c.source === source);
  const hasEntryToken = Object.values(input.entryTokens).some((v) => !!v);

  // The provider's own app hands its user over the native bridge, never in the address.
  if (row?.key === WYX && input.nativeBridge) return { kind: 'native' };

  if (hasEntryToken) {
    const token = loginTokenFromParams(row ? source : '', input.entryTokens);
    // docs/product/channels.md: a channel whose own token parameter is missing ends with an empty result.
    if (!token) return { kind: 'none', reason: 'missing-token' };
    if (!row || row.key === BASE || row.key === MINI_PROGRAM || row.key === WYX) return { kind: 'direct', token };
    if (row.channelId) return { kind: 'jtp', token, channelId: row.channelId };
    return { kind: 'sso', source, token, membership: isGuangdong(row) };
  }

  // "With only a storeid": no channel, no token of the address, nobody logged in yet.
  if (input.storeId && !row && !input.storedToken) return { kind: 'autologin', storeId: input.storeId };
  if (input.nativeBridge) return { kind: 'native' };
  if (input.rnBridge) return { kind: 'rn' };
  if (input.storedToken) return { kind: 'stored', token: input.storedToken };
  return { kind: 'none', reason: 'nothing' };
}
