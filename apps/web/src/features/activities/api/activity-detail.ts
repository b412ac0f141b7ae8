import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { activityKeys } from './activity-list';

// One activity (/activityDetails, /activityDetails1, /activityH5 and the sign-up pages).

export const FIND_ONE_PATH = '/api/community/v1/activity/findOne';

export function activityQueryOptions(id: string) {
  return queryOptions({
    queryKey: activityKeys.detail(id),
    // The page shows its own not-found and failed states.
    queryFn: ({ signal }) => post(FIND_ONE_PATH, { id: Number(id) }, { signal, toast: false }),
    enabled: id !== '',
  });
}

export const useActivity = (id: string) => useQuery(activityQueryOptions(id));
