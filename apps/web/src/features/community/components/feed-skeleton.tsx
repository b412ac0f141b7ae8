import { Skeleton } from '../../../ui/skeleton';
import styles from './feed-skeleton.module.css';

// Uneven cover heights so the placeholder reads as a waterfall, not a grid.
const COLUMNS = [
  [1.33, 1, 1.2],
  [1, 1.25, 0.9],
];

/** Stand-in cards for the first load of a feed. */
export function FeedSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true" data-testid="feed-skeleton">
      {COLUMNS.map((ratios, c) => (
        <div className={styles.column} key={c}>
          {ratios.map((ratio, i) => (
            <div className={styles.card} key={i}>
              <Skeleton className={styles.cover} style={{ aspectRatio: `1 / ${ratio}` }} />
              <div className={styles.caption}>
                <Skeleton className={styles.line} />
                <Skeleton className={`${styles.line} ${styles.short}`} />
                <div className={styles.meta}>
                  <Skeleton round className={styles.avatar} />
                  <Skeleton className={styles.name} />
                </div>
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
