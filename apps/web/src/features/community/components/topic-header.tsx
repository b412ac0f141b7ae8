import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { feedMessages } from '../feed-messages';
import { useChannelShows } from '../../../session/channel';
import { formatCount } from '../../../lib/format-count';
import { UserIcon } from '../../../ui/icons';
import { SafeImage } from '../../../ui/safe-image';
import { useTopic } from '../api/topic';
import styles from './topic-header.module.css';

const t = feedMessages.topic;

/** The head of a topic's page on /speakTopic: cover, #title, description, counts, who takes part, join. */
export function TopicHeader({ topicId }: { topicId: string }) {
  const { data: topic, isError } = useTopic(topicId);
  const canPublish = useChannelShows('release');
  if (isError) return <p className={styles.missing}>{t.missing}</p>;
  if (!topic) return <div className={styles.header} aria-busy="true" />;
  const stats = [
    fmt(t.contents, { n: formatCount(topic.contentCount) }),
    fmt(t.views, { n: formatCount(topic.viewCount) }),
    fmt(t.participants, { n: formatCount(topic.participantCount) }),
  ];
  return (
    <header className={styles.header} data-testid="topic-header">
      {topic.coverUrl ? (
        <SafeImage className={styles.cover} src={topic.coverUrl} width={750} height={400} alt="" priority />
      ) : null}
      <div className={styles.shade}>
        <h2 className={styles.title}>#{topic.title}</h2>
        {topic.description ? <p className={styles.desc}>{topic.description}</p> : null}
        <p className={styles.stats}>{stats.join(' · ')}</p>
        <div className={styles.foot}>
          <span className={styles.people}>
            {topic.participants.slice(0, 5).map((p) => (
              <SafeImage
                key={p.userId}
                className={styles.avatar}
                src={p.avatar}
                width={48}
                height={48}
                resizeWidth={160}
                alt=""
                placeholder="#d5d9e0"
                fallback={<UserIcon className={styles.avatarIcon} />}
              />
            ))}
          </span>
          {canPublish ? (
            <Link to={`/releaseDynamic?topicId=${encodeURIComponent(topic.id)}`} className={styles.join}>
              {topic.joined ? t.joined : t.join}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
