import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common, fmt } from '../../../lib/messages';
import { CheckCircleIcon } from '../../../ui/action-icons';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useActivity } from '../api/activity-detail';
import { useEnrolment } from '../api/enrolment';
import { EnrolmentCode } from '../components/enrolment-code';
import { timeRange } from '../lib/format';
import { messages } from '../messages';
import { isMissing, NotFound } from './detail-screen';
import styles from './apply-result-screen.module.css';

const t = messages.result;

export function EnrolmentSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy data-testid="enrolment-skeleton">
      <Skeleton style={{ height: '2.4rem' }} />
      <Skeleton style={{ height: '5.6rem' }} />
    </div>
  );
}

/** A failed enrolment load: not found, not mine, or a retry. */
export function EnrolmentError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isMissing(error)) return <NotFound title={messages.record.missing} />;
  if (isApiError(error) && (error.code === 403 || error.httpStatus === 403)) {
    return <NotFound title={messages.record.noAccess} />;
  }
  return (
    <ErrorState
      title={common.errorTitle}
      hint={isApiError(error) ? error.message : undefined}
      retryLabel={common.retry}
      onRetry={onRetry}
    />
  );
}

/** /activityH5/applyresult?id=: signed up (the code, its QR and add to calendar) or on the waitlist (the place). */
export function ApplyResultScreen({ id }: { id: string }) {
  const enrolment = useEnrolment(id);
  const activity = useActivity(enrolment.data?.activityId ?? '');
  if (id === '') return <NotFound title={messages.record.missing} />;
  if (enrolment.isPending) return <EnrolmentSkeleton />;
  if (enrolment.isError) return <EnrolmentError error={enrolment.error} onRetry={() => void enrolment.refetch()} />;

  const e = enrolment.data;
  const a = activity.data;
  const status = e.status;
  return (
    <div className={styles.page} data-testid="apply-result" data-status={status}>
      <section className={`${styles.head} ${styles[status]}`}>
        <CheckCircleIcon className={styles.icon} />
        <h1 className={styles.title}>{t[status]}</h1>
        <p className={styles.activity}>{e.activityTitle}</p>
        {a ? <p className={styles.when}>{timeRange(a.startAt, a.endAt)}</p> : null}
        {status === 'waitlisted' && e.position ? (
          <p className={styles.position} data-testid="waitlist-position">
            {fmt(messages.enrol.waitlisted, { n: e.position })}
          </p>
        ) : null}
        {status === 'waitlisted' ? <p className={styles.hint}>{t.waitlistHint}</p> : null}
      </section>
      {status === 'enrolled' ? <EnrolmentCode enrolment={e} activity={a} /> : null}
      <div className={styles.links}>
        <Link to={`/registradetail?id=${encodeURIComponent(e.id)}`} className={styles.primary} data-testid="to-record">
          {t.detail}
        </Link>
        <Link to={`/activityDetails?id=${encodeURIComponent(e.activityId)}`} className={styles.secondary}>
          {t.activity}
        </Link>
      </div>
    </div>
  );
}
