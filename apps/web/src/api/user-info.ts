import { queryOptions } from '@tanstack/react-query';
import { post, type ApiOutput } from './http';

// The logged-in user's profile. Screens that need login check the session with it when they open, so an
// expired token sends the visitor to sign in before they fill in a form (body code 429 → session expiry).

export const USER_INFO_PATH = '/b2b/user/login/getUserInfo';

export type UserInfo = ApiOutput<typeof USER_INFO_PATH>;

export const sessionCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['session', 'user-info', token],
    queryFn: ({ signal }) => post(USER_INFO_PATH, {}, { signal, toast: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });
