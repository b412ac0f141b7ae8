import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/http';
import type { EnrolListPage } from './contract-types';
import { organiserKeys } from './keys';

// An activity's sign-ups as its publisher sees them: counts, and the list with personal values masked.

const PAGE = 20;

export const useActivitySummary = (id: string) =>
  useQuery({
    queryKey: organiserKeys.summary(id),
    queryFn: ({ signal }) => post('/api/community/v1/activity/findSummary', { id }, { signal, toast: false }),
    enabled: id !== '',
  });

export const useEnrolList = (activityId: string) =>
  useInfiniteQuery({
    queryKey: organiserKeys.enrolments(activityId),
    queryFn: ({ pageParam, signal }) =>
      post(
        '/api/community/v1/activityEnroll/findActivityEnrollList',
        { activityId, pageSize: PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: EnrolListPage) => last.nextCursor ?? undefined,
    enabled: activityId !== '',
  });
