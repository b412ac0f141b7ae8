import type { ReactNode } from 'react';
import { common } from '../lib/messages';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadMore, type LoadMoreProps } from './load-more';

/** What the states need of a query (TanStack's results fit as they are). */
export type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };
export type PagedQuery = ListQuery & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

type Common = {
  /** How many rows there are so far (0 with rows is the empty state). */
  count: number;
  skeleton: ReactNode;
  /** Shows the skeleton for longer than the first page takes (query.isPending when not given). */
  pending?: boolean;
  /** The empty state: a title (shown as EmptyState) or any node. */
  empty: string | ReactNode;
  emptyHint?: string | undefined;
  emptyAction?: ReactNode;
  errorTitle?: string;
  /** The server's words when it gave some; common.errorHint otherwise is the screen's to pass. */
  errorHint?: string | undefined;
  /** Disables the retry while it runs (screens that show it pass isFetching or isRefetching). */
  retrying?: boolean;
  /** Wraps the empty and rows states (a page's title above both); skeleton and error stand alone. */
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
};

type Paged = {
  query: PagedQuery;
  /** The foot's words: the list loads on as it scrolls. */
  more: LoadMoreProps['labels'];
  rootMargin?: string | undefined;
};
type Single = { query: ListQuery; more?: undefined };

/**
 * The four states of a list screen in one place: the skeleton while the first page loads, a failure with a retry
 * (only when nothing is shown: a failed next page is the foot's to retry), the empty state, and the rows with the
 * foot that loads the next page. The home feed (/speakTopic) writes its states out itself: its first load's budget
 * is nearly full, and this component is not in it.
 */
export function ListStates(props: Common & (Paged | Single)) {
  const { query, count, frame = (c) => c } = props;
  if (props.pending ?? query.isPending) return props.skeleton;
  if (query.isError && count === 0) {
    return (
      <ErrorState
        title={props.errorTitle ?? common.errorTitle}
        hint={props.errorHint}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
        retrying={props.retrying}
      />
    );
  }
  if (count === 0) {
    return frame(
      typeof props.empty === 'string' ? (
        <EmptyState title={props.empty} hint={props.emptyHint} action={props.emptyAction} />
      ) : (
        props.empty
      ),
    );
  }
  return frame(
    <>
      {props.children}
      {props.more ? (
        <LoadMore
          hasMore={props.query.hasNextPage}
          loading={props.query.isFetchingNextPage}
          failed={props.query.isFetchNextPageError}
          onLoadMore={() => void props.query.fetchNextPage()}
          labels={props.more}
          rootMargin={props.rootMargin}
        />
      ) : null}
    </>,
  );
}
