import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { queryClient } from '../../../api/query-client';

const PROFILE_PATH = '/api/community/v1/talent/queryInfo';

/** A user's public profile with counts: the head of /personHome (the talent info path serves every user). */
export type UserProfile = ApiOutput<typeof PROFILE_PATH>;

export const userProfileKeys = {
  all: ['community', 'profile'] as const,
  of: (userId: string) => [...userProfileKeys.all, userId] as const,
};

export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userProfileKeys.of(userId),
    queryFn: ({ signal }) => post(PROFILE_PATH, { userId }, { signal, toast: false }),
    enabled: userId !== '',
  });
}

export const useUserProfile = (userId: string) => useQuery(userProfileQueryOptions(userId));

/**
 * After one's nickname or avatar changed: every community answer that shows an author (feeds, details,
 * comments, homes, lists) is stale. Refetched now where shown, on next view elsewhere.
 */
export const authorChanged = () => queryClient.invalidateQueries({ queryKey: ['community'] });
