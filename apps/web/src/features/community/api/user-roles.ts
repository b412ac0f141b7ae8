import type { userRolesResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type UserRoles = Out<typeof userRolesResponse>;

export function userRolesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['community', 'roles', viewerId] as const,
    queryFn: ({ signal }) =>
      post<UserRoles>('/api/community/v1/master/queryUserRoles', {}, { signal, toast: false, jumpToLogin: false }),
  });
}

/** The viewer's roles (certified creator, talent, club master); nothing is asked without a viewer. */
export const useUserRoles = (viewerId: string | null) =>
  useQuery({ ...userRolesQueryOptions(viewerId ?? ''), enabled: !!viewerId });
