import { formatDateTime } from '@app/rules';
import { OfflineSaveButton } from '../../../ui/offline-save-button';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { useActivity } from '../api/activity-detail';
import { useCancelEnrolment, useEnrolment } from '../api/enrolment';
import { EnrolmentCode } from '../components/enrolment-code';
import { priceText, timeRange } from '../lib/format';
import { messages } from '../messages';
import { EnrolmentError, EnrolmentSkeleton } from './apply-result-screen';
import { NotFound } from './detail-screen';
import styles from './record-screen.module.css';

const t = messages.record;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
    </div>
  );
}

/**
 * /registradetail?id=: my enrolment: the activity, ticket and price, status (and place in line or the hold's end),
 * the check-in code with its QR and the check-in time, the answers given (whole: they are mine), and cancel.
 */
export function RecordScreen({ id }: { id: string }) {
  const enrolment = useEnrolment(id);
  const activity = useActivity(enrolment.data?.activityId ?? '');
  const cancel = useCancelEnrolment();
  const [asking, setAsking] = useState(false);
  if (id === '') return <NotFound title={t.missing} />;
  if (enrolment.isPending) return <EnrolmentSkeleton />;
  if (enrolment.isError) return <EnrolmentError error={enrolment.error} onRetry={() => void enrolment.refetch()} />;

  const e = enrolment.data;
  const a = activity.data;
  // The code and its QR while it can still be used; afterwards the code stays in the rows for reference.
  const showCode = e.status === 'enrolled' && !e.checkedInAt;
  const live = e.status === 'enrolled' || e.status === 'waitlisted' || e.status === 'offered';
  const answers = (a?.questions ?? [])
    .map((q) => {
      const v = e.personal[q.id] ?? e.answers[q.id];
      return { id: q.id, title: q.title, value: Array.isArray(v) ? v.join('、') : (v ?? '') };
    })
    .filter((x) => x.value !== '');
  const doCancel = () => {
    setAsking(false);
    cancel.mutate(e, { onSuccess: () => showToast(t.cancelled) });
  };

  return (
    <div className={styles.page} data-testid="record" data-status={e.status}>
      <Link to={`/activityDetails?id=${encodeURIComponent(e.activityId)}`} className={styles.activity}>
        <strong>{e.activityTitle}</strong>
        {a ? <span>{timeRange(a.startAt, a.endAt)}</span> : null}
        {a ? <span>{[a.city, a.address].filter(Boolean).join(' · ')}</span> : null}
      </Link>

      {showCode ? <EnrolmentCode enrolment={e} activity={a} /> : null}
      {live ? (
        <div className={styles.offlineRow}>
          {/* Kept on its own once the activity is read too: the code is what is needed at the door. */}
          <OfflineSaveButton
            item={{ id: `signup:${e.id}`, kind: 'signup', title: e.activityTitle }}
            auto={a !== undefined}
          />
        </div>
      ) : null}

      <section className={styles.card}>
        <Row label={t.statusLabel} testId="record-status">
          <span className={`${styles.status} ${styles[e.status]}`}>
            {e.checkedInAt ? messages.signedUp.checkedIn : t.status[e.status]}
          </span>
        </Row>
        <Row label={t.ticket}>{e.ticketName}</Row>
        <Row label={t.price}>{priceText(e.price, e.currency)}</Row>
        {e.status === 'waitlisted' && e.position ? (
          <Row label={t.position}>{fmt(t.positionN, { n: e.position })}</Row>
        ) : null}
        {e.status === 'offered' && e.holdExpiresAt ? (
          <Row label={t.holdUntil}>{formatDateTime(e.holdExpiresAt)}</Row>
        ) : null}
        {e.code && !showCode ? (
          <Row label={messages.result.code}>
            <span className={styles.mono}>{e.code}</span>
          </Row>
        ) : null}
        <Row label={t.checkedIn} testId="record-checked-in">
          {e.checkedInAt ? formatDateTime(e.checkedInAt) : t.notCheckedIn}
        </Row>
        <Row label={t.createdAt}>{formatDateTime(e.createdAt)}</Row>
      </section>

      {answers.length > 0 ? (
        <section className={styles.card}>
          <h2 className={styles.h2}>{t.answers}</h2>
          {answers.map((x) => (
            <Row key={x.id} label={x.title}>
              {x.value}
            </Row>
          ))}
          {e.verificationBools ? <p className={styles.note}>{t.noName}</p> : null}
        </section>
      ) : null}

      {e.status === 'offered' && a ? (
        <p className={styles.offer}>
          <Link to={`/activityDetails?id=${encodeURIComponent(a.id)}`}>{messages.enrol.offered}</Link>
        </p>
      ) : null}

      {live && !e.checkedInAt ? (
        <button
          type="button"
          className={styles.cancel}
          onClick={() => setAsking(true)}
          disabled={cancel.isPending}
          data-testid="cancel-enrolment"
        >
          {t.cancel}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.cancelTitle}
        hint={t.cancelHint}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        onConfirm={doCancel}
        onCancel={() => setAsking(false)}
        danger
      />
    </div>
  );
}
