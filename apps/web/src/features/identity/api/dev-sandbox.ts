import { queryOptions } from '@tanstack/react-query';
import { devGet } from '../../../api/http';
import { USER_INFO_PATH, type UserInfo } from '../../../api/user-info';
import type { NativeUser } from '../../../lib/native-login';

// Development only (/dev and the simulators; the server answers these on loopback in development alone):
// fresh sandbox tokens per channel, the SMS outbox and captcha answers.

export const SANDBOX_TOKEN_PATH = '/dev/api/sandbox-token';
export const OUTBOX_PATH = '/dev/api/outbox';

export type SandboxToken = {
  source: string;
  storeid: string;
  channel: string;
  party: string;
  token: string;
  /** The address parameter that carries it; null when it travels otherwise (the wyx app's bridge, the SDK). */
  param: string | null;
  /** The parameter's value (the Guangdong variant's keeps its 'YZ' prefix). */
  value: string;
  mobile: string;
};

export type OutboxRow = { countryCode: string; mobile: string; code: string; purpose: string; at: string };

const quiet = { toast: false, jumpToLogin: false } as const;

export function fetchSandboxToken(query: { source?: string; storeid?: string; member?: boolean }) {
  return devGet<SandboxToken>(
    SANDBOX_TOKEN_PATH,
    {
      ...(query.source ? { source: query.source } : {}),
      ...(query.storeid ? { storeid: query.storeid } : {}),
      member: query.member === false ? '0' : '1',
    },
    quiet,
  );
}

export const fetchOutbox = (mobile: string, signal?: AbortSignal) =>
  devGet<{ rows: OutboxRow[] }>(OUTBOX_PATH, { mobile }, { ...quiet, ...(signal ? { signal } : {}) });

export const outboxQuery = (mobile: string) =>
  queryOptions({
    queryKey: ['identity', 'dev-outbox', mobile],
    queryFn: ({ signal }) => fetchOutbox(mobile, signal),
    enabled: mobile !== '',
    staleTime: 0,
    retry: false,
  });

/**
 * What the wyx app knows after its user signs in: a sandbox user's token (minted by the sandbox-token path, as the
 * app's own login would) and that user's profile, fetched with the token as the app would.
 */
export async function fetchSandboxAppUser(): Promise<NativeUser> {
  const { token, mobile } = await fetchSandboxToken({ source: 'wyx' });
  const response = await fetch(`${USER_INFO_PATH}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  const answer = (await response.json()) as { code: number; body?: UserInfo };
  if (answer.code !== 0 || !answer.body) throw new Error(`getUserInfo answered ${answer.code}`);
  const me = answer.body;
  return {
    token,
    userId: me.userId,
    mobile: me.mobile || mobile,
    operator: me.operator,
    openId: me.openId,
    appVer: '8.4.0',
  };
}
