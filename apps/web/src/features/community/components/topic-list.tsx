import { useMemo } from 'react';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { ListStates } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { useTopics, type TopicSource } from '../api/topic-square';
import { TopicCard } from './topic-card';
import styles from './topic-list.module.css';

/** Topics of one source (a column, or a search) page by page. */
export function TopicList({ source, empty, emptyHint }: { source: TopicSource; empty: string; emptyHint?: string }) {
  const query = useTopics(source);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const f = messages.feed;
  return (
    <ListStates
      query={query}
      count={rows.length}
      skeleton={
        <div className={styles.skeletons} aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={styles.skeletonRow}>
              <Skeleton className={styles.skeletonCover} />
              <div className={styles.skeletonText}>
                <Skeleton className={styles.skeletonLine} />
                <Skeleton className={`${styles.skeletonLine} ${styles.short}`} />
              </div>
            </div>
          ))}
        </div>
      }
      errorHint={common.errorHint}
      empty={empty}
      emptyHint={emptyHint}
      more={f.more}
    >
      <ul className={styles.list}>
        {rows.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
