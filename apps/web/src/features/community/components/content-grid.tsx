import type { ReactNode } from 'react';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { Waterfall } from '../../../ui/waterfall';
import type { FeedRow } from '../api/pub-list';
import { estimateCardHeight } from './feed-card-layout';
import { FeedCard } from './feed-card';
import { FeedSkeleton } from './feed-skeleton';

const getKey = (row: FeedRow) => row.id;
const renderCard = (row: FeedRow, index: number) => <FeedCard row={row} priority={index < 4} />;

export type GridQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

/** A waterfall of content cards fed by an infinite list, with its skeleton, error, empty and end states. */
export function ContentGrid({
  rows,
  query,
  empty,
  emptyAction,
}: {
  rows: readonly FeedRow[];
  query: GridQuery;
  empty: string;
  emptyAction?: ReactNode;
}) {
  const f = messages.feed;
  if (query.isPending) return <FeedSkeleton />;
  if (query.isError && rows.length === 0) {
    return (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (rows.length === 0) return <EmptyState title={empty} action={emptyAction} />;
  return (
    <>
      <Waterfall items={rows} getKey={getKey} estimateHeight={estimateCardHeight} renderItem={renderCard} />
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        labels={{ loading: f.loadingMore, noMore: f.noMore, failed: f.loadMoreFailed }}
      />
    </>
  );
}
