import type { QueryClient } from '@tanstack/react-query';
import { pubListQueryOptions, type FeedSort } from './api/pub-list';
import { topicQueryOptions } from './api/topic';

// The tab lives in the address (?tab=hot) so that back navigation and shared links land on the same feed.
export const FEED_TAB_PARAM = 'tab';

export function feedSortFromParams(params: URLSearchParams): FeedSort {
  return params.get(FEED_TAB_PARAM) === 'hot' ? 'hot' : 'new';
}

/** What /speakTopic lists: a topic's posts with ?topicId=, else the whole community. */
export function feedFilterFromParams(params: URLSearchParams) {
  const topicId = params.get('topicId')?.trim();
  return { sort: feedSortFromParams(params), ...(topicId ? { topicId } : {}) };
}

/**
 * Starts the feed request while the screen's chunk is still downloading, so the two do not queue.
 * Never awaited: the screen shows its skeleton instead of holding the navigation.
 */
export function prefetchCommunityFeed(queryClient: QueryClient, url: URL): null {
  const filter = feedFilterFromParams(url.searchParams);
  void queryClient.prefetchInfiniteQuery(pubListQueryOptions(filter));
  // A topic's page also needs its header: asked at the same time, never after the feed.
  if (filter.topicId) void queryClient.prefetchQuery(topicQueryOptions(filter.topicId));
  return null;
}
