import { uiMessages } from '../messages';
import { useChannelShows } from '../../session/channel';
import styles from './channel-buttons.module.css';

/** The business card button on /personHome; only the social channels show it. */
export function CardButton({ onOpen, label = uiMessages.channel.card }: { onOpen: () => void; label?: string }) {
  if (!useChannelShows('card')) return null;
  return (
    <button type="button" className={styles.chip} onClick={onOpen} data-testid="card-button">
      {label}
    </button>
  );
}
