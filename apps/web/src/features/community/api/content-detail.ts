import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const PATHS = {
  content: '/api/content/v1/pub/queryDetail',
  post: '/api/community/v1/post/queryContent',
} as const;

export type ContentDetail = ApiOutput<(typeof PATHS)['content']>;
export type DetailAuthor = ContentDetail['author'];
export type DetailImage = ContentDetail['images'][number];

/** A dynamic or article reads through the content path; a topic post through the post path (same row). */
export type DetailVariant = keyof typeof PATHS;

export function fetchContentDetail(id: string, variant: DetailVariant, signal?: AbortSignal) {
  // The screen shows its own error state (missing or deleted content) instead of a toast.
  return post(PATHS[variant], { id }, { signal, toast: false });
}

export const contentDetailKeys = {
  all: ['community', 'detail'] as const,
  one: (id: string) => [...contentDetailKeys.all, id] as const,
};

export function contentDetailQueryOptions(id: string, variant: DetailVariant = 'content') {
  return queryOptions({
    queryKey: contentDetailKeys.one(id),
    queryFn: ({ signal }) => fetchContentDetail(id, variant, signal),
    enabled: id !== '',
  });
}

export function useContentDetail(id: string, variant: DetailVariant = 'content') {
  return useQuery(contentDetailQueryOptions(id, variant));
}
