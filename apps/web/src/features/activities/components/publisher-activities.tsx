import { useMemo, useState } from 'react';
import { ListStates } from '../../../ui/list-states';
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
  const body = (
    <ListStates
      query={list}
      count={rows.length}
      skeleton={<ListSkeleton count={2} />}
      errorHint={list.error?.message}
      retrying={list.isFetching}
      empty={tab === 'upcoming' ? t.empty : t.emptyEnded}
      emptyHint={tab === 'upcoming' ? t.emptyHint : undefined}
      more={messages.square.more}
    >
      <ul className={styles.list} data-testid="publisher-activities-list">
        {rows.map((a) => (
          <ActivityCard key={a.id} activity={a} />
        ))}
      </ul>
    </ListStates>
  );

  return (
    <div data-testid="publisher-activities" data-tab={tab}>
      <TabBar items={TABS} active={tab} onChange={setTab} label={t.tabsLabel} />
      {body}
    </div>
  );
}
