import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/** Follow on author rows; hidden unless the channel allows following. */
export function FollowButton({
  following,
  onToggle,
  busy,
}: {
  following: boolean;
  onToggle: () => void;
  busy?: boolean;
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
      {following ? uiMessages.channel.following : uiMessages.channel.follow}
    </button>
  );
}
