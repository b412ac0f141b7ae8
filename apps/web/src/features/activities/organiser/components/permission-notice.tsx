import { Link } from 'react-router';
import { organiserMessages } from '../messages';
import styles from './permission-notice.module.css';

const t = organiserMessages.permission;

/** Why this user cannot publish: they are not on the publishing whitelist (isPermissionActivityByToken). */
export function PermissionNotice() {
  return (
    <div className={styles.root} role="alert" data-testid="publish-permission">
      <div className={styles.badge} aria-hidden>
        !
      </div>
      <p className={styles.title}>{t.title}</p>
      <p className={styles.hint}>{t.hint}</p>
      <Link className={styles.link} to="/activitySquare">
        {t.backHome}
      </Link>
    </div>
  );
}
