import { Link } from 'react-router';
import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/**
 * The user's club card entry on /personHome; only the social channels show it. A link with `to`, or a button
 * with `onOpen` (the card opens over the page).
 */
export function CircleButton({
  to,
  onOpen,
  label = uiMessages.channel.circle,
}: {
  to?: string;
  onOpen?: () => void;
  label?: string;
}) {
  if (!useChannelShows('circle')) return null;
  if (onOpen || !to) {
    return (
      <button type="button" className={styles.chip} onClick={onOpen} data-testid="circle-button">
        {label}
      </button>
    );
  }
  return (
    <Link to={to} className={styles.chip} data-testid="circle-button">
      {label}
    </Link>
  );
}
