import Dialog from 'antd-mobile/es/components/dialog';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { currentPath } from '../../../lib/navigation';
import { useSession } from '../../../session/session';
import { goToSignIn } from '../../../session/sign-in';
import { SafeImage } from '../../../ui/safe-image';
import { UserIcon } from '../../../ui/icons';
import { showToast } from '../../../ui/toast';
import { useLogout } from '../api/logout';
import { useUserProfile } from '../api/user-profile';
import styles from './account-sheet.module.css';

const t = messages.identity;

/** The signed-in user's sheet: who they are, switching account, and logout (token gone, country and mobile kept). */
export default function AccountSheet({ onClose }: { onClose: () => void }) {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const profile = useUserProfile(token);
  const logout = useLogout();
  const [visible, setVisible] = useState(true);
  const me = profile.data;

  // The sheet unmounts as soon as the session ends (its button turns into 登录), so the follow-up is awaited
  // here rather than left to mutate()'s callbacks, which an unmounted observer never calls.
  const leave = async (then: () => void) => {
    await logout.mutateAsync().catch(() => undefined);
    setVisible(false);
    then();
  };

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: t.logoutConfirm, confirmText: t.logout, cancelText: t.cancel });
    if (ok) await leave(() => showToast(t.loggedOut));
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={() => setVisible(false)}
      afterClose={onClose}
      bodyClassName={styles.body}
      aria-label={t.account}
    >
      <div className={styles.sheet} data-testid="account-sheet">
        <div className={styles.who}>
          <span className={styles.avatar}>
            {me?.avatar ? (
              <SafeImage src={me.avatar} alt="" width={96} height={96} resizeWidth={240} fallback={<UserIcon />} />
            ) : (
              <UserIcon />
            )}
          </span>
          <span className={styles.names}>
            <span className={styles.nickname}>{me?.nickname || t.nicknameFallback}</span>
            <span className={styles.mobile} data-testid="account-mobile">
              {me?.mobile ?? ''}
            </span>
            <span className={styles.userId}>{fmt(t.userIdLabel, { id: me?.userId ?? userId ?? '' })}</span>
          </span>
        </div>
        <button
          type="button"
          className={styles.action}
          disabled={logout.isPending}
          onClick={() => void leave(() => goToSignIn(currentPath(), { replace: false }))}
        >
          {t.switchAccount}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          disabled={logout.isPending}
          onClick={() => void confirmLogout()}
          data-testid="logout"
        >
          {t.logout}
        </button>
        <button type="button" className={styles.cancel} onClick={() => setVisible(false)}>
          {t.cancel}
        </button>
      </div>
    </Popup>
  );
}
