import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { useSession } from '../../../../session/session';
import { ListStates } from '../../../../ui/list-states';
import { TabBar } from '../../../../ui/tab-bar';
import type { ActivityCard } from '../api/contract-types';
import { useMyJoin, useMyPublish } from '../api/my-activities';
import { failureText } from '../api/failure-text';
import { organiserMessages } from '../messages';
import { PublisherActivities } from '../../components/publisher-activities';
import { ActivityRow } from './activity-row';
import { manageHref } from './manage-card';
import { ListSkeleton } from './list-skeleton';
import { spacedCode } from '../../lib/spaced-code';
import styles from './user-activities-list.module.css';

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
  // 我的活动 opens on what one joined (list=joined): the codes one shows at the door.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('list') === 'joined' ? 'joined' : 'published');
  if (!own) return <PublisherActivities userId={userId} />;
  return (
    <div data-testid="user-activities">
      <TabBar items={TABS} active={tab} onChange={setTab} label={t.tabs.published} />
      {tab === 'published' ? <Published /> : <Joined />}
    </div>
  );
}

function Published() {
  const query = useMyPublish('all');
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <ListStates
      query={query}
      count={rows.length}
      skeleton={<ListSkeleton rows={3} />}
      errorHint={failureText(query.error)}
      empty={t.emptyPublished}
      more={organiserMessages.common.more}
    >
      {rows.map((a) => (
        <ActivityRow key={a.id} activity={a} href={manageHref(a)} />
      ))}
    </ListStates>
  );
}

function Joined() {
  const query = useMyJoin(true);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <ListStates
      query={query}
      count={rows.length}
      skeleton={<ListSkeleton rows={3} />}
      errorHint={failureText(query.error)}
      empty={t.emptyJoined}
      more={organiserMessages.common.more}
    >
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
        >
          {a.enrolment.code && !a.enrolment.checkedInAt ? (
            <Link
              className={styles.code}
              to={`/registradetail?id=${encodeURIComponent(a.enrolment.id)}`}
              data-testid="joined-code"
            >
              <span>{fmt(t.code, { code: spacedCode(a.enrolment.code) })}</span>
              <span className={styles.qr}>{t.showQr} ›</span>
            </Link>
          ) : null}
        </ActivityRow>
      ))}
    </ListStates>
  );
}
