import { Skeleton } from '../../../../ui/skeleton';
import styles from './list-skeleton.module.css';

/** Activity rows while the first page loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton className={styles.cover} />
          <div className={styles.lines}>
            <Skeleton className={styles.line} />
            <Skeleton className={styles.short} />
            <Skeleton className={styles.short} />
          </div>
        </div>
      ))}
    </div>
  );
}
