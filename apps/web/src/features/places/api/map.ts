import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type MapSettings = ApiOutput<'/api/v1/tool/map/authentication'>;
export type ViewportPoi = ApiOutput<'/api/ls/v1/destination/poiMapRecommend'>['rows'][number];
export type Viewport = { minLat: number; minLng: number; maxLat: number; maxLng: number };

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['places', 'map', 'settings'] as const,
    queryFn: ({ signal }) => post('/api/v1/tool/map/authentication', {}, { signal, toast: false }),
    staleTime: Infinity,
  });
}
export const useMapSettings = () => useQuery(mapSettingsQueryOptions());

/** Country outlines (TopoJSON) from our own server: the base map when no tile source is set. */
export function offlineMapQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['places', 'map', 'offline', url] as const,
    queryFn: async ({ signal }) => {
      const res = await fetch(url, { signal, credentials: 'same-origin' });
      if (!res.ok) throw new Error(`offline map ${res.status}`);
      return (await res.json()) as unknown;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const NO_VIEW: Viewport = { minLat: 0, minLng: 0, maxLat: 0, maxLng: 0 };

/** POIs inside the map's viewport (WGS-84), at most `limit`, most popular first. */
export function useViewportPois(viewport: Viewport | null, limit = 60) {
  return useQuery({
    queryKey: ['places', 'map', 'viewport', viewport, limit] as const,
    queryFn: ({ signal }) =>
      post('/api/ls/v1/destination/poiMapRecommend', { ...(viewport ?? NO_VIEW), limit }, { signal, toast: false }),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
  });
}
