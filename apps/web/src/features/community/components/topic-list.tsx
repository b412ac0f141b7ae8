import { useMemo } from 'react';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { Skeleton } from '../../../ui/skeleton';
import { useTopics, type TopicSource } from '../api/topic-square';
import { TopicCard } from './topic-card';
import styles from './topic-list.module.css';

/** Topics of one source (a column, or a search) page by page. */
export function TopicList({ source, empty, emptyHint }: { source: TopicSource; empty: string; emptyHint?: string }) {
  const query = useTopics(source);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const f = messages.feed;
  if (query.isPending) {
    return (
      <div className={styles.skeletons} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton className={styles.skeletonCover} />
            <div className={styles.skeletonText}>
              <Skeleton className={styles.skeletonLine} />
              <Skeleton className={`${styles.skeletonLine} ${styles.short}`} />
            </div>
          </div>
        ))}
      </div>
    );
  }
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
  if (rows.length === 0) return <EmptyState title={empty} {...(emptyHint ? { hint: emptyHint } : {})} />;
  return (
    <>
      <ul className={styles.list}>
        {rows.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
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
