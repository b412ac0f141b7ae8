import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { identityText } from '../messages';
import { CheckIcon } from './identity-icons';
import styles from './auth.module.css';

const t = identityText();

const docs = () => ({
  terms: { title: t.terms, paragraphs: t.termsText },
  privacy: { title: t.privacy, paragraphs: t.privacyText },
});

/** The consent line under the sign-in button; unticked until the visitor agrees (no consent by default). */
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const [reading, setReading] = useState<'terms' | 'privacy' | null>(null);
  const doc = reading ? docs()[reading] : null;
  const close = () => setReading(null);
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
        <button type="button" className={styles.docLink} onClick={() => setReading('terms')}>
          {t.terms}
        </button>
        {t.and}
        <button type="button" className={styles.docLink} onClick={() => setReading('privacy')}>
          {t.privacy}
        </button>
      </span>
      <ConfirmDialog open={!!doc} title={doc?.title ?? ''} confirmLabel={t.gotIt} onConfirm={close} onCancel={close}>
        {doc?.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </ConfirmDialog>
    </div>
  );
}
