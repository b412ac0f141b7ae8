import { messages } from '../messages';
import type { EnrolState } from '../api/contract-types';
import styles from './status-badge.module.css';

/** The sign-up state as a coloured label on a card or a page's cover. */
export function StatusBadge({ state, className }: { state: EnrolState; className?: string }) {
  return (
    <span
      className={`${styles.badge} ${styles[state]} ${className ?? ''}`}
      data-testid="status-badge"
      data-state={state}
    >
      {messages.badge[state]}
    </span>
  );
}
