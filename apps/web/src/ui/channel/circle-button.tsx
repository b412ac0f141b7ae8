import { Link } from 'react-router';
import { messages } from '../../app/messages';
import { useChannelShows } from '../../app/session/channel';
import styles from './channel-buttons.module.css';

/** The user's club card entry on /personHome; only the social channels show it. */
export function CircleButton({ to, label = messages.channel.circle }: { to: string; label?: string }) {
  if (!useChannelShows('circle')) return null;
  return (
    <Link to={to} className={styles.chip} data-testid="circle-button">
      {label}
    </Link>
  );
}
