import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type PoiSummary = ApiOutput<'/api/ls/v1/destination/poiInfo'>;

/** The POI /poimall sells for: its name, picture and coordinate for the header and the hotels near it. */
export function poiSummaryQueryOptions(poiId: string) {
  return queryOptions({
    queryKey: ['mall', 'poi', poiId] as const,
    queryFn: ({ signal }) => post('/api/ls/v1/destination/poiInfo', { poiId }, { signal, toast: false }),
  });
}
export const usePoiSummary = (poiId: string) => useQuery({ ...poiSummaryQueryOptions(poiId), enabled: !!poiId });
