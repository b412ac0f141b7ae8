import { useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type Footprint = ApiOutput<'/api/service/destination/v1/travelMap/footprint'>;
export type FootprintRow = Footprint['rows'][number];

/** The viewer's places: of their content and their want-to-go (want-to-go changes invalidate it). */
export function useFootprint(viewerId: string | null) {
  return useQuery({
    queryKey: ['places', 'footprint', viewerId] as const,
    queryFn: ({ signal }) => post('/api/service/destination/v1/travelMap/footprint', {}, { signal, toast: false }),
    enabled: viewerId !== null,
  });
}
