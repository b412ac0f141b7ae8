import { Skeleton } from '../../../ui/skeleton';
import styles from './detail-skeleton.module.css';

/** The shape of a detail page while its first answer is on the way. */
export function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="detail-skeleton">
      <div className={styles.author}>
        <Skeleton round className={styles.avatar} />
        <div className={styles.lines}>
          <Skeleton className={styles.name} />
          <Skeleton className={styles.time} />
        </div>
      </div>
      <Skeleton className={styles.media} />
      <div className={styles.body}>
        <Skeleton className={styles.title} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
        <Skeleton className={`${styles.line} ${styles.short}`} />
      </div>
    </div>
  );
}
