import { useState } from 'react';
import { Link } from 'react-router';
import { identityText } from '../messages';
import { inNativeApp, nativeBridge } from '../../../session/environment';
import { TabBar, type TabItem } from '../../../ui/tab-bar';
import { navigateTo } from '../../../lib/navigation';
import { cancellationPending } from '../api/privacy';
import { useAuthRedirect } from '../use-auth-redirect';
import { Agreement } from '../components/agreement';
import { CodeLoginForm } from '../components/code-login-form';
import { NativeLoginPanel } from '../../../ui/native-login-panel';
import { PasswordLoginForm } from '../components/password-login-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import styles from '../components/auth.module.css';

const t = identityText();

type Tab = 'code' | 'password';
type View = 'login' | 'reset';

const TABS: readonly TabItem<Tab>[] = [
  { key: 'code', label: t.tabCode },
  { key: 'password', label: t.tabPassword },
];

// Remembered for the page's life: /countrycode and back lands on the tab (or the reset view) the visitor left.
const remembered: { tab: Tab; view: View; agreed: boolean } = { tab: 'code', view: 'login', agreed: false };

/** /login: SMS-code and password tabs, and the password reset as a view of its own. */
export function LoginScreen() {
  // Inside the app its own sign-in runs (the login flow asked it to); the phone forms are for the web.
  const inApp = inNativeApp() && !!nativeBridge();
  const { redirect, finish } = useAuthRedirect();
  const [tab, setTabState] = useState<Tab>(remembered.tab);
  const [view, setViewState] = useState<View>(remembered.view);
  const [agreed, setAgreedState] = useState(remembered.agreed);
  const setTab = (next: Tab) => setTabState((remembered.tab = next));
  const setView = (next: View) => setViewState((remembered.view = next));
  const setAgreed = (next: boolean) => setAgreedState((remembered.agreed = next));
  const done = () => {
    remembered.view = 'login';
    // A cancellation pending in its cooling-off period: the privacy centre offers to withdraw it first.
    void cancellationPending().then((pending) =>
      pending ? navigateTo('/privacyCenter', { replace: true }) : finish(),
    );
  };

  if (inApp) return <NativeLoginPanel />;

  if (view === 'reset') {
    return (
      <div className={styles.screen} data-testid="reset-screen">
        <h2 className={styles.heading}>{t.resetTitle}</h2>
        <p className={styles.hint}>{t.resetHint}</p>
        <ResetPasswordForm onDone={done} />
        <div className={styles.links}>
          <span>
            {t.rememberPassword}
            <button type="button" className={styles.link} onClick={() => setView('login')}>
              {t.backToLogin}
            </button>
          </span>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen} data-testid="login-screen">
      <h2 className={styles.heading}>{t.welcome}</h2>
      <p className={styles.hint}>{t.welcomeHint}</p>
      <div className={styles.tabs}>
        <TabBar items={TABS} active={tab} onChange={setTab} label={t.loginTabs} />
      </div>
      {tab === 'code' ? (
        <CodeLoginForm agreed={agreed} setAgreed={setAgreed} onDone={done} />
      ) : (
        <PasswordLoginForm agreed={agreed} setAgreed={setAgreed} onDone={done} onForgot={() => setView('reset')} />
      )}
      <Agreement checked={agreed} onChange={setAgreed} />
      <div className={styles.links}>
        <span>
          {t.noAccount}
          <Link
            className={styles.link}
            to={`/register?redirect=${encodeURIComponent(redirect)}`}
            data-testid="go-register"
          >
            {t.goRegister}
          </Link>
        </span>
      </div>
    </div>
  );
}
