import { Link } from 'react-router';
import { messages } from '../messages';
import styles from './release-footer.module.css';

const t = messages.community.release;

/** The bar at the bottom: why publishing waits (if it does) or the rules one agrees to, and the button. */
export function ReleaseFooter({
  reason,
  disabled,
  publishing,
  onPublish,
}: {
  reason: string | null;
  disabled: boolean;
  publishing: boolean;
  onPublish: () => void;
}) {
  return (
    <div className={styles.bar}>
      <div className={styles.text}>
        {reason ? (
          <span className={styles.blocker} data-testid="release-blocker">
            {reason}
          </span>
        ) : (
          <span className={styles.rules}>
            {t.rules.replace(t.rulesLink, '')}
            <Link to="/content/publishrules">{t.rulesLink}</Link>
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.publish}
        onClick={onPublish}
        disabled={publishing || disabled}
        data-testid="publish-button"
      >
        {publishing ? t.publishing : t.publish}
      </button>
    </div>
  );
}
