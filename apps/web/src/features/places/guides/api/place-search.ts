import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../../api/http';
import { fetchDestinationPois } from './billboard';

// The place picker's calls (/location/basics): what is near the browser's position (address/poi), the city it is
// in (reverseGeo), a destination's popular places when there is no position, and matches for what is typed.

export const ADDRESS_POI_PATH = '/api/destination/v1/address/poi';
export const REVERSE_GEO_PATH = '/api/ls/v1/destination/reverseGeo';
export const MATCH_PATH = '/api/destination/v1/matchNewDestinations';
export type NearPage = ApiOutput<typeof ADDRESS_POI_PATH>;
export type NearPoi = NearPage['rows'][number];
export type CityMatch = ApiOutput<typeof MATCH_PATH>['rows'][number];
export type Point = { lat: number; lng: number };
/** Around the position: what is within walking and a short ride. */
const NEARBY_RADIUS_M = 5000;
/** What is typed is looked for further out: anything in the same city. */
const SEARCH_RADIUS_M = 50_000;
const PAGE_SIZE = 20;

const opts = (signal?: AbortSignal) => ({ signal, toast: false });

export const placeSearchKeys = {
  nearby: (p: Point, keyword: string) => ['places-guides', 'address-poi', p.lat, p.lng, keyword] as const,
  where: (p: Point) => ['places-guides', 'reverse-geo', p.lat, p.lng] as const,
  popular: (destinationId: string) => ['places-guides', 'popular', destinationId] as const,
  cities: (keyword: string) => ['places-guides', 'match', keyword] as const,
};

/** Places near a point (the browser's, WGS-84), nearest first; with a keyword, those whose name holds it. */
export function useNearbyPlaces(point: Point | null, keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: placeSearchKeys.nearby(point ?? { lat: 0, lng: 0 }, keyword),
      queryFn: ({ signal }) =>
        post(
          ADDRESS_POI_PATH,
          {
            lat: point!.lat,
            lng: point!.lng,
            coordType: 'wgs84',
            radius: keyword ? SEARCH_RADIUS_M : NEARBY_RADIUS_M,
            pageSize: PAGE_SIZE,
            ...(keyword ? { keyword } : {}),
          },
          opts(signal),
        ),
      enabled: point !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The city the position is in, to say where "nearby" is. */
export function useWhere(point: Point | null) {
  return useQuery(
    queryOptions({
      queryKey: placeSearchKeys.where(point ?? { lat: 0, lng: 0 }),
      queryFn: ({ signal }) =>
        post(REVERSE_GEO_PATH, { lat: point!.lat, lng: point!.lng, coordType: 'wgs84' }, opts(signal)),
      enabled: point !== null,
      staleTime: 10 * 60_000,
    }),
  );
}

/** A destination's most popular places: the list shown when the browser gives no position. */
export function usePopularPlaces(destinationId: string) {
  return useQuery(
    queryOptions({
      queryKey: placeSearchKeys.popular(destinationId),
      queryFn: ({ signal }) => fetchDestinationPois(destinationId, null, null, signal),
      enabled: destinationId !== '',
    }),
  );
}

/** Cities matching what is typed (Chinese, English, pinyin or initials). */
export function useCityMatches(keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: placeSearchKeys.cities(keyword),
      queryFn: ({ signal }) => post(MATCH_PATH, { keyword, pageSize: 5 }, opts(signal)),
      enabled: keyword !== '',
      placeholderData: keepPreviousData,
    }),
  );
}
