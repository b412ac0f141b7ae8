import { lazy, Suspense, useState } from 'react';
import { messages } from '../messages';
import { currentPath } from '../../../lib/navigation';
import { useSession } from '../../../session/session';
import { goToSignIn } from '../../../session/sign-in';
import { UserIcon } from '../../../ui/icons';
import styles from './account-button.module.css';

// The sheet (and the profile query) loads on the first tap, outside the first load.
const AccountSheet = lazy(() => import('./account-sheet'));

const t = messages.identity;

/** The top bar's way to one's account: 登录 for a visitor, the account sheet (logout) for a user. */
export function AccountButton() {
  const signedIn = useSession((s) => !!s.token && !!s.userId);
  const [open, setOpen] = useState(false);

  if (!signedIn) {
    return (
      <button
        type="button"
        className={styles.login}
        onClick={() => goToSignIn(currentPath(), { replace: false })}
        aria-label={t.loginOrRegisterLabel}
        data-testid="account-login"
      >
        {t.loginOrRegister}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.avatar}
        onClick={() => setOpen(true)}
        aria-label={t.accountLabel}
        data-testid="account-button"
      >
        <UserIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
