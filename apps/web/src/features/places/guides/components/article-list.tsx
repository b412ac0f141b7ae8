import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { common } from '../../../../lib/messages';
import { ListStates } from '../../../../ui/list-states';
import type { ArticlePage } from '../api/guides';
import { ArticleCard } from './article-card';
import { messages } from '../messages';
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
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <ListStates
      query={query}
      count={rows.length}
      skeleton={<RowSkeleton />}
      errorHint={common.errorHint}
      retrying={query.isRefetching}
      empty={empty}
      emptyHint={emptyHint}
      more={messages.list}
    >
      <div data-testid="guide-list">
        {rows.map((row, i) => (
          <ArticleCard key={row.id} article={row} priority={i < 2} />
        ))}
      </div>
    </ListStates>
  );
}
