import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { useKeptParams } from '../../../session/kept-params';

const PATH = '/api/community/v1/brandAdvertising/findListByPage';

export type Advert = ApiOutput<typeof PATH>['rows'][number];

/** A page slot's live adverts for the channel the visitor came through (its store id, its source key). */
export const advertsQueryOptions = (page: string, channel: string, storeId: string) =>
  queryOptions({
    queryKey: ['community', 'adverts', page, channel, storeId] as const,
    queryFn: ({ signal }) =>
      post(PATH, { page, ...(channel ? { channel } : {}), ...(storeId ? { storeId } : {}) }, { signal, toast: false }),
    staleTime: 5 * 60_000,
  });

export function useAdverts(page: string) {
  const kept = useKeptParams();
  return useQuery(advertsQueryOptions(page, kept.seen.source ?? '', kept.carried.storeid ?? ''));
}
