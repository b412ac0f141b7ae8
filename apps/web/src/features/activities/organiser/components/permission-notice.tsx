import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApplyPublisher, usePublisherApplication } from '../api/publishing';
import { organiserMessages } from '../messages';
import styles from './permission-notice.module.css';

const t = organiserMessages.permission;
const REASON_MAX = 200;

/**
 * Why this user cannot publish: they are not on the publishing whitelist (isPermissionActivityByToken). They may
 * apply here with a short reason and see the application's state (docs/product/console-content.md).
 */
export function PermissionNotice({ userId }: { userId: string }) {
  const application = usePublisherApplication(userId);
  const state = application.data?.state;
  return (
    <div className={styles.root} role="alert" data-testid="publish-permission">
      <div className={styles.badge} aria-hidden>
        !
      </div>
      <p className={styles.title}>{t.title}</p>
      {state === 'pending' ? (
        <p className={styles.state} data-testid="publish-application-state">
          {t.pending}
        </p>
      ) : (
        <>
          {state === 'declined' ? (
            <p className={styles.state} data-testid="publish-application-state">
              {t.declined}
              {application.data?.answer ? `：${application.data.answer}` : ''}
            </p>
          ) : (
            <p className={styles.hint}>{t.hint}</p>
          )}
          {application.data ? <ApplyForm userId={userId} again={state === 'declined'} /> : null}
        </>
      )}
      <Link className={styles.link} to="/activitySquare">
        {t.backHome}
      </Link>
    </div>
  );
}

function ApplyForm({ userId, again }: { userId: string; again: boolean }) {
  const apply = useApplyPublisher(userId);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    setTooShort(text.length < 2);
    if (text.length >= 2) apply.mutate(text);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label className={styles.label} htmlFor="publish-apply-reason">
        {t.reasonLabel}
      </label>
      <textarea
        id="publish-apply-reason"
        className={styles.reason}
        value={reason}
        maxLength={REASON_MAX}
        rows={3}
        placeholder={t.reasonPlaceholder}
        onChange={(e) => setReason(e.target.value)}
      />
      {tooShort ? <p className={styles.error}>{t.reasonTooShort}</p> : null}
      <button className={styles.apply} type="submit" disabled={apply.isPending}>
        {apply.isPending ? t.submitting : again ? t.reapply : t.apply}
      </button>
    </form>
  );
}
