import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';

export const RELATED_PAGE_SIZE = 6;

export function relatedQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['community', 'related', id] as const,
    queryFn: ({ signal }) =>
      post(
        '/api/content/v1/pub/getRelatedByContentInfoId',
        { id, pageSize: RELATED_PAGE_SIZE },
        { signal, toast: false },
      ),
  });
}

/** Related content: asked only once the reader scrolls near it, so it never competes with the first view. */
export const useRelated = (id: string, enabled: boolean) =>
  useQuery({ ...relatedQueryOptions(id), enabled: enabled && id !== '' });
