import { Link, useSearchParams } from 'react-router';
import { FLOW } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from './result.module.css';

const t = organiserMessages.success;

/**
 * /activitypublisheditsucces and /activitysucceed (?id=, &edited=1 after editing): the activity is out, and the
 * ways on: see it, manage it, publish another.
 */
export function SuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const edited = params.get('edited') === '1';
  return (
    <div className={styles.page} data-testid="publish-success">
      <div className={styles.icon} aria-hidden>
        ✓
      </div>
      <h1 className={styles.title}>{edited ? t.updated : t.published}</h1>
      <p className={styles.hint}>{edited ? t.updatedHint : t.publishedHint}</p>
      <div className={styles.buttons}>
        {id ? (
          <Link
            className={styles.primary}
            to={`/activityDetails?id=${encodeURIComponent(id)}`}
            data-testid="view-activity"
          >
            {t.view}
          </Link>
        ) : null}
        <Link className={styles.secondary} to="/activitymanage" data-testid="manage-activities">
          {t.manage}
        </Link>
        <Link className={styles.text} to={`${FLOW.edit}?new=1`}>
          {t.again}
        </Link>
      </div>
    </div>
  );
}
