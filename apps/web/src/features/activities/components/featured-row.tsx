import { Link } from 'react-router';
import { SafeImage } from '../../../ui/safe-image';
import type { ActivityCard } from '../api/contract-types';
import { timeRange } from '../lib/format';
import { messages } from '../messages';
import styles from './featured-row.module.css';

/** The operations team's picks as a row one swipes across, above the square's list; nothing when there are none. */
export function FeaturedRow({ rows }: { rows: readonly ActivityCard[] }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-label={messages.square.featured} data-testid="featured-row">
      <h2 className={styles.heading}>{messages.square.featured}</h2>
      <ul className={styles.row}>
        {rows.map((a) => (
          <li key={a.id} className={styles.item}>
            <Link to={`/activityDetails?id=${encodeURIComponent(a.id)}`} className={styles.card} data-id={a.id}>
              <SafeImage src={a.coverUrl} alt="" width={240} height={150} resizeWidth={375} className={styles.cover} />
              <span className={styles.title}>{a.title}</span>
              <span className={styles.when}>{[timeRange(a.startAt, a.endAt), a.city].filter(Boolean).join(' · ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
