import type { QueryClient } from '@tanstack/react-query';
import { commentsQueryOptions } from './api/comments';
import { contentDetailQueryOptions, type DetailVariant } from './api/content-detail';
import { isContentId } from './detail-id';

/**
 * Starts a detail page's two requests (the content and its comments) from the route's loader, beside the
 * screen's chunk rather than after it. Never awaited: the screen shows its skeleton meanwhile.
 */
export function prefetchDetail(queryClient: QueryClient, url: URL, variant: DetailVariant): null {
  const id = url.searchParams.get('id')?.trim() ?? '';
  if (!isContentId(id)) return null;
  void queryClient.prefetchQuery(contentDetailQueryOptions(id, variant));
  void queryClient.prefetchInfiniteQuery(commentsQueryOptions(id, variant === 'post' ? 'post' : 'content'));
  return null;
}
