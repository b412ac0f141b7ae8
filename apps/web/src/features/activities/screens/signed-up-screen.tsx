import { formatDateTime } from '@app/rules';
import { useMemo } from 'react';
import { fmt } from '../../../lib/messages';
import { ListStates } from '../../../ui/list-states';
import { useActivity } from '../api/activity-detail';
import { useSignedUp } from '../api/signed-up';
import { Face } from '../components/face';
import { ListSkeleton } from '../components/list-skeleton';
import { messages } from '../messages';
import { NotFound } from './detail-screen';
import styles from './signed-up-screen.module.css';

const t = messages.signedUp;

/** /activityH5/signedup?id=: who signed up, names and numbers masked (the server masks them for anyone but the owner). */
export function SignedUpScreen({ id }: { id: string }) {
  const list = useSignedUp(id, 20);
  const activity = useActivity(id);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.rows) ?? [], [list.data]);
  if (id === '') return <NotFound />;
  return (
    <ListStates
      query={list}
      count={rows.length}
      skeleton={<ListSkeleton count={3} />}
      errorHint={list.error?.message}
      empty={t.empty}
      frame={(content) => (
        <div className={styles.page} data-testid="signed-up">
          <h1 className={styles.title}>
            {activity.data ? fmt(t.title, { n: activity.data.enrolledCount }) : messages.detail.organiser}
          </h1>
          {content}
        </div>
      )}
      more={messages.square.more}
    >
      <ul className={styles.list}>
        {rows.map((r) => (
          <li key={r.id} className={styles.row} data-testid="signed-up-row">
            <Face src={r.user.avatar} size={40} />
            <div className={styles.who}>
              <span className={styles.name}>{r.name ?? r.user.nickname}</span>
              <span className={styles.meta}>
                {[r.ticketName, ...Object.values(r.personal).filter((v) => v !== r.name)].join(' · ')}
              </span>
            </div>
            <div className={styles.side}>
              {r.checkedInAt ? <span className={styles.checked}>{t.checkedIn}</span> : null}
              {r.status === 'waitlisted' ? <span className={styles.wait}>{t.waitlisted}</span> : null}
              <time className={styles.time}>{formatDateTime(r.createdAt).slice(5)}</time>
            </div>
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
