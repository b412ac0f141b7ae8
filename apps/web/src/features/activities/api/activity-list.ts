import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post, type RequestOptions } from '../../../api/http';
import type { Req, Res } from './contract-types';

// The activity square (/activitySquare, /activitylist): classifications for the tabs, and the keyset-paged list.

export const LIST_PATH = '/api/community/v1/activity/list';
export const CLASSIFYS_PATH = '/api/community/v1/activity/activityClassifys';
export const SQUARE_PAGE_SIZE = 10;

export type SquareFilter = Omit<Req<typeof LIST_PATH>, 'cursor' | 'pageSize'>;
export type SquarePage = Res<typeof LIST_PATH>;
export type Classify = Res<typeof CLASSIFYS_PATH>['rows'][number];

export function fetchSquare(filter: SquareFilter, cursor: string | null, options?: RequestOptions) {
  // The list shows its own error state with a retry; a toast on top would say it twice.
  return post(
    LIST_PATH,
    { ...filter, pageSize: SQUARE_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    { ...options, toast: false },
  );
}

export const activityKeys = {
  all: ['activities'] as const,
  square: (filter: SquareFilter) => [...activityKeys.all, 'square', filter] as const,
  classifys: () => [...activityKeys.all, 'classifys'] as const,
  detail: (id: string) => [...activityKeys.all, 'detail', id] as const,
  calendar: (month: string, date: string | null, city: string) =>
    [...activityKeys.all, 'calendar', month, date, city] as const,
  enrolment: (id: string) => [...activityKeys.all, 'enrolment', id] as const,
  signedUp: (activityId: string) => [...activityKeys.all, 'signed-up', activityId] as const,
};

export function squareQueryOptions(filter: SquareFilter) {
  return infiniteQueryOptions({
    queryKey: activityKeys.square(filter),
    queryFn: ({ pageParam, signal }) => fetchSquare(filter, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SquarePage) => last.nextCursor ?? undefined,
  });
}

export const useSquare = (filter: SquareFilter) => useInfiniteQuery(squareQueryOptions(filter));

export function classifysQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.classifys(),
    // Without classifications the square still lists everything under "全部": no toast.
    queryFn: ({ signal }) => post(CLASSIFYS_PATH, {}, { signal, toast: false }),
    staleTime: 10 * 60_000,
  });
}

export const useClassifys = () => useQuery(classifysQueryOptions());

/** The square's 精选 row: what the operations team featured, running or to come, in the square's order. */
export function featuredQueryOptions() {
  return queryOptions({
    queryKey: [...activityKeys.all, 'featured'] as const,
    queryFn: ({ signal }) =>
      post(LIST_PATH, { featured: true, status: 'upcoming', pageSize: 6 }, { signal, toast: false }),
    staleTime: 60_000,
  });
}

export const useFeatured = (enabled: boolean) => useQuery({ ...featuredQueryOptions(), enabled });
