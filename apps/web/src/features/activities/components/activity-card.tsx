import { Link } from 'react-router';
import { SafeImage } from '../../../ui/safe-image';
import type { ActivityCard as Card } from '../api/contract-types';
import { enrolledText, minPriceText, timeRange } from '../lib/format';
import { messages } from '../messages';
import { StatusBadge } from './status-badge';
import styles from './activity-card.module.css';

/** One activity in a list: cover with its state, title, time, place, price and how many signed up. */
export function ActivityCard({ activity: a, priority }: { activity: Card; priority?: boolean }) {
  const place = [a.city, a.address].filter(Boolean).join(' · ');
  return (
    <li className={styles.item}>
      <Link
        to={`/activityDetails?id=${encodeURIComponent(a.id)}`}
        className={styles.card}
        data-testid="activity-card"
        data-id={a.id}
      >
        <div className={styles.cover}>
          <SafeImage src={a.coverUrl} alt="" width={240} height={180} resizeWidth={240} priority={priority} />
          <StatusBadge state={a.enrolState} className={styles.badge} />
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{a.title}</h3>
          <p className={styles.line}>{timeRange(a.startAt, a.endAt)}</p>
          {place ? <p className={styles.line}>{place}</p> : null}
          <div className={styles.foot}>
            <span className={styles.price}>{minPriceText(a.minPrice, a.currency)}</span>
            {a.featured ? (
              <span className={`${styles.tag} ${styles.featured}`} data-testid="featured-tag">
                {messages.card.featured}
              </span>
            ) : null}
            {a.inviteOnly ? <span className={styles.tag}>{messages.card.inviteOnly}</span> : null}
            {a.classifyName ? <span className={styles.tag}>{a.classifyName}</span> : null}
            <span className={styles.count}>{enrolledText(a.enrolledCount)}</span>
          </div>
        </div>
      </Link>
    </li>
  );
}
