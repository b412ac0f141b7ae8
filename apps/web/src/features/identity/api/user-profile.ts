import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { USER_INFO_PATH, type UserInfo } from '../../../api/user-info';

// The logged-in user (getUserInfo). The bootstrap's user fetch never jumps to login: a stale token on a public
// page only removes the user id (docs/product/identity.md).

export type UserProfile = UserInfo;

export const fetchUserProfile = (signal?: AbortSignal) =>
  post(USER_INFO_PATH, {}, { toast: false, jumpToLogin: false, ...(signal ? { signal } : {}) });

export const userProfileQuery = (token: string) =>
  queryOptions({
    queryKey: ['identity', 'profile', token],
    queryFn: ({ signal }) => fetchUserProfile(signal),
    staleTime: 60_000,
    retry: false,
  });

export const useUserProfile = (token: string | null) =>
  useQuery({ ...userProfileQuery(token ?? ''), enabled: !!token });
