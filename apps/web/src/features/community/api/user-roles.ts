import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const ROLES_PATH = '/api/community/v1/master/queryUserRoles';

export type UserRoles = ApiOutput<typeof ROLES_PATH>;

export function userRolesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['community', 'roles', viewerId] as const,
    queryFn: ({ signal }) => post(ROLES_PATH, {}, { signal, toast: false, jumpToLogin: false }),
  });
}

/** The viewer's roles (certified creator, talent, club master); nothing is asked without a viewer. */
export const useUserRoles = (viewerId: string | null) =>
  useQuery({ ...userRolesQueryOptions(viewerId ?? ''), enabled: !!viewerId });
