import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const CLUBS_PATH = '/api/community/v1/club/listByGuest';

export type ClubPage = ApiOutput<typeof CLUBS_PATH>;
export type ClubCard = ClubPage['rows'][number];

export function userClubsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['community', 'clubs', userId] as const,
    queryFn: ({ signal }) => post(CLUBS_PATH, { userId, pageNo: 1, pageSize: 20 }, { signal, toast: false }),
  });
}

/** The clubs a user belongs to (their circle card); asked only when the card is opened. */
export const useUserClubs = (userId: string, enabled: boolean) =>
  useQuery({ ...userClubsQueryOptions(userId), enabled: enabled && userId !== '' });
