import { Skeleton } from '../../../ui/skeleton';
import { FeedSkeleton } from './feed-skeleton';
import styles from './person-screen.module.css';

/** A home's shape while the profile is on the way. */
export function PersonSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="person-skeleton">
      <div className={styles.skeletonHead}>
        <Skeleton round className={styles.skeletonAvatar} />
        <Skeleton className={styles.skeletonName} />
        <Skeleton className={styles.skeletonLine} />
        <Skeleton className={styles.skeletonLine} />
      </div>
      <div className={styles.list}>
        <FeedSkeleton />
      </div>
    </div>
  );
}
