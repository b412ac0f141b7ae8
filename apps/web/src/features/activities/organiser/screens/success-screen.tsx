import { Link, useSearchParams } from 'react-router';
import { FlowGate, FlowNotFound } from '../components/flow-gate';
import { FLOW } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from './result.module.css';

const t = organiserMessages.success;

/**
 * /activitypublisheditsucces and /activitysucceed (?id=, &edited=1 after editing): the activity is out, and the
 * ways on: see it, manage it, publish another. It says 成功 only over the viewer's own activity, loaded and on line
 * (docs/product/data.md, "What a new user meets"): without an id, over a failure or a draft it says what is so.
 */
export function SuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const edited = params.get('edited') === '1';
  if (!id) return <FlowNotFound title={t.noActivity} />;
  return (
    <FlowGate id={id}>
      {(activity) => {
        const online = activity.status === 'online';
        if (!online && !edited)
          return (
            <FlowNotFound title={activity.status === 'draft' ? t.notPublished : t.offline} hint={activity.title} />
          );
        return (
          <div className={styles.page} data-testid="publish-success">
            <div className={styles.icon} aria-hidden>
              ✓
            </div>
            <h1 className={styles.title}>{edited ? t.updated : t.published}</h1>
            <p className={styles.subject}>{activity.title}</p>
            <p className={styles.hint}>{edited ? t.updatedHint : t.publishedHint}</p>
            <div className={styles.buttons}>
              <Link
                className={styles.primary}
                to={`/activityDetails?id=${encodeURIComponent(activity.id)}`}
                data-testid="view-activity"
              >
                {t.view}
              </Link>
              <Link className={styles.secondary} to="/activitymanage" data-testid="manage-activities">
                {t.manage}
              </Link>
              <Link className={styles.text} to={`${FLOW.edit}?new=1`}>
                {t.again}
              </Link>
            </div>
          </div>
        );
      }}
    </FlowGate>
  );
}
