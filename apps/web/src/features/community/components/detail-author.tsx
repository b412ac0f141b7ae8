import { humanizeTime } from '@app/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FollowButton } from '../../../ui/channel/follow-button';
import type { DetailAuthor } from '../api/content-detail';
import { useFollowUser } from '../api/follow-user';
import { useLoginIntent } from '../../../session/login-intent';
import { messages } from '../messages';
import { Avatar } from './avatar';
import styles from './detail-author.module.css';

/** Who wrote it and when, with follow (the channel decides whether it shows; never on one's own). */
export function DetailAuthor({
  author,
  createdAt,
  editedAt,
  more,
}: {
  author: DetailAuthor;
  createdAt: string;
  /** Set once its author edited it: shown as 已编辑 beside the time. */
  editedAt?: string | null | undefined;
  /** The "…" menu (report; edit and delete on one's own). */
  more?: ReactNode;
}) {
  const follow = useFollowUser();
  const home = `/personHome?id=${encodeURIComponent(author.userId)}`;
  const setFollowed = useLoginIntent(`follow:user:${author.userId}`, (followed: boolean) => {
    // Back from login on one's own post (or already following): nothing to do.
    if (author.isMe || (followed && author.followed)) return;
    follow.mutate({ userId: author.userId, follow: followed });
  });
  const toggle = () => setFollowed(!author.followed);
  return (
    <div className={styles.row}>
      <Link to={home} className={styles.who} data-testid="detail-author">
        <Avatar src={author.avatar} size={36} />
        <span className={styles.text}>
          <span className={styles.name}>{author.nickname}</span>
          <time className={styles.time} dateTime={createdAt}>
            {humanizeTime(createdAt)}
            {editedAt ? (
              <span className={styles.edited} data-testid="detail-edited">
                {' · '}
                {messages.trust.edited}
              </span>
            ) : null}
          </time>
        </span>
      </Link>
      {author.isMe ? null : <FollowButton following={author.followed} onToggle={toggle} busy={follow.isPending} />}
      {more}
    </div>
  );
}
