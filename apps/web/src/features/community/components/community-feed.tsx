import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { common } from '../../../lib/messages';
import { feedMessages as messages } from '../feed-messages';
import { inNativeApp } from '../../../session/environment';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useDeferredPullToRefresh } from '../../../ui/deferred-pull-to-refresh';
import { LoadMore } from '../../../ui/load-more';
import { FREE_FEED_PAGES } from '../../../ui/open-app/open-app';
import { OpenAppMore } from '../../../ui/open-app/open-app-more';
import { TabBar } from '../../../ui/tab-bar';
import { showToast } from '../../../ui/toast';
import { Waterfall } from '../../../ui/waterfall';
import { isApiError } from '../../../api/api-error';
import { usePubList, type FeedRow, type FeedSort, type PubListFilter } from '../api/pub-list';
import { FeedCard } from './feed-card';
import { estimateCardHeight } from './feed-card-layout';
import { FeedSkeleton } from './feed-skeleton';
import styles from './community-feed.module.css';

export const FEED_TABS: readonly { key: 'new' | 'hot'; label: string }[] = [
  { key: 'new', label: messages.feed.tabLatest },
  { key: 'hot', label: messages.feed.tabHot },
];

/** Cards of a phone's first screen (two rows of two) load eagerly: the largest paint is one of them. */
const PRIORITY_CARDS = 4;

const getKey = (row: FeedRow) => row.id;
const renderCard = (row: FeedRow, index: number) => <FeedCard row={row} priority={index < PRIORITY_CARDS} />;

/**
 * The whole community as a two-column waterfall, with latest/hot tabs, pull to refresh and infinite scroll.
 * Outside the native app the feed stops after its free pages and invites the visitor into the app instead.
 */
export function CommunityFeed({
  filter,
  onSortChange,
  header,
  hero,
}: {
  filter: PubListFilter;
  onSortChange: (sort: FeedSort) => void;
  /** Above the tabs (a topic's header); scrolls away while the tabs stick. */
  hero?: ReactNode;
  /** Shown above the cards (the channel's entry card). */
  header?: ReactNode;
}) {
  const { sort } = filter;
  const { query, refresh } = usePubList(filter);
  const {
    data,
    isError,
    error,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = query;
  // The pages reach React through the query cache, an external store, whose changes React renders at once and in one
  // piece: the first cards arriving made a task of ~200 ms at a mid phone's speed, most of the first view's blocking
  // time. The cards render from a deferred copy instead: the urgent render keeps what is shown, and React renders the
  // new cards in a background pass it slices and can interrupt.
  const shown = useDeferredValue(data);

  // Keyset pages of a 'hot' feed can overlap when scores move between requests; show each item once.
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const out: FeedRow[] = [];
    for (const page of shown?.pages ?? []) {
      for (const row of page.rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        out.push(row);
      }
    }
    return out;
  }, [shown]);

  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);

  const onRefresh = useCallback(async () => {
    try {
      await refresh();
    } catch (e) {
      // PullToRefresh rethrows a rejection as an unhandled error: report it here instead.
      showToast(isApiError(e) && e.code > 0 ? e.msg : messages.feed.refreshFailed);
    }
  }, [refresh]);

  const changeTab = useCallback(
    (next: FeedSort) => {
      if (next === sort) return;
      window.scrollTo(0, 0);
      onSortChange(next);
    },
    [sort, onSortChange],
  );

  const { ready, PullToRefresh } = useDeferredPullToRefresh();
  const capped = hasNextPage && (data?.pages.length ?? 0) >= FREE_FEED_PAGES && !inNativeApp();

  // The four states are written out here rather than through ui/list-states: this is /speakTopic's first load,
  // whose budget is nearly full, and the shared component would add its own code to it (about 0.2 KB gzip).
  let body;
  // No pages shown yet (they may be in the cache already, rendering in the background): the skeleton.
  if (!ready || (!shown && !isError)) {
    body = <FeedSkeleton />;
  } else if (isError && rows.length === 0) {
    body = (
      <ErrorState
        title={common.errorTitle}
        hint={isApiError(error) && error.code > 0 ? error.msg : common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (rows.length === 0) {
    body = <EmptyState title={messages.feed.empty} hint={messages.feed.emptyHint} />;
  } else {
    body = (
      <>
        <Waterfall items={rows} getKey={getKey} estimateHeight={estimateCardHeight} renderItem={renderCard} />
        {capped ? (
          <OpenAppMore />
        ) : (
          <LoadMore
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            onLoadMore={loadMore}
            labels={messages.feed.more}
          />
        )}
      </>
    );
  }

  const content = (
    <div className={styles.body}>
      {header}
      {body}
    </div>
  );
  return (
    <section className={styles.feed}>
      {hero}
      <div className={styles.tabs}>
        <TabBar items={FEED_TABS} active={sort === 'hot' ? 'hot' : 'new'} onChange={changeTab} />
      </div>
      {PullToRefresh ? (
        <PullToRefresh
          onRefresh={onRefresh}
          pullingText={messages.feed.pullToRefresh}
          canReleaseText={messages.feed.releaseToRefresh}
          refreshingText={messages.feed.refreshing}
          completeText={messages.feed.refreshed}
        >
          {content}
        </PullToRefresh>
      ) : (
        content
      )}
    </section>
  );
}
