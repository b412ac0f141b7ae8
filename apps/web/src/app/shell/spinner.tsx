import { messages } from '../messages';
import styles from './spinner.module.css';

/** The shell's loading indicator; `overlay` floats it over the current screen during navigation. */
export function Spinner({ overlay }: { overlay?: boolean }) {
  return (
    <div className={overlay ? styles.overlay : styles.page} role="status" aria-live="polite">
      <span className={styles.ring} />
      <span className="visually-hidden">{messages.app.loading}</span>
    </div>
  );
}
