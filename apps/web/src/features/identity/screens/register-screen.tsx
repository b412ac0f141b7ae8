import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { identityText } from '../messages';
import { useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import { registerByPhone, usePhoneLogin } from '../api/phone-login';
import { failureText } from '../login-result';
import { firstProblem, newPasswordProblem, phoneProblem, smsCodeProblem } from '../phone-form';
import { useAuthRedirect } from '../use-auth-redirect';
import { Agreement } from '../components/agreement';
import { useConsent } from '../components/consent';
import { PasswordRow, PhoneFields } from '../components/phone-fields';
import styles from '../components/auth.module.css';

const t = identityText();

/** /register: country code, mobile, captcha, a 'register' SMS code and an optional password; then logged in. */
export function RegisterScreen() {
  const { redirect, finish } = useAuthRedirect();
  const country = useSession((s) => s.country);
  const mobile = useSession((s) => s.mobile);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const register = usePhoneLogin(registerByPhone);
  const consent = useConsent(agreed, setAgreed);

  const submit = async () => {
    const problem = firstProblem(
      phoneProblem(country.code, mobile),
      smsCodeProblem(code),
      newPasswordProblem(password, true),
    );
    if (problem) return showToast(problem);
    if (!(await consent.ensure())) return;
    register.mutate(
      { countryCode: country.code, mobile, code: code.trim(), ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          showToast(t.registerOk);
          finish();
        },
        onError: (error) => {
          const text = failureText(error);
          if (text) showToast(text);
        },
      },
    );
  };

  return (
    <div className={styles.screen} data-testid="register-screen">
      <h2 className={styles.heading}>{t.registerTitle}</h2>
      <p className={styles.hint}>{t.registerHint}</p>
      <PhoneFields sms={{ purpose: 'register', code, onCode: setCode }}>
        <PasswordRow value={password} onChange={setPassword} placeholder={t.optionalPasswordPlaceholder} isNew />
      </PhoneFields>
      <p className={styles.note}>{t.passwordRule}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.submit}
        loading={register.isPending}
        disabled={!mobile || !code}
        onClick={() => void submit()}
        data-testid="register-submit"
      >
        {t.registerSubmit}
      </Button>
      <Agreement checked={agreed} onChange={setAgreed} />
      {consent.dialog}
      <div className={styles.links}>
        <span>
          {t.hasAccount}
          <Link className={styles.link} to={`/login?redirect=${encodeURIComponent(redirect)}`} replace>
            {t.goLogin}
          </Link>
        </span>
      </div>
    </div>
  );
}
