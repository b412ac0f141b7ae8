import { humanizeTime } from '@app/rules';
import { Link } from 'react-router';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { HeartIcon } from '../../../ui/icons';
import { ReportButton } from '../../../ui/report-button';
import { usePraiseComment } from '../api/comment-actions';
import { ensureLogin } from '../api/viewer';
import styles from './comment-item.module.css';

const t = messages.community.comments;

/** The heart beside a comment: praise or take it back, shown at once. */
export function PraiseButton({ id, praised, count }: { id: string; praised: boolean; count: number }) {
  const praise = usePraiseComment();
  return (
    <button
      type="button"
      className={`${styles.praise} ${praised ? styles.praised : ''}`}
      onClick={() => ensureLogin() && praise.mutate({ commentId: id, praise: !praised })}
      aria-pressed={praised}
      aria-label={t.praise}
      data-testid="praise-button"
    >
      <HeartIcon filled={praised} className={styles.praiseIcon} />
      <span>{count > 0 ? formatCount(count) : ''}</span>
    </button>
  );
}

/** A nickname leading to that person's home, with the author badge when it is the content's author. */
export function CommentName({ userId, nickname, isAuthor }: { userId: string; nickname: string; isAuthor: boolean }) {
  return (
    <span className={styles.nameRow}>
      <Link to={`/personHome?id=${encodeURIComponent(userId)}`} className={styles.name} data-testid="comment-name">
        {nickname}
      </Link>
      {isAuthor ? <span className={styles.badge}>{t.author}</span> : null}
    </span>
  );
}

/** When, then reply and (for one's own, or on one's own content) delete; report on the others. */
export function CommentMeta({
  createdAt,
  onReply,
  onDelete,
  commentId,
  held = false,
}: {
  createdAt: string;
  onReply: () => void;
  onDelete?: (() => void) | undefined;
  /** The comment to report, where the viewer may not delete it. */
  commentId?: string | undefined;
  /** Held for review: only its author is sent it; nobody can reply to it until a moderator passes it. */
  held?: boolean | undefined;
}) {
  return (
    <div className={styles.meta}>
      <time dateTime={createdAt}>{humanizeTime(createdAt)}</time>
      {held ? (
        <span className={styles.held} data-testid="comment-held">
          {t.held}
        </span>
      ) : (
        <button type="button" className={styles.link} onClick={onReply} data-testid="reply-button">
          {t.reply}
        </button>
      )}
      {onDelete ? (
        <button type="button" className={styles.link} onClick={onDelete} data-testid="delete-comment">
          {t.delete}
        </button>
      ) : commentId ? (
        <ReportButton targetType="comment" targetId={commentId} className={styles.link} />
      ) : null}
    </div>
  );
}
