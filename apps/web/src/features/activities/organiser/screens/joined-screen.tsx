import { Link, useSearchParams } from 'react-router';
import { common, fmt } from '../../../../lib/messages';
import { ErrorState } from '../../../../ui/error-state';
import { EmptyState } from '../../../../ui/empty-state';
import { isApiError } from '../../../../api/api-error';
import { failureText } from '../api/failure-text';
import { useOwnActivity } from '../api/publishing';
import { FlowNotFound, FlowSkeleton } from '../components/flow-gate';
import { organiserMessages } from '../messages';
import styles from './result.module.css';

const t = organiserMessages.joined;

/**
 * /activityzocceed?id= (an activity id): after signing up, what the viewer now holds in it: a place, a place in
 * the waitlist, or a held place; and the way to the enrolment's details (code and QR).
 */
export function JoinedScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useOwnActivity(id);
  if (!id) return <FlowNotFound />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.code === 404 || query.error.code === 403)) return <FlowNotFound />;
    return (
      <ErrorState
        title={common.errorTitle}
        hint={failureText(query.error)}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <FlowSkeleton />;
  const activity = query.data;
  const mine = activity.myEnrolment;
  const back = `/activityDetails?id=${encodeURIComponent(activity.id)}`;
  // 报名成功 only over a place held now: a cancelled or lapsed enrolment says so (docs/product/data.md).
  if (!mine || mine.status === 'cancelled' || mine.status === 'expired')
    return (
      <EmptyState
        title={!mine ? t.none : mine.status === 'cancelled' ? t.cancelled : t.expired}
        action={
          <Link className={styles.text} to={back}>
            {t.activity}
          </Link>
        }
      />
    );
  const waiting = mine.status === 'waitlisted';
  return (
    <div className={styles.page} data-testid="joined">
      <div className={`${styles.icon} ${waiting ? styles.wait : ''}`} aria-hidden>
        {waiting ? '…' : '✓'}
      </div>
      <h1 className={styles.title}>{waiting ? t.waitlisted : mine.status === 'offered' ? t.offered : t.title}</h1>
      <p className={styles.subject}>{activity.title}</p>
      <p className={styles.hint}>
        {waiting && mine.position ? `${fmt(t.position, { n: mine.position })}，${t.waitHint}` : t.hint}
      </p>
      <div className={styles.buttons}>
        <Link className={styles.primary} to={`/registradetail?id=${encodeURIComponent(mine.id)}`}>
          {t.detail}
        </Link>
        <Link className={styles.secondary} to={back}>
          {t.activity}
        </Link>
      </div>
    </div>
  );
}
