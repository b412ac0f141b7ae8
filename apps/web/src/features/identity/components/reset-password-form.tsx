import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { identityText } from '../messages';
import { useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import { useResetPassword } from '../api/password-reset';
import { failureText } from '../login-result';
import { firstProblem, newPasswordProblem, phoneProblem, smsCodeProblem } from '../phone-form';
import { PasswordRow, PhoneFields } from './phone-fields';
import styles from './auth.module.css';

const t = identityText();

/** Password reset: a 'reset' code → ticket → new password, then logged in with it. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const country = useSession((s) => s.country);
  const mobile = useSession((s) => s.mobile);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const reset = useResetPassword();

  const submit = () => {
    const problem = firstProblem(
      phoneProblem(country.code, mobile),
      smsCodeProblem(code),
      newPasswordProblem(password),
    );
    if (problem) return showToast(problem);
    reset.mutate(
      { countryCode: country.code, mobile, code: code.trim(), password },
      {
        onSuccess: () => {
          showToast(t.resetDone);
          onDone();
        },
        onError: (error) => {
          const text = failureText(error);
          if (text) showToast(text);
        },
      },
    );
  };

  return (
    <>
      <PhoneFields sms={{ purpose: 'reset', code, onCode: setCode }}>
        <PasswordRow value={password} onChange={setPassword} placeholder={t.newPasswordPlaceholder} isNew />
      </PhoneFields>
      <p className={styles.note}>{t.passwordRule}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.submit}
        loading={reset.isPending}
        disabled={!mobile || !code || !password}
        onClick={submit}
        data-testid="reset-submit"
      >
        {t.resetSubmit}
      </Button>
    </>
  );
}
