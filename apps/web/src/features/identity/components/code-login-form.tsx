import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { identityText } from '../messages';
import { useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import { loginByCode, usePhoneLogin } from '../api/phone-login';
import { failureText } from '../login-result';
import { firstProblem, phoneProblem, smsCodeProblem } from '../phone-form';
import { useConsent } from './consent';
import { PhoneFields } from './phone-fields';
import styles from './auth.module.css';

const t = identityText();

/** Login by SMS code; an unknown phone gets an account on the spot (docs/product/identity.md). */
export function CodeLoginForm({
  agreed,
  setAgreed,
  onDone,
}: {
  agreed: boolean;
  setAgreed: (v: boolean) => void;
  onDone: () => void;
}) {
  const country = useSession((s) => s.country);
  const mobile = useSession((s) => s.mobile);
  const [code, setCode] = useState('');
  const login = usePhoneLogin(loginByCode);
  const consent = useConsent(agreed, setAgreed);

  const submit = async () => {
    const problem = firstProblem(phoneProblem(country.code, mobile), smsCodeProblem(code));
    if (problem) return showToast(problem);
    if (!(await consent.ensure())) return;
    login.mutate(
      { countryCode: country.code, mobile, code: code.trim() },
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
      <PhoneFields sms={{ purpose: 'login', code, onCode: setCode }} />
      <p className={styles.note}>{t.autoRegister}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.submit}
        loading={login.isPending}
        disabled={!mobile || !code}
        onClick={() => void submit()}
        data-testid="login-submit"
      >
        {t.login}
      </Button>
      {consent.dialog}
    </>
  );
}
