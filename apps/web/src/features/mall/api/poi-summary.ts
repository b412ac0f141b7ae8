import type { poiInfoResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type PoiSummary = Out<typeof poiInfoResponse>;

/** The POI /poimall sells for: its name, picture and coordinate for the header and the hotels near it. */
export function poiSummaryQueryOptions(poiId: string) {
  return queryOptions({
    queryKey: ['mall', 'poi', poiId] as const,
    queryFn: ({ signal }) => post<PoiSummary>('/api/ls/v1/destination/poiInfo', { poiId }, { signal, toast: false }),
  });
}
export const usePoiSummary = (poiId: string) => useQuery({ ...poiSummaryQueryOptions(poiId), enabled: !!poiId });
