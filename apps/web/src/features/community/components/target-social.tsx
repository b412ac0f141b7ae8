import { useCallback, useState } from 'react';
import { formatCount } from '../../../lib/format-count';
import { CommentIcon, ShareIcon } from '../../../ui/action-icons';
import { CollectButton } from '../../../ui/channel/collect-button';
import { FollowButton } from '../../../ui/channel/follow-button';
import { HeartIcon } from '../../../ui/icons';
import { collectTarget, likeTarget } from '../api/target-actions';
import { useFollowUser } from '../api/follow-user';
import { ensureLogin } from '../api/viewer';
import { messages } from '../messages';
import type { ReplyTarget } from './comment-composer';
import { CommentSection } from './comment-section';
import { CommentSheet } from './comment-sheet';
import { shareLink } from './share';
import styles from './detail-action-bar.module.css';

// Likes, collects, comments, follow and share for another area's object (an activity): the area's page passes
// these into its screen's slots. The starting state comes from that area's answer; changes show at once here.

export type SocialTarget = { targetType: 'activity'; targetId: string };

/** Like, collect, comment (jumps to the comments) and share, as buttons for a bottom bar. */
export function TargetActions({
  targetType,
  targetId,
  liked: likedAtFirst,
  likeCount: likesAtFirst,
  collected: collectedAtFirst,
  commentCount,
  sharePath,
  shareTitle,
}: SocialTarget & {
  liked: boolean;
  likeCount: number;
  collected: boolean;
  commentCount: number;
  sharePath: string;
  shareTitle: string;
}) {
  const t = messages.community.actions;
  const [like, setLike] = useState({ liked: likedAtFirst, count: likesAtFirst, busy: false });
  const [collected, setCollected] = useState(collectedAtFirst);
  const [collecting, setCollecting] = useState(false);

  const toggleLike = () => {
    if (!ensureLogin() || like.busy) return;
    const next = !like.liked;
    const before = like;
    setLike({ liked: next, count: Math.max(0, like.count + (next ? 1 : -1)), busy: true });
    likeTarget(targetType, targetId, next).then(
      (a) => setLike({ liked: a.liked, count: a.likeCount, busy: false }),
      () => setLike({ ...before, busy: false }),
    );
  };
  const toggleCollect = () => {
    if (!ensureLogin() || collecting) return;
    const next = !collected;
    setCollected(next);
    setCollecting(true);
    collectTarget(targetType, targetId, next).then(
      () => setCollecting(false),
      () => {
        setCollected(!next);
        setCollecting(false);
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.action} ${like.liked ? styles.liked : ''}`}
        onClick={toggleLike}
        aria-pressed={like.liked}
        aria-label={like.liked ? t.liked : t.like}
        data-testid="like-button"
      >
        <HeartIcon filled={like.liked} className={styles.icon} />
        <span data-testid="like-count">{like.count > 0 ? formatCount(like.count) : t.like}</span>
      </button>
      <span className={styles.collect}>
        <CollectButton collected={collected} onToggle={toggleCollect} busy={collecting} />
      </span>
      <button
        type="button"
        className={styles.action}
        onClick={() => document.getElementById('comments')?.scrollIntoView({ behavior: 'smooth' })}
        aria-label={t.comment}
      >
        <CommentIcon className={styles.icon} />
        <span>{commentCount > 0 ? formatCount(commentCount) : t.comment}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => void shareLink(sharePath, shareTitle)}
        aria-label={t.share}
      >
        <ShareIcon className={styles.icon} />
        <span>{t.share}</span>
      </button>
    </>
  );
}

/** The threaded comments of the target with their own comment box; `onChanged` after a comment is added or removed. */
export function TargetComments({
  targetType,
  targetId,
  ownerId,
  commentCount,
  onChanged,
}: SocialTarget & { ownerId: string; commentCount: number; onChanged?: () => void }) {
  const [sheet, setSheet] = useState<{ open: boolean; reply: ReplyTarget | null }>({ open: false, reply: null });
  const compose = useCallback((reply: ReplyTarget | null) => {
    if (ensureLogin()) setSheet({ open: true, reply });
  }, []);
  const close = useCallback(() => setSheet((s) => ({ ...s, open: false })), []);
  return (
    <>
      <CommentSection
        targetId={targetId}
        targetType={targetType}
        contentAuthorId={ownerId}
        commentCount={commentCount}
        onCompose={compose}
        onChanged={onChanged}
      />
      <CommentSheet
        open={sheet.open}
        onClose={close}
        targetType={targetType}
        targetId={targetId}
        reply={sheet.reply}
        onSent={onChanged}
      />
    </>
  );
}

/** Follow the owner of the target (hidden by channel, and for one's own). */
export function TargetFollow({ userId, followed: followedAtFirst }: { userId: string; followed: boolean }) {
  const follow = useFollowUser();
  const [followed, setFollowed] = useState(followedAtFirst);
  const toggle = () => {
    if (!ensureLogin()) return;
    const next = !followed;
    setFollowed(next);
    follow.mutate(
      { userId, follow: next },
      { onSuccess: (a) => setFollowed(a.followed), onError: () => setFollowed(!next) },
    );
  };
  return <FollowButton following={followed} onToggle={toggle} busy={follow.isPending} />;
}
