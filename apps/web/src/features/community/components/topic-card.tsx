import { memo } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { HashIcon } from '../../../ui/action-icons';
import { SafeImage } from '../../../ui/safe-image';
import type { TopicRow } from '../api/topic-square';
import styles from './topic-card.module.css';

const t = messages.community.topic;

/** A topic in a list: cover, #title, one line of description, how much is in it; opens its feed. */
export const TopicCard = memo(function TopicCard({ topic }: { topic: TopicRow }) {
  return (
    <Link to={`/speakTopic?topicId=${encodeURIComponent(topic.id)}`} className={styles.card} data-testid="topic-card">
      <SafeImage
        className={styles.cover}
        src={topic.coverUrl}
        width={120}
        height={120}
        resizeWidth={240}
        alt=""
        fallback={<HashIcon className={styles.coverIcon} />}
      />
      <div className={styles.text}>
        <strong className={styles.title}>
          <span className={styles.hash}>#</span>
          {topic.title}
        </strong>
        {topic.description ? <p className={styles.desc}>{topic.description}</p> : null}
        <span className={styles.meta}>
          {topic.className ? <em className={styles.tag}>{topic.className}</em> : null}
          {fmt(t.contents, { n: formatCount(topic.contentCount) })} ·{' '}
          {fmt(t.views, { n: formatCount(topic.viewCount) })}
        </span>
      </div>
    </Link>
  );
});
