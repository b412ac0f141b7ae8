import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '@app/rules';
import { fmt } from '../../../../lib/messages';
import { SafeImage } from '../../../../ui/safe-image';
import type { ActivityCard } from '../api/contract-types';
import { organiserMessages } from '../messages';
import styles from './activity-row.module.css';

const t = organiserMessages.manage;

/** When an activity runs, short: 11-30 09:00 – 12-01 18:00 (Shanghai time). */
export function timeRange(startAt: string | null, endAt: string | null): string {
  if (!startAt) return t.noTime;
  const start = formatShanghai(startAt, 'MM-DD HH:mm');
  if (!endAt) return start;
  const sameDay = formatShanghai(startAt, 'YYYYMMDD') === formatShanghai(endAt, 'YYYYMMDD');
  return `${start} – ${formatShanghai(endAt, sameDay ? 'HH:mm' : 'MM-DD HH:mm')}`;
}

/** One activity as a row: cover, title, status, time, place and sign-ups; `badge` overrides the status word. */
export function ActivityRow({
  activity,
  href,
  badge,
  children,
}: {
  activity: ActivityCard;
  href: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={styles.card} data-testid="activity-row" data-id={activity.id} data-status={activity.status}>
      <Link to={href} className={styles.main}>
        <SafeImage src={activity.coverUrl} alt="" width={4} height={3} className={styles.cover} resizeWidth={240} />
        <div className={styles.body}>
          <h3 className={styles.title}>
            <span className={`${styles.badge} ${styles[activity.status] ?? ''}`}>
              {badge ?? t.status[activity.status]}
            </span>
            {activity.title || '—'}
          </h3>
          <p className={styles.meta}>{timeRange(activity.startAt, activity.endAt)}</p>
          <p className={styles.meta}>
            {[activity.city, fmt(t.enrolled, { n: activity.enrolledCount, cap: activity.capacity })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </Link>
      {children}
    </article>
  );
}
