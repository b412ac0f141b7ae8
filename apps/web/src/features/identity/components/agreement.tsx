import Dialog from 'antd-mobile/es/components/dialog';
import { messages } from '../messages';
import { CheckIcon } from './identity-icons';
import styles from './auth.module.css';

const t = messages.identity;

function showDoc(title: string, paragraphs: readonly string[]) {
  Dialog.alert({
    title,
    content: (
      <div className={styles.doc}>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    ),
    confirmText: t.gotIt,
    closeOnMaskClick: true,
  });
}

/** The consent line under the sign-in button; unticked until the visitor agrees (no consent by default). */
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.agreement}>
      <button
        type="button"
        role="checkbox"
        aria-checked={checked}
        aria-label={`${t.agreePrefix}${t.terms}${t.and}${t.privacy}`}
        className={`${styles.tick} ${checked ? styles.ticked : ''}`}
        onClick={() => onChange(!checked)}
      >
        {checked ? <CheckIcon /> : null}
      </button>
      <span>
        {t.agreePrefix}
        <button type="button" className={styles.docLink} onClick={() => showDoc(t.terms, t.termsText)}>
          {t.terms}
        </button>
        {t.and}
        <button type="button" className={styles.docLink} onClick={() => showDoc(t.privacy, t.privacyText)}>
          {t.privacy}
        </button>
      </span>
    </div>
  );
}

/** Asked when the box is unticked at sign-in: agreeing ticks it and goes on. */
export function confirmAgreement(): Promise<boolean> {
  return Dialog.confirm({
    title: t.agreeTitle,
    content: (
      <div className={styles.doc}>
        <p>
          {t.agreeText}
          {t.terms}
          {t.and}
          {t.privacy}
        </p>
      </div>
    ),
    confirmText: t.agreeAndGo,
    cancelText: t.disagree,
  });
}
