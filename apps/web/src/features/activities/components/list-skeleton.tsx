import { Skeleton } from '../../../ui/skeleton';
import styles from './activity-card.module.css';

/** Cards' shapes while the first page loads. */
export function ListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.list} data-testid="activity-skeleton" aria-busy>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.item}>
          <div className={styles.card}>
            <Skeleton className={styles.cover} />
            <div className={styles.body}>
              <Skeleton style={{ height: '0.4267rem', width: '90%', marginBottom: '0.16rem' }} />
              <Skeleton style={{ height: '0.32rem', width: '70%', marginBottom: '0.1333rem' }} />
              <Skeleton style={{ height: '0.32rem', width: '55%' }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
