import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../../api/http';

export const GET_DESTINATION_PATH = '/api/destination/v1/getDestinationById';
export type Destination = ApiOutput<typeof GET_DESTINATION_PATH>;

export function fetchDestination(id: string, signal?: AbortSignal) {
  // Each screen shows its own not-found or failed state.
  return post(GET_DESTINATION_PATH, { id }, { signal, toast: false });
}

export const destinationKeys = {
  one: (id: string) => ['places-guides', 'destination', id] as const,
};

export function destinationQueryOptions(id: string) {
  return queryOptions({
    queryKey: destinationKeys.one(id),
    queryFn: ({ signal }) => fetchDestination(id, signal),
    enabled: id !== '',
    // A destination's name and place change about never.
    staleTime: 10 * 60_000,
  });
}

/** One destination (name, English name, country, continent, tags, POI count). */
export function useDestination(id: string) {
  return useQuery(destinationQueryOptions(id));
}
