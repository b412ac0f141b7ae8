import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { common } from '../../../../lib/messages';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import type { ArticlePage } from '../api/guides';
import { ArticleCard } from './article-card';
import { ListFoot } from './list-foot';
import { RowSkeleton } from './row-skeleton';

/** A list of articles with its states: skeleton, failed with a retry, empty, rows and the foot. */
export function ArticleList({
  query,
  empty,
  emptyHint,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ArticlePage>>;
  empty: string;
  emptyHint: string;
}) {
  if (query.isPending) return <RowSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const rows = query.data.pages.flatMap((p) => p.rows);
  if (rows.length === 0) return <EmptyState title={empty} hint={emptyHint} />;
  return (
    <div data-testid="guide-list">
      {rows.map((row, i) => (
        <ArticleCard key={row.id} article={row} priority={i < 2} />
      ))}
      <ListFoot query={query} />
    </div>
  );
}
