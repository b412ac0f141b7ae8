import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

// The calling codes of /countrycode, the whole list at once (China first).

export const PHONE_CODE_PATH = '/api/channel/cnf/v1/phoneCode';

export type CallingCodeList = ApiOutput<typeof PHONE_CODE_PATH>;
export type CallingCode = CallingCodeList['rows'][number];

export function fetchCallingCodes(signal?: AbortSignal): Promise<CallingCodeList> {
  // The screen shows its own error state with a retry.
  return post(PHONE_CODE_PATH, {}, { toast: false, ...(signal ? { signal } : {}) });
}

export const callingCodesQuery = () =>
  queryOptions({
    queryKey: ['identity', 'calling-codes'],
    queryFn: ({ signal }) => fetchCallingCodes(signal),
    // Reference data: one fetch per visit is plenty.
    staleTime: Infinity,
    gcTime: 60 * 60_000,
    retry: 1,
  });

export const useCallingCodes = () => useQuery(callingCodesQuery());
