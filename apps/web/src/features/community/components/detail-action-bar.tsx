import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { CommentIcon, ShareIcon } from '../../../ui/action-icons';
import { CollectButton } from '../../../ui/channel/collect-button';
import { HeartIcon } from '../../../ui/icons';
import { usePendingWrite } from '../../../api/offline-writes';
import { likeTarget, useCollectContent, useLikeContent } from '../api/content-actions';
import type { ContentDetail } from '../api/content-detail';
import { useLoginIntent } from '../../../session/login-intent';
import styles from './detail-action-bar.module.css';

const t = messages.community.actions;

/** The bar fixed at the bottom: a comment box to tap, then like, collect (by channel), comment and share. */
export function DetailActionBar({
  detail,
  onComment,
  onShare,
}: {
  detail: Pick<ContentDetail, 'id' | 'liked' | 'likeCount' | 'collected' | 'commentCount'>;
  onComment: () => void;
  onShare: () => void;
}) {
  const like = useLikeContent();
  const collect = useCollectContent();
  // The wanted state, not a toggle, is kept across login: a like tapped while anonymous is a like after it.
  const setLiked = useLoginIntent(`like:content:${detail.id}`, (liked: boolean) => {
    if (liked !== detail.liked) like.mutate({ id: detail.id, like: liked });
  });
  const setCollected = useLoginIntent(`collect:content:${detail.id}`, (collected: boolean) => {
    if (collected !== detail.collected) collect.mutate({ id: detail.id, collect: collected });
  });
  const toggleLike = () => setLiked(!detail.liked);
  const likePending = usePendingWrite(likeTarget(detail.id));
  const toggleCollect = () => setCollected(!detail.collected);

  return (
    <div className={styles.bar} data-testid="action-bar">
      <button type="button" className={styles.input} onClick={onComment} data-testid="comment-entry">
        {t.commentPlaceholder}
      </button>
      <button
        type="button"
        className={`${styles.action} ${detail.liked ? styles.liked : ''}`}
        onClick={toggleLike}
        aria-pressed={detail.liked}
        aria-label={detail.liked ? t.liked : t.like}
        data-testid="like-button"
      >
        <HeartIcon filled={detail.liked} className={styles.icon} />
        {likePending ? (
          <span data-testid="like-pending">{messages.offline.pending}</span>
        ) : (
          <span data-testid="like-count">{detail.likeCount > 0 ? formatCount(detail.likeCount) : t.like}</span>
        )}
      </button>
      <span className={styles.collect}>
        <CollectButton collected={detail.collected} onToggle={toggleCollect} busy={collect.isPending} />
      </span>
      <button type="button" className={styles.action} onClick={onComment} aria-label={t.comment}>
        <CommentIcon className={styles.icon} />
        <span>{detail.commentCount > 0 ? formatCount(detail.commentCount) : t.comment}</span>
      </button>
      <button type="button" className={styles.action} onClick={onShare} aria-label={t.share}>
        <ShareIcon className={styles.icon} />
        <span>{t.share}</span>
      </button>
    </div>
  );
}
