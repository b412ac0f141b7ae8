import { Link } from 'react-router';
import type { ActivityCard } from '../api/contract-types';
import type { Move } from '../api/my-activities';
import { FLOW, stepHref } from '../flow-form';
import { organiserMessages } from '../messages';
import { ActivityRow } from './activity-row';
import styles from './manage-card.module.css';

const t = organiserMessages.manage;

/** Where one of my activities opens: a draft in the publishing flow, an online one as people see it, else its management. */
export const manageHref = (a: ActivityCard) =>
  a.status === 'draft'
    ? stepHref(FLOW.edit, a.id)
    : a.status === 'online'
      ? `/activityDetails?id=${encodeURIComponent(a.id)}`
      : `/activitymanage?id=${encodeURIComponent(a.id)}`;

/** One of my activities with what I can do to it in its state. */
export function ManageCard({ activity, onMove }: { activity: ActivityCard; onMove: (move: Move) => void }) {
  const draft = activity.status === 'draft';
  return (
    <ActivityRow activity={activity} href={manageHref(activity)}>
      <div className={styles.actions}>
        {draft ? (
          <Link className={styles.action} to={stepHref(FLOW.edit, activity.id)}>
            {t.continue}
          </Link>
        ) : (
          <>
            <Link
              className={`${styles.action} ${styles.strong}`}
              to={`/activitymanage?id=${encodeURIComponent(activity.id)}`}
              data-testid="open-enrolments"
            >
              {t.enrolments}
            </Link>
            <Link className={styles.action} to={stepHref(FLOW.edit, activity.id)} data-testid="edit-activity">
              {t.edit}
            </Link>
            <button
              type="button"
              className={styles.action}
              onClick={() => onMove(activity.status === 'online' ? 'down' : 'up')}
              data-testid={activity.status === 'online' ? 'activity-down' : 'activity-up'}
            >
              {activity.status === 'online' ? t.down : t.up}
            </button>
          </>
        )}
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={() => onMove('delete')}
          data-testid="activity-delete"
        >
          {t.delete}
        </button>
      </div>
    </ActivityRow>
  );
}
