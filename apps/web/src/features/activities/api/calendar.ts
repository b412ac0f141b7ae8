import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { activityKeys } from './activity-list';
import type { Res } from './contract-types';

// /activityCalendar: the month's marked days and the chosen day's activities, in one call; a city narrows both.

export const CALENDAR_PATH = '/api/destination/v1/info/aCalendar';
export type CalendarAnswer = Res<typeof CALENDAR_PATH>;

export function calendarQueryOptions(month: string, date: string | null, city: string, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: activityKeys.calendar(month, date, city),
    queryFn: ({ signal }) =>
      post(CALENDAR_PATH, { month, ...(date ? { date } : {}), ...(city ? { city } : {}) }, { signal, toast: false }),
    // Switching months keeps the last grid on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export const useCalendar = (month: string, date: string | null, city: string, enabled = true) =>
  useQuery(calendarQueryOptions(month, date, city, enabled));
