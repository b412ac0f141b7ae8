import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@app/rules';
import { fmt } from '../../../../lib/messages';
import { Spinner } from '../../../../ui/spinner';
import { findEnrolmentByCode, useCheckIn } from '../api/check-in';
import type { Enrolment } from '../api/contract-types';
import { failureText } from '../api/failure-text';
import { organiserMessages } from '../messages';
import { canScanQr } from './qr-reader';
import styles from './check-in-panel.module.css';

const t = organiserMessages.checkIn;
const ScanSheet = lazy(() => import('./scan-sheet'));

type Outcome = { kind: 'done' | 'already' | 'refused'; text: string } | null;

/**
 * Check-in by code: typed, or read from the attendee's QR by the camera. The code is looked up
 * first (who, which ticket, whether already checked in), then checked in once on the publisher's word.
 */
export function CheckInPanel() {
  const [code, setCode] = useState('');
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<Enrolment | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [scanning, setScanning] = useState(false);
  const checkIn = useCheckIn();

  const find = async (value: string) => {
    const c = value.trim();
    if (!c) return;
    setFinding(true);
    setFound(null);
    setOutcome(null);
    try {
      const e = await findEnrolmentByCode(c);
      setFound(e);
      if (e.checkedInAt) setOutcome({ kind: 'already', text: fmt(t.already, { time: formatDateTime(e.checkedInAt) }) });
      else if (e.status !== 'enrolled') setOutcome({ kind: 'refused', text: t.notEnrolled });
    } catch (err) {
      setOutcome({ kind: 'refused', text: failureText(err) });
    } finally {
      setFinding(false);
    }
  };

  const confirm = (e: Enrolment) =>
    checkIn.mutate(e.id, {
      onSuccess: (answer) => {
        setFound({ ...e, checkedInAt: answer.checkedInAt });
        setOutcome({ kind: 'done', text: `${t.done} ${formatDateTime(answer.checkedInAt)}` });
      },
      // "已核销，核销时间 …" when someone else was quicker: the server's words say when.
      onError: (err) => setOutcome({ kind: 'refused', text: failureText(err) }),
    });

  const reset = () => {
    setCode('');
    setFound(null);
    setOutcome(null);
  };

  return (
    <section className={styles.panel} data-testid="check-in">
      <h2 className={styles.title}>{t.title}</h2>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void find(code);
        }}
      >
        <input
          className={styles.input}
          value={code}
          placeholder={t.placeholder}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          data-testid="check-in-code"
        />
        <button type="submit" className={styles.find} disabled={finding || !code.trim()} data-testid="check-in-find">
          {t.find}
        </button>
        {canScanQr() ? (
          <button type="button" className={styles.scan} onClick={() => setScanning(true)} data-testid="check-in-scan">
            {t.scan}
          </button>
        ) : null}
      </form>
      {finding ? <Spinner /> : null}
      {found ? (
        <dl className={styles.card} data-testid="check-in-result">
          <div>
            <dt>{t.activity}</dt>
            <dd>{found.activityTitle}</dd>
          </div>
          <div>
            <dt>{t.who}</dt>
            <dd>{found.name ?? found.user.nickname}</dd>
          </div>
          <div>
            <dt>{t.ticket}</dt>
            <dd>{found.ticketName}</dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd>{organiserMessages.enrolments.status[found.status]}</dd>
          </div>
        </dl>
      ) : null}
      {outcome ? (
        <p
          className={`${styles.outcome} ${styles[outcome.kind]}`}
          role="status"
          data-testid="check-in-outcome"
          data-kind={outcome.kind}
        >
          {outcome.text}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {found && !found.checkedInAt && found.status === 'enrolled' && outcome?.kind !== 'refused' ? (
          <button
            type="button"
            className={styles.confirm}
            disabled={checkIn.isPending}
            onClick={() => confirm(found)}
            data-testid="check-in-confirm"
          >
            {t.confirm}
          </button>
        ) : null}
        {found || outcome ? (
          <button type="button" className={styles.again} onClick={reset}>
            {t.again}
          </button>
        ) : null}
      </div>
      {scanning ? (
        <Suspense fallback={null}>
          <ScanSheet
            onClose={() => setScanning(false)}
            onCode={(value) => {
              setScanning(false);
              setCode(value);
              void find(value);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
