import { useEffect, useLayoutEffect, useRef } from 'react';
import styles from './load-more.module.css';

export type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  labels: { loading: string; noMore: string; failed: string };
  /** How far below the viewport the next page starts loading. */
  rootMargin?: string | undefined;
};

/**
 * The foot of an infinite list: an IntersectionObserver sentinel that asks for the next page when it nears
 * the viewport, and the list's end or failure in words.
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
  labels,
  rootMargin = '0px 0px 600px 0px',
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const visible = useRef(false);
  const latest = useRef({ hasMore, loading, failed, onLoadMore });
  useLayoutEffect(() => {
    latest.current = { hasMore, loading, failed, onLoadMore };
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((e) => e.isIntersecting);
        const s = latest.current;
        if (visible.current && s.hasMore && !s.loading && !s.failed) s.onLoadMore();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [rootMargin]);

  // The observer only fires on changes: when a page is too short to push the sentinel out of view, ask again.
  useEffect(() => {
    if (visible.current && hasMore && !loading && !failed) onLoadMore();
  }, [hasMore, loading, failed, onLoadMore]);

  return (
    <div className={styles.foot}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden />
      {failed ? (
        <button type="button" className={styles.retry} onClick={onLoadMore}>
          {labels.failed}
        </button>
      ) : loading ? (
        <span className={styles.loading}>
          <span className={styles.dot} />
          {labels.loading}
        </span>
      ) : !hasMore ? (
        <span className={styles.end}>{labels.noMore}</span>
      ) : null}
    </div>
  );
}
