import type { ReactNode } from 'react';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { ListStates, type PagedQuery } from '../../../ui/list-states';
import { Waterfall } from '../../../ui/waterfall';
import type { FeedRow } from '../api/pub-list';
import { estimateCardHeight } from './feed-card-layout';
import { FeedCard } from './feed-card';
import { FeedSkeleton } from './feed-skeleton';

const getKey = (row: FeedRow) => row.id;
const renderCard = (row: FeedRow, index: number) => <FeedCard row={row} priority={index < 4} />;

/** A waterfall of content cards fed by an infinite list, with its skeleton, error, empty and end states. */
export function ContentGrid({
  rows,
  query,
  empty,
  emptyAction,
}: {
  rows: readonly FeedRow[];
  query: PagedQuery;
  empty: string;
  emptyAction?: ReactNode;
}) {
  const f = messages.feed;
  return (
    <ListStates
      query={query}
      count={rows.length}
      skeleton={<FeedSkeleton />}
      errorHint={common.errorHint}
      empty={empty}
      emptyAction={emptyAction}
      more={f.more}
    >
      <Waterfall items={rows} getKey={getKey} estimateHeight={estimateCardHeight} renderItem={renderCard} />
    </ListStates>
  );
}
