import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { ChevronRightIcon } from '../../../ui/action-icons';
import { Skeleton } from '../../../ui/skeleton';
import type { TopicRow } from '../api/topic-square';
import styles from './hot-topics.module.css';

const t = messages.community.square;
export const HOT_COUNT = 5;

/** The ranking above the square's tabs: the five hottest topics, the first three marked. */
export function HotTopics({ topics, loading }: { topics: readonly TopicRow[]; loading: boolean }) {
  if (!loading && topics.length === 0) return null;
  return (
    <section className={styles.box} aria-label={t.hotTitle}>
      <h2 className={styles.title}>{t.hotTitle}</h2>
      <ol className={styles.list}>
        {loading
          ? Array.from({ length: HOT_COUNT }, (_, i) => (
              <li key={i} className={styles.row}>
                <Skeleton className={styles.skeleton} />
              </li>
            ))
          : topics.slice(0, HOT_COUNT).map((topic, i) => (
              <li key={topic.id}>
                <Link
                  to={`/speakTopic?topicId=${encodeURIComponent(topic.id)}`}
                  className={styles.row}
                  data-testid="hot-topic"
                >
                  <span className={`${styles.rank} ${i < 3 ? styles[`rank${i + 1}`] : ''}`}>{i + 1}</span>
                  <span className={styles.name}>#{topic.title}</span>
                  <span className={styles.heat}>
                    {fmt(messages.community.topic.contents, { n: formatCount(topic.contentCount) })}
                  </span>
                  <ChevronRightIcon className={styles.chevron} />
                </Link>
              </li>
            ))}
      </ol>
    </section>
  );
}
