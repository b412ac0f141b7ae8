import { useCallback, useMemo, useState } from 'react';
import { common } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { TabBar } from '../../../ui/tab-bar';
import { useSquare, type SquareFilter } from '../api/activity-list';
import { messages } from '../messages';
import { ActivityCard } from './activity-card';
import { ListSkeleton } from './list-skeleton';
import styles from './activity-card.module.css';

const t = messages.publisher;
type Tab = 'upcoming' | 'ended';
const TABS = [
  { key: 'upcoming' as const, label: t.tabs.upcoming },
  { key: 'ended' as const, label: t.tabs.ended },
];

/**
 * Someone else's activities on their /personHome: the square's list filtered to this publisher (only their online
 * activities the viewer may see; the server never answers drafts or offline ones here), as the square's cards.
 */
export function PublisherActivities({ userId }: { userId: string }) {
  const [tab, setTab] = useState<Tab>('upcoming');
  const filter = useMemo<SquareFilter>(() => ({ status: tab, publisherId: userId }), [tab, userId]);
  const list = useSquare(filter);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.rows) ?? [], [list.data]);
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let body;
  if (list.isPending) body = <ListSkeleton count={2} />;
  else if (list.isError && rows.length === 0)
    body = (
      <ErrorState
        title={common.errorTitle}
        hint={list.error.message}
        retryLabel={common.retry}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (rows.length === 0)
    body = tab === 'upcoming' ? <EmptyState title={t.empty} hint={t.emptyHint} /> : <EmptyState title={t.emptyEnded} />;
  else
    body = (
      <>
        <ul className={styles.list} data-testid="publisher-activities-list">
          {rows.map((a) => (
            <ActivityCard key={a.id} activity={a} />
          ))}
        </ul>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={loadMore}
          labels={{
            loading: messages.square.loadingMore,
            noMore: messages.square.noMore,
            failed: messages.square.loadMoreFailed,
          }}
        />
      </>
    );

  return (
    <div data-testid="publisher-activities" data-tab={tab}>
      <TabBar items={TABS} active={tab} onChange={setTab} label={t.tabsLabel} />
      {body}
    </div>
  );
}
