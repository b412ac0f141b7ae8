import { CODES, SESSION_EXPIRED_CODE } from '@app/contract';
import { CLIENT_CODES, isApiError } from '../../api/api-error';
import { messages } from './messages';

// What a login call's failure means (docs/product/identity.md): a call that failed (network, timeout, server error)
// toasts '服务器繁忙！' and hands back an empty result; a non-zero login code is the result { code 1, '未登录' }.

/** A login flow's answer: success, the refusal of docs/product/identity.md, or empty (nothing to log in with, or failed). */
export type LoginResult = { code: 0; msg: string } | { code: 1; msg: string } | null;

export type FailureKind = 'aborted' | 'expired' | 'refused' | 'failed';

/** Codes a server answers on purpose, with a reason worth showing (a wrong code, the resend wait, a used token). */
const REFUSALS: ReadonlySet<number> = new Set([1, 403, 404, 4290]);

export function failureKind(error: unknown): FailureKind {
  if (!isApiError(error)) return 'failed';
  if (error.code === CLIENT_CODES.aborted) return 'aborted';
  if (error.code === SESSION_EXPIRED_CODE) return 'expired';
  return REFUSALS.has(error.code) ? 'refused' : 'failed';
}

/** The toast for a failed identity call: the server's reason for a refusal, else '服务器繁忙！'; null for none. */
export function failureText(error: unknown): string | null {
  const kind = failureKind(error);
  if (kind === 'aborted') return null;
  if (kind === 'refused' && isApiError(error) && error.msg) return error.msg;
  if (kind === 'expired') return messages.identity.notLoggedIn;
  return messages.identity.serverBusy;
}

/** Seconds to wait before the next SMS when the server throttled the send (HTTP 429, code 4290), else 0. */
export function retryAfterOf(error: unknown): number {
  if (!isApiError(error) || error.code !== 4290) return 0;
  const body = error.body as { retryAfter?: unknown } | null | undefined;
  const s = Number(body?.retryAfter);
  return Number.isFinite(s) && s > 0 ? Math.ceil(s) : 0;
}

export const LOGGED_IN: LoginResult = { code: 0, msg: CODES.ok.msg };
export const NOT_LOGGED_IN: LoginResult = { code: 1, msg: messages.identity.notLoggedIn };
