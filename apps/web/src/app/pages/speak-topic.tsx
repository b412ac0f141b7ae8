import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FeedSort } from '../../features/community/api/pub-list';
import { CommunityFeed } from '../../features/community/components/community-feed';
import { SearchEntry } from '../../features/community/components/search-entry';
import { TopicHeader } from '../../features/community/components/topic-header';
import { FEED_TAB_PARAM, feedFilterFromParams } from '../../features/community/feed-route';
import { InletCard } from '../../ui/channel/inlet-card';
import { ReleaseButton } from '../../ui/channel/release-button';

/**
 * /speakTopic: the whole community feed; with ?topicId= that topic's header over its posts. The channel
 * decides whether the mall's entry card leads the feed and whether the release button floats over it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { sort, topicId } = feedFilterFromParams(params);
  const filter = useMemo(() => ({ sort, ...(topicId ? { topicId } : {}) }), [sort, topicId]);

  const onSortChange = useCallback(
    (next: FeedSort) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === 'new') out.delete(FEED_TAB_PARAM);
          else out.set(FEED_TAB_PARAM, next);
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return (
    <>
      <CommunityFeed
        filter={filter}
        onSortChange={onSortChange}
        header={<InletCard />}
        hero={topicId ? <TopicHeader topicId={topicId} /> : <SearchEntry />}
      />
      <ReleaseButton to={topicId ? `/releaseDynamic?topicId=${encodeURIComponent(topicId)}` : undefined} />
    </>
  );
}
