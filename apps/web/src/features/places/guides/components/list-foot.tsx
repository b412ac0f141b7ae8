import { LoadMore } from '../../../../ui/load-more';
import { messages } from '../messages';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/** The foot of an infinite list of this area: loads the next page as it nears, says when there is no more. */
export function ListFoot({ query }: { query: Pages }) {
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
      labels={{
        loading: messages.list.loadingMore,
        noMore: messages.list.noMore,
        failed: messages.list.loadMoreFailed,
      }}
    />
  );
}
