import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { common } from '../../../lib/messages';
import { Skeleton } from '../../../ui/skeleton';
import { messages } from '../messages';
import styles from './mall-section.module.css';

type Query = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * One block of mall content on a page (products, hotels, coupons): a title, an optional link to see everything,
 * a skeleton while it loads, a one-line retry when it failed. With nothing to show it shows nothing: a POI page
 * without hotels simply has no hotel block.
 */
export function MallSection({
  title,
  query,
  empty,
  more,
  testId,
  skeleton = 'list',
  children,
}: {
  title: string;
  query: Query;
  empty: boolean;
  more?: { to: string; label?: string } | undefined;
  testId: string;
  skeleton?: 'list' | 'strip';
  children: ReactNode;
}) {
  if (!query.isPending && !query.isError && empty) return null;
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {more && !query.isPending && !query.isError ? (
          <Link to={more.to} className={styles.more}>
            {more.label ?? messages.mall.sections.more}
          </Link>
        ) : null}
      </header>
      {query.isPending ? (
        skeleton === 'strip' ? (
          <StripSkeleton />
        ) : (
          <ListSkeleton rows={2} />
        )
      ) : query.isError ? (
        <button type="button" className={styles.retry} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {common.errorTitle} · {common.retry}
        </button>
      ) : (
        children
      )}
    </section>
  );
}

/** Product cards standing in while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeletons} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.cardSkeleton}>
          <Skeleton className={styles.coverSkeleton} />
          <div className={styles.lines}>
            <Skeleton style={{ width: '80%', height: '0.4267rem' }} />
            <Skeleton style={{ width: '55%', height: '0.32rem' }} />
            <Skeleton style={{ width: '35%', height: '0.48rem', marginTop: 'auto' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

function StripSkeleton() {
  return (
    <div className={styles.strip} aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={styles.stripItem} />
      ))}
    </div>
  );
}
