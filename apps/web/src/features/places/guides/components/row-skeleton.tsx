import { Skeleton } from '../../../../ui/skeleton';
import styles from './row-skeleton.module.css';

/** Rows of grey blocks while a list loads: a picture (or avatar) and two lines. */
export function RowSkeleton({ rows = 5, round = false }: { rows?: number; round?: boolean }) {
  return (
    <div className={styles.list} aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton className={round ? styles.avatar : styles.thumb} round={round} />
          <div className={styles.lines}>
            <Skeleton className={styles.line} />
            <Skeleton className={styles.short} />
          </div>
        </div>
      ))}
    </div>
  );
}
