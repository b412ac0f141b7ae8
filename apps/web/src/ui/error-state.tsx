import { CloudOffIcon } from './icons';
import styles from './status-view.module.css';

/** A failed load with a retry button; `hint` carries the server's message when it gave one. */
export function ErrorState({
  title,
  hint,
  retryLabel,
  onRetry,
  retrying,
}: {
  title: string;
  hint?: string | undefined;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean | undefined;
}) {
  return (
    <div className={styles.root} role="alert">
      <CloudOffIcon className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <button type="button" className={styles.button} onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </button>
    </div>
  );
}
