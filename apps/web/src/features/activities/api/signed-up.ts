import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { activityKeys } from './activity-list';
import type { Res } from './contract-types';

// /activityH5/signedup and the faces on the detail page: who signed up, masked for everyone but themselves.

export const SIGNED_UP_PATH = '/api/community/v1/activityEnroll/findActivityEnrollList';
export type SignedUpPage = Res<typeof SIGNED_UP_PATH>;
export type SignedUpRow = SignedUpPage['rows'][number];

export function signedUpQueryOptions(activityId: string, pageSize = 20) {
  return infiniteQueryOptions({
    queryKey: [...activityKeys.signedUp(activityId), pageSize],
    queryFn: ({ pageParam, signal }) =>
      post(
        SIGNED_UP_PATH,
        { activityId: Number(activityId), pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SignedUpPage) => last.nextCursor ?? undefined,
    enabled: activityId !== '',
  });
}

export const useSignedUp = (activityId: string, pageSize?: number) =>
  useInfiniteQuery(signedUpQueryOptions(activityId, pageSize));
