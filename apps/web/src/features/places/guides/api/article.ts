import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../../api/http';

export const ARTICLE_PATH = '/api/content/v1/pub/queryDetail';
export type Article = ApiOutput<typeof ARTICLE_PATH>;

export function fetchArticle(id: string, signal?: AbortSignal) {
  // The screen shows its own missing or failed state.
  return post(ARTICLE_PATH, { id }, { signal, toast: false });
}

export const articleKeys = {
  one: (id: string) => ['places-guides', 'article', id] as const,
};

export function articleQueryOptions(id: string) {
  return queryOptions({
    queryKey: articleKeys.one(id),
    queryFn: ({ signal }) => fetchArticle(id, signal),
    // Only an id can name an article; anything else is not found without asking.
    enabled: /^\d{1,15}$/.test(id),
  });
}

/** One article (/articleDetails): its words and pictures; likes, collects and comments are the community's. */
export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
