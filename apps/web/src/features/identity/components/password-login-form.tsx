import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { identityText } from '../messages';
import { useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import { loginByPassword, usePhoneLogin } from '../api/phone-login';
import { failureText } from '../login-result';
import { firstProblem, loginPasswordProblem, phoneProblem } from '../phone-form';
import { useConsent } from './consent';
import { PasswordRow, PhoneFields } from './phone-fields';
import styles from './auth.module.css';

const t = identityText();

/** Login by password; a wrong password and an unknown phone get the same answer from the server. */
export function PasswordLoginForm({
  agreed,
  setAgreed,
  onDone,
  onForgot,
}: {
  agreed: boolean;
  setAgreed: (v: boolean) => void;
  onDone: () => void;
  onForgot: () => void;
}) {
  const country = useSession((s) => s.country);
  const mobile = useSession((s) => s.mobile);
  const [password, setPassword] = useState('');
  const login = usePhoneLogin(loginByPassword);
  const consent = useConsent(agreed, setAgreed);

  const submit = async () => {
    const problem = firstProblem(phoneProblem(country.code, mobile), loginPasswordProblem(password));
    if (problem) return showToast(problem);
    if (!(await consent.ensure())) return;
    login.mutate(
      { countryCode: country.code, mobile, password },
      {
        onSuccess: () => {
          showToast(t.loginOk);
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
      <PhoneFields>
        <PasswordRow value={password} onChange={setPassword} placeholder={t.passwordPlaceholder} />
      </PhoneFields>
      <p className={`${styles.note} ${styles.noteEnd}`}>
        <button
          type="button"
          className={`${styles.link} ${styles.quiet}`}
          onClick={onForgot}
          data-testid="forgot-password"
        >
          {t.forgotPassword}
        </button>
      </p>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.submit}
        loading={login.isPending}
        disabled={!mobile || !password}
        onClick={() => void submit()}
        data-testid="login-submit"
      >
        {t.login}
      </Button>
      {consent.dialog}
    </>
  );
}
