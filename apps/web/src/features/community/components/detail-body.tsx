import { useMemo } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { HashIcon, PinIcon } from '../../../ui/action-icons';
import type { ContentDetail } from '../api/content-detail';
import { RichText } from './rich-text';
import styles from './detail-body.module.css';

const t = messages.community.detail;

/** Title, text with its topic tags, the topic and place chips, and when it was published. */
export function DetailBody({ detail }: { detail: ContentDetail }) {
  const { topicId, topicTitle } = detail;
  const topics = useMemo(
    () => (topicId && topicTitle ? [{ id: topicId, title: topicTitle }] : []),
    [topicId, topicTitle],
  );
  return (
    <div className={styles.body}>
      {detail.title ? (
        <h2 className={styles.title} data-testid="detail-title">
          {detail.title}
        </h2>
      ) : null}
      {detail.text ? (
        <RichText text={detail.text} topics={topics} className={styles.text} testId="detail-text" />
      ) : null}
      {topicId && topicTitle ? (
        <Link
          to={`/speakTopic?topicId=${encodeURIComponent(topicId)}`}
          className={styles.topic}
          data-testid="detail-topic"
        >
          <HashIcon className={styles.chipIcon} />
          <span className={styles.chipText}>{topicTitle}</span>
        </Link>
      ) : null}
      <div className={styles.meta}>
        {detail.placeName && detail.poiId ? (
          // A place chip opens its POI.
          <Link
            to={`/poiDetails?poiId=${encodeURIComponent(detail.poiId)}`}
            className={styles.place}
            data-testid="detail-place"
          >
            <PinIcon className={styles.chipIcon} />
            <span className={styles.chipText}>{detail.placeName}</span>
          </Link>
        ) : detail.placeName ? (
          <span className={styles.place} data-testid="detail-place">
            <PinIcon className={styles.chipIcon} />
            <span className={styles.chipText}>{detail.placeName}</span>
          </span>
        ) : null}
        {detail.viewCount > 0 ? (
          <span className={styles.stamp}>{fmt(t.views, { n: formatCount(detail.viewCount) })}</span>
        ) : null}
      </div>
    </div>
  );
}
