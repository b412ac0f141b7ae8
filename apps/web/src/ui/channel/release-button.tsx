import { Link } from 'react-router';
import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/** The publish button floating over a feed; only channels that allow publishing show it (docs/product/channels.md). */
export function ReleaseButton({ to = '/releaseDynamic' }: { to?: string }) {
  if (!useChannelShows('release')) return null;
  return (
    <Link to={to} className={styles.release} data-testid="release-button" aria-label={uiMessages.channel.releaseLabel}>
      <svg viewBox="0 0 24 24" width="0.5867rem" height="0.5867rem" aria-hidden>
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{uiMessages.channel.release}</span>
    </Link>
  );
}
