import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type HotelPage = ApiOutput<'/api/hotel/search/v1/social/region'>;
export type Hotel = HotelPage['rows'][number];
export type HotelColumn = ApiOutput<'/api/destination/v1/poi/queryHotelColumn'>;

/** Hotels nearest a coordinate (WGS-84), each with its distance. */
export function nearHotelsQueryOptions(lat: number, lng: number, pageSize = 6) {
  return queryOptions({
    queryKey: ['mall', 'hotels', 'near', lat, lng, pageSize] as const,
    queryFn: ({ signal }) =>
      post('/api/hotel/search/v1/social/region', { lat, lng, pageSize }, { signal, toast: false }),
  });
}
export const useNearHotels = (lat: number | undefined, lng: number | undefined) =>
  useQuery({
    ...nearHotelsQueryOptions(lat ?? 0, lng ?? 0),
    enabled: Number.isFinite(lat) && Number.isFinite(lng),
  });

/** A destination's hotel column. */
export function hotelColumnQueryOptions(destinationId: string, pageSize = 6) {
  return queryOptions({
    queryKey: ['mall', 'hotels', 'column', destinationId, pageSize] as const,
    queryFn: ({ signal }) =>
      post('/api/destination/v1/poi/queryHotelColumn', { destinationId, pageSize }, { signal, toast: false }),
  });
}
export const useHotelColumn = (destinationId: string | undefined) =>
  useQuery({ ...hotelColumnQueryOptions(destinationId ?? ''), enabled: !!destinationId });
