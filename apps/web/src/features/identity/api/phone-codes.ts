import type { phoneCodeListResponse, phoneCodeRow } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { ResponseOf } from './contract-types';

// The calling codes of /countrycode, the whole list at once (China first).

export const PHONE_CODE_PATH = '/api/channel/cnf/v1/phoneCode';

export type CallingCode = ResponseOf<typeof phoneCodeRow>;
export type CallingCodeList = ResponseOf<typeof phoneCodeListResponse>;

export function fetchCallingCodes(signal?: AbortSignal): Promise<CallingCodeList> {
  // The screen shows its own error state with a retry.
  return post<CallingCodeList>(PHONE_CODE_PATH, {}, { toast: false, ...(signal ? { signal } : {}) });
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
