import Button from 'antd-mobile/es/components/button';
import { formatDate } from '@app/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { httpDeps } from '../../../api/http';
import { fmt } from '../../../lib/messages';
import { currentPath } from '../../../lib/navigation';
import { useSession } from '../../../session/session';
import { goToSignIn } from '../../../session/sign-in';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import {
  useCancelAccount,
  useExportData,
  usePrivacyStatus,
  useRevokeCancel,
  type DataExport,
  type PrivacyStatus,
} from '../api/privacy';
import { PhoneFields } from '../components/phone-fields';
import { failureText } from '../login-result';
import { smsCodeProblem } from '../phone-form';
import { privacyMessages as t } from '../privacy-messages';
import styles from './privacy-center-screen.module.css';

// The privacy centre (docs/product/privacy.md, "The privacy centre"): a copy of one's data, cancelling the account
// (or withdrawing a pending cancellation), and the policy and agreement.

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

function ExportCard({ current }: { current: DataExport | null }) {
  const ask = useExportData();
  const queued = current?.status === 'queued';
  return (
    <section className={styles.card} data-testid="privacy-export">
      <h2 className={styles.cardTitle}>{t.exportTitle}</h2>
      <p className={styles.lead}>{t.exportLead}</p>
      {queued ? (
        <p className={styles.state} data-testid="export-state">
          <span className={styles.spinner} aria-hidden />
          {t.exportQueued}
        </p>
      ) : null}
      {current?.status === 'failed' ? <p className={styles.state}>{t.exportFailed}</p> : null}
      {current?.status === 'ready' && current.downloadUrl ? (
        <>
          <p className={styles.state} data-testid="export-state">
            {fmt(t.exportReady, { size: sizeText(current.byteSize), date: formatDate(current.expiresAt ?? '') })}
          </p>
          <a
            className={styles.primaryLink}
            href={httpDeps().base() + current.downloadUrl}
            download
            data-testid="export-download"
          >
            {t.exportDownload}
          </a>
        </>
      ) : null}
      {!queued ? (
        <Button
          block
          shape="rounded"
          className={styles.button}
          loading={ask.isPending}
          onClick={() => ask.mutate(undefined, { onSuccess: () => showToast(t.exportAsked) })}
          data-testid="export-ask"
        >
          {current?.status === 'ready' ? t.exportAgain : t.exportAsk}
        </Button>
      ) : null}
    </section>
  );
}

function PendingCard({ cancellation }: { cancellation: NonNullable<PrivacyStatus['cancellation']> }) {
  const revoke = useRevokeCancel();
  return (
    <section className={`${styles.card} ${styles.pending}`} data-testid="privacy-pending">
      <h2 className={styles.cardTitle}>{t.pendingTitle}</h2>
      <p className={styles.lead}>{fmt(t.pendingText, { date: formatDate(cancellation.effectiveAt) })}</p>
      <p className={styles.lead}>{cancellation.posts === 'remove' ? t.pendingPostsRemove : t.pendingPostsKeep}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.button}
        loading={revoke.isPending}
        onClick={() => revoke.mutate(undefined, { onSuccess: () => showToast(t.revoked) })}
        data-testid="cancel-revoke"
      >
        {t.revoke}
      </Button>
    </section>
  );
}

function CancelCard({ status }: { status: PrivacyStatus }) {
  const [posts, setPosts] = useState<'keep' | 'remove'>('keep');
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAccount();
  const submit = () => {
    const problem = smsCodeProblem(code);
    if (problem) return showToast(problem);
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    cancel.mutate(
      { code: code.trim(), posts },
      {
        onSuccess: () => {
          setCode('');
          showToast(t.cancelDone);
        },
        onError: (error) => {
          const text = failureText(error);
          if (text) showToast(text);
        },
      },
    );
  };
  return (
    <section className={styles.card} data-testid="privacy-cancel">
      <h2 className={styles.cardTitle}>{t.cancelTitle}</h2>
      <p className={styles.lead}>{t.cancelLead}</p>
      <ul className={styles.erased}>
        {t.cancelErased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {status.mobile ? (
        <>
          <fieldset className={styles.choice}>
            <legend>{t.postsQuestion}</legend>
            {(['keep', 'remove'] as const).map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name="posts"
                  value={value}
                  checked={posts === value}
                  onChange={() => setPosts(value)}
                  data-testid={`cancel-posts-${value}`}
                />
                {value === 'keep' ? t.postsKeep : t.postsRemove}
              </label>
            ))}
          </fieldset>
          <p className={styles.hint}>{fmt(t.codeTo, { mobile: status.mobile })}</p>
          <PhoneFields sms={{ purpose: 'cancel', code, onCode: setCode }} />
          <Button
            block
            color="danger"
            shape="rounded"
            className={styles.button}
            loading={cancel.isPending}
            disabled={!code}
            onClick={submit}
            data-testid="cancel-submit"
          >
            {t.cancelSubmit}
          </Button>
        </>
      ) : (
        <p className={styles.hint}>{t.noMobile}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.cancelConfirmTitle}
        hint={t.cancelConfirmHint}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelAbort}
        danger
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** /privacyCenter: one's personal-data rights. */
export function PrivacyCenterScreen() {
  const token = useSession((s) => s.token);
  const status = usePrivacyStatus(token);
  if (!token) {
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <p className={styles.lead}>{t.needLogin}</p>
          <Button block color="primary" shape="rounded" onClick={() => goToSignIn(currentPath(), { replace: false })}>
            {t.needLogin}
          </Button>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="privacy-center">
      {status.data ? (
        <>
          {status.data.cancellation ? <PendingCard cancellation={status.data.cancellation} /> : null}
          <ExportCard current={status.data.export} />
          {status.data.cancellation ? null : <CancelCard status={status.data} />}
        </>
      ) : status.isError ? (
        <section className={styles.card}>
          <p className={styles.lead}>{t.loadFailed}</p>
          <Button block shape="rounded" onClick={() => void status.refetch()}>
            {t.retry}
          </Button>
        </section>
      ) : (
        <div className={styles.skeleton} />
      )}
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t.docsTitle}</h2>
        <Link className={styles.row} to="/privacyPolicy" data-testid="privacy-policy-link">
          {t.policyLink}
        </Link>
        <Link className={styles.row} to="/userAgreement">
          {t.agreementLink}
        </Link>
      </section>
    </div>
  );
}
