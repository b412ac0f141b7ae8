import type { footprintResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type Footprint = Out<typeof footprintResponse>;
export type FootprintRow = Footprint['rows'][number];

/** The viewer's places: of their content and their want-to-go (want-to-go changes invalidate it). */
export function useFootprint(viewerId: string | null) {
  return useQuery({
    queryKey: ['places', 'footprint', viewerId] as const,
    queryFn: ({ signal }) =>
      post<Footprint>('/api/service/destination/v1/travelMap/footprint', {}, { signal, toast: false }),
    enabled: viewerId !== null,
  });
}
