import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { post, type ApiOutput } from '../../../api/http';

export type PoiInfo = ApiOutput<'/api/ls/v1/destination/poiInfo'>;
export type PoiKind = PoiInfo['kind'];
export type NearPoi = ApiOutput<'/api/ls/v1/destination/circumjacentRecommend'>['rows'][number];
export type AudioTrack = ApiOutput<'/api/audio/v1/guide/queryExplainByPoi'>['rows'][number];
export type SurroundTabs = ApiOutput<'/api/ls/v1/destination/surroundRecommendTab'>;

export const poiKeys = {
  all: ['places', 'poi'] as const,
  one: (poiId: string) => [...poiKeys.all, poiId] as const,
  audio: (poiId: string) => [...poiKeys.all, poiId, 'audio'] as const,
  tabs: (poiId: string) => [...poiKeys.all, poiId, 'tabs'] as const,
  nearby: (poiId: string, kind: string) => [...poiKeys.all, poiId, 'nearby', kind] as const,
};

/** Missing or taken offline: the server answers 404. */
export const isMissing = (e: unknown) => isApiError(e) && (e.code === 404 || e.httpStatus === 404);

export function poiInfoQueryOptions(poiId: string) {
  return queryOptions({
    queryKey: poiKeys.one(poiId),
    // The screen shows its own error and not-found states.
    queryFn: ({ signal }) => post('/api/ls/v1/destination/poiInfo', { poiId }, { signal, toast: false }),
    enabled: /^\d+$/.test(poiId),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
}
export const usePoiInfo = (poiId: string) => useQuery(poiInfoQueryOptions(poiId));

export function useAudioTracks(poiId: string, enabled: boolean) {
  return useQuery({
    queryKey: poiKeys.audio(poiId),
    queryFn: ({ signal }) =>
      post('/api/audio/v1/guide/queryExplainByPoi', { poiId }, { signal, toast: false }).then((a) => a.rows),
    enabled,
  });
}

export function useSurroundTabs(poiId: string, enabled: boolean) {
  return useQuery({
    queryKey: poiKeys.tabs(poiId),
    queryFn: ({ signal }) => post('/api/ls/v1/destination/surroundRecommendTab', { poiId }, { signal, toast: false }),
    enabled,
  });
}

const NEARBY_PAGE = 10;

export function nearbyQueryOptions(poiId: string, kind: PoiKind) {
  return infiniteQueryOptions({
    queryKey: poiKeys.nearby(poiId, kind),
    queryFn: ({ pageParam, signal }) =>
      post(
        '/api/ls/v1/destination/circumjacentRecommend',
        { poiId, kind, pageSize: NEARBY_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
export const useNearby = (poiId: string, kind: PoiKind, enabled: boolean) =>
  useInfiniteQuery({ ...nearbyQueryOptions(poiId, kind), enabled });

/** A destination's places, most popular first (the first page is enough to frame the map). */
export function useDestinationPois(destinationId: string, pageSize = 50) {
  return useQuery({
    queryKey: ['places', 'destination-pois', destinationId, pageSize] as const,
    queryFn: ({ signal }) =>
      post('/api/ls/v1/destination/queryDtasPageList', { destinationId, pageSize }, { signal, toast: false }).then(
        (page) => page.rows,
      ),
    enabled: /^\d+$/.test(destinationId),
  });
}
