import type { LoginResponse } from '@app/contract';
import { clearUploadToken } from '../../api/upload';
import { queryClient } from '../../api/query-client';
import { sessionStore } from '../../session/session';
import type { LoginRecord } from '../../session/session-store';
import { NOT_LOGGED_IN, type LoginResult } from './login-result';

// Every login flow ends here: the session store keeps the token (docs/product/identity.md's local login record) and
// what the screens showed for the visitor is fetched again for the user.

export function storeLogin(record: LoginRecord) {
  const newUser = sessionStore.getState().token !== record.token;
  sessionStore.login(record);
  // The sign-in forms' own queries (captcha) need no refresh; everything else may now be personal.
  if (newUser) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'identity' });
}

/** A login answer (user_id, open_id, token); `mobile` is the number typed, kept for the next sign-in form. */
export function storeLoginAnswer(answer: LoginResponse, mobile?: string) {
  storeLogin({ token: answer.token, userId: answer.user_id, openId: answer.open_id, mobile: mobile ?? null });
}

/** docs/product/identity.md: a non-zero login code removes the user id and answers code 1 '未登录'. */
export function refuseLogin(): LoginResult {
  sessionStore.removeUserId();
  return NOT_LOGGED_IN;
}

/** Logout: the token and ids go, country and mobile stay; cached data and the upload token go with the user. */
export function endSession() {
  sessionStore.logout();
  clearUploadToken();
  queryClient.clear();
}

/** Logged in as far as the screens are concerned: a token and the user id it belongs to. */
export const isSignedIn = (): boolean => {
  const { token, userId } = sessionStore.getState();
  return !!token && !!userId;
};
