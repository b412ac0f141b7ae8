import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/** Follow on author rows; hidden unless the channel allows following. */
export function FollowButton({
  following,
  onToggle,
  busy,
  followLabel,
}: {
  following: boolean;
  onToggle: () => void;
  busy?: boolean;
  /** The word when not following yet: '回关' on a fan's row. */
  followLabel?: string;
}) {
  if (!useChannelShows('follow')) return null;
  return (
    <button
      type="button"
      className={`${styles.follow} ${following ? styles.followOn : ''}`}
      onClick={onToggle}
      disabled={busy}
      aria-pressed={following}
      data-testid="follow-button"
    >
      {following ? uiMessages.channel.following : (followLabel ?? uiMessages.channel.follow)}
    </button>
  );
}
