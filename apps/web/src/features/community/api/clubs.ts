import type { clubsByGuestResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type ClubPage = Out<typeof clubsByGuestResponse>;
export type ClubCard = ClubPage['rows'][number];

export function userClubsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['community', 'clubs', userId] as const,
    queryFn: ({ signal }) =>
      post<ClubPage>(
        '/api/community/v1/club/listByGuest',
        { userId, pageNo: 1, pageSize: 20 },
        { signal, toast: false },
      ),
  });
}

/** The clubs a user belongs to (their circle card); asked only when the card is opened. */
export const useUserClubs = (userId: string, enabled: boolean) =>
  useQuery({ ...userClubsQueryOptions(userId), enabled: enabled && userId !== '' });
