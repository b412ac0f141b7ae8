import { common } from '../lib/messages';
import styles from './spinner.module.css';

/**
 * The shell's loading spinner: a page of its own (first load), `overlay` floating over the current screen
 * during navigation, or `inline` inside other content.
 */
export function Spinner({
  overlay,
  inline,
  label,
  testId,
}: {
  overlay?: boolean;
  inline?: boolean;
  label?: string;
  testId?: string;
}) {
  const className = overlay ? styles.overlay : inline ? styles.inline : styles.page;
  return (
    <div className={className} role="status" aria-live="polite" data-testid={testId}>
      <span className={styles.ring} />
      <span className="visually-hidden">{label ?? common.loading}</span>
    </div>
  );
}
