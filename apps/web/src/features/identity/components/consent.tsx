import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { identityText } from '../messages';

const t = identityText();

/**
 * Consent at sign-in: `ensure()` is true at once when the box is ticked; otherwise the dialog asks, and agreeing
 * ticks the box. The form renders `dialog`.
 */
export function useConsent(agreed: boolean, setAgreed: (v: boolean) => void) {
  const [answer, setAnswer] = useState<((ok: boolean) => void) | null>(null);

  const ensure = (): Promise<boolean> =>
    agreed ? Promise.resolve(true) : new Promise((resolve) => setAnswer(() => resolve));

  const reply = (ok: boolean) => {
    if (ok) setAgreed(true);
    answer?.(ok);
    setAnswer(null);
  };

  const dialog = (
    <ConfirmDialog
      open={answer !== null}
      title={t.agreeTitle}
      confirmLabel={t.agreeAndGo}
      cancelLabel={t.disagree}
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    >
      <p>
        {t.agreeText}
        {t.terms}
        {t.and}
        {t.privacy}
      </p>
    </ConfirmDialog>
  );
  return { ensure, dialog };
}
