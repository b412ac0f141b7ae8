import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/** Collect on detail action bars; the social channels (91923, 91112920) hide it. */
export function CollectButton({
  collected,
  onToggle,
  busy,
}: {
  collected: boolean;
  onToggle: () => void;
  busy?: boolean;
}) {
  if (!useChannelShows('collect')) return null;
  return (
    <button
      type="button"
      className={`${styles.collect} ${collected ? styles.collectOn : ''}`}
      onClick={onToggle}
      disabled={busy}
      aria-pressed={collected}
      data-testid="collect-button"
    >
      <svg viewBox="0 0 24 24" width="0.5867rem" height="0.5867rem" aria-hidden>
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
      <span>{collected ? uiMessages.channel.collected : uiMessages.channel.collect}</span>
    </button>
  );
}
