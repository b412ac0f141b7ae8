import { useNavigate } from 'react-router';
import { accountMessages } from '../account-messages';
import { currentPath } from '../../../lib/navigation';
import { useSession } from '../../../session/session';
import { goToSignIn } from '../../../session/sign-in';
import { UserIcon } from '../../../ui/icons';
import { SafeImage } from '../../../ui/safe-image';
import { useUserProfile } from '../api/user-profile';
import styles from './account-button.module.css';

const t = accountMessages;

/**
 * The top bar's way to one's own space: 登录 for a visitor; for a user, their avatar, one tap to their home
 * (/personHome), where the account sheet (switch account, logout) sits behind the settings button.
 */
export function AccountButton() {
  const token = useSession((s) => (s.token && s.userId ? s.token : null));
  const navigate = useNavigate();
  // The start-up user check fills this cache (login-bootstrap), so the avatar costs no call of its own.
  const me = useUserProfile(token).data;

  if (!token) {
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
    <button
      type="button"
      className={styles.avatar}
      onClick={() => void navigate('/personHome')}
      aria-label={t.myHomeLabel}
      data-testid="account-button"
    >
      {me?.avatar ? (
        <SafeImage src={me.avatar} alt="" width={28} height={28} resizeWidth={160} fallback={<UserIcon />} />
      ) : (
        <UserIcon />
      )}
    </button>
  );
}
