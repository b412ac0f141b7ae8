import { memo } from 'react';
import { Link } from 'react-router';
import { feedMessages as messages } from '../feed-messages';
import { formatCount } from '../../../lib/format-count';
import { HeartIcon, UserIcon } from '../../../ui/icons';
import { SafeImage } from '../../../ui/safe-image';
import type { FeedRow } from '../api/pub-list';
import { cardCover, cardCoverRatio, cardTitle } from './feed-card-layout';
import styles from './feed-card.module.css';

// Two columns of a phone screen, capped where the layout stops growing (540px).
const COVER_SIZES = '(max-width: 540px) 48vw, 260px';

export const FeedCard = memo(function FeedCard({ row, priority }: { row: FeedRow; priority?: boolean }) {
  const cover = cardCover(row);
  const title = cardTitle(row);
  const ratio = cardCoverRatio(row);
  return (
    <Link to={`/dynamicDetails?id=${encodeURIComponent(row.id)}`} className={styles.card} data-testid="feed-card">
      {cover ? (
        <SafeImage
          className={styles.cover}
          style={{ aspectRatio: `1 / ${ratio}` }}
          src={cover.url}
          width={cover.width}
          height={cover.height}
          placeholder={cover.color}
          sizes={COVER_SIZES}
          alt={title}
          priority={priority ?? false}
        />
      ) : (
        <div className={styles.textCover} style={{ aspectRatio: `1 / ${ratio}` }}>
          <p>{row.text || title}</p>
        </div>
      )}
      {row.video ? <span className={styles.play} aria-hidden /> : null}
      <div className={styles.caption}>
        {title ? <h2 className={styles.title}>{title}</h2> : null}
        <div className={styles.meta}>
          <SafeImage
            className={styles.avatar}
            src={row.author.avatar}
            width={40}
            height={40}
            resizeWidth={160}
            alt=""
            placeholder="#d5d9e0"
            fallback={<UserIcon className={styles.avatarIcon} />}
          />
          <span className={styles.nickname}>{row.author.nickname}</span>
          {row.editedAt ? (
            <span className={styles.edited} data-testid="card-edited">
              {messages.feed.edited}
            </span>
          ) : null}
          <span
            className={`${styles.likes} ${row.liked ? styles.liked : ''}`}
            aria-label={`${messages.feed.likeLabel} ${row.likeCount}`}
          >
            <HeartIcon filled={row.liked} className={styles.heart} />
            {formatCount(row.likeCount)}
          </span>
        </div>
      </div>
    </Link>
  );
});
