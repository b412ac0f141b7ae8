import type { mapAuthResponse, viewportResponse } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type MapSettings = Out<typeof mapAuthResponse>;
export type ViewportPoi = Out<typeof viewportResponse>['rows'][number];
export type Viewport = { minLat: number; minLng: number; maxLat: number; maxLng: number };

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['places', 'map', 'settings'] as const,
    queryFn: ({ signal }) => post<MapSettings>('/api/v1/tool/map/authentication', {}, { signal, toast: false }),
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

/** POIs inside the map's viewport (WGS-84), at most `limit`, most popular first. */
export function useViewportPois(viewport: Viewport | null, limit = 60) {
  return useQuery({
    queryKey: ['places', 'map', 'viewport', viewport, limit] as const,
    queryFn: ({ signal }) =>
      post<Out<typeof viewportResponse>>(
        '/api/ls/v1/destination/poiMapRecommend',
        { ...viewport, limit },
        { signal, toast: false },
      ),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
  });
}
