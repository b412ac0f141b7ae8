import { Link } from 'react-router';
import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/** The entry card to the channel's mall (/poimall); only the channels with an inlet show it. */
export function InletCard({ to = '/poimall' }: { to?: string }) {
  if (!useChannelShows('inlet')) return null;
  return (
    <Link to={to} className={styles.inlet} data-testid="inlet">
      <span className={styles.inletIcon} aria-hidden>
        <svg viewBox="0 0 24 24" width="100%" height="100%">
          <path
            fill="currentColor"
            d="M6 7V6a6 6 0 0 1 12 0v1h2.2a1 1 0 0 1 1 .9l1 12.5a1.5 1.5 0 0 1-1.5 1.6H3.3a1.5 1.5 0 0 1-1.5-1.6l1-12.5a1 1 0 0 1 1-.9zm2 0h8V6a4 4 0 0 0-8 0z"
          />
        </svg>
      </span>
      <span className={styles.inletText}>
        <strong>{uiMessages.channel.inletTitle}</strong>
        <small>{uiMessages.channel.inletHint}</small>
      </span>
      <span className={styles.inletAction}>{uiMessages.channel.inletAction}</span>
    </Link>
  );
}
