import { useState } from 'react';
import { common } from '../../../../lib/messages';
import { useSession } from '../../../../session/session';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { LoadMore } from '../../../../ui/load-more';
import { TabBar } from '../../../../ui/tab-bar';
import type { ActivityCard } from '../api/contract-types';
import { useMyJoin, useMyPublish } from '../api/my-activities';
import { failureText } from '../api/failure-text';
import { organiserMessages } from '../messages';
import { PublisherActivities } from '../../components/publisher-activities';
import { ActivityRow } from './activity-row';
import { manageHref } from './manage-card';
import { ListSkeleton } from './list-skeleton';

const t = organiserMessages.userActivities;
type Tab = 'published' | 'joined';
const TABS = [
  { key: 'published' as const, label: t.tabs.published },
  { key: 'joined' as const, label: t.tabs.joined },
];

const detailHref = (a: ActivityCard) => `/activityDetails?id=${encodeURIComponent(a.id)}`;

/**
 * The activities tab of /personHome. One's own: what one published (every state but deleted, each marked) and what
 * one joined, lists the server answers to their owner only (myPublish, myJoin). Someone else's: their online
 * activities, from the square's list filtered by publisher.
 */
export function UserActivitiesList({ userId }: { userId: string }) {
  const viewer = useSession((s) => s.userId) ?? '';
  const own = viewer !== '' && viewer === userId;
  const [tab, setTab] = useState<Tab>('published');
  if (!own) return <PublisherActivities userId={userId} />;
  return (
    <div data-testid="user-activities">
      <TabBar items={TABS} active={tab} onChange={setTab} label={t.tabs.published} />
      {tab === 'published' ? <Published /> : <Joined />}
    </div>
  );
}

const labels = {
  loading: organiserMessages.common.loading,
  noMore: organiserMessages.common.noMore,
  failed: organiserMessages.common.loadFailed,
};

function Published() {
  const query = useMyPublish('all');
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError && rows.length === 0)
    return (
      <ErrorState
        title={common.errorTitle}
        hint={failureText(query.error)}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
      />
    );
  if (rows.length === 0) return <EmptyState title={t.emptyPublished} />;
  return (
    <>
      {rows.map((a) => (
        <ActivityRow key={a.id} activity={a} href={manageHref(a)} />
      ))}
      <LoadMore
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        labels={labels}
      />
    </>
  );
}

function Joined() {
  const query = useMyJoin(true);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError && rows.length === 0)
    return (
      <ErrorState
        title={common.errorTitle}
        hint={failureText(query.error)}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
      />
    );
  if (rows.length === 0) return <EmptyState title={t.emptyJoined} />;
  return (
    <>
      {rows.map((a) => (
        <ActivityRow
          key={a.id}
          activity={a}
          href={detailHref(a)}
          badge={
            a.enrolment.checkedInAt
              ? organiserMessages.enrolments.checkedInShort
              : organiserMessages.enrolments.status[a.enrolment.status]
          }
        />
      ))}
      <LoadMore
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        labels={labels}
      />
    </>
  );
}
