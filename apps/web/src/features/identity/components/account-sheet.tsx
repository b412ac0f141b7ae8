import { useState } from 'react';
import { identityText } from '../messages';
import { currentPath, navigateTo } from '../../../lib/navigation';
import { useSession } from '../../../session/session';
import { goToSignIn } from '../../../session/sign-in';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SafeImage } from '../../../ui/safe-image';
import { UserIcon } from '../../../ui/icons';
import { showToast } from '../../../ui/toast';
import { useLogout } from '../api/logout';
import { useUserProfile } from '../api/user-profile';
import { privacyMessages } from '../privacy-messages';
import styles from './account-sheet.module.css';

const t = identityText();

/** The signed-in user's sheet: who they are, switching account, and logout (token gone, country and mobile kept). */
export default function AccountSheet({ onClose }: { onClose: () => void }) {
  const token = useSession((s) => s.token);
  const profile = useUserProfile(token);
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const me = profile.data;

  // The sheet unmounts as soon as the session ends (its button turns into 登录), so the follow-up is awaited
  // here rather than left to mutate()'s callbacks, which an unmounted observer never calls.
  const leave = async (then: () => void) => {
    await logout.mutateAsync().catch(() => undefined);
    onClose();
    then();
  };

  return (
    <BottomSheet open onClose={onClose} label={t.account} closeLabel={t.cancel}>
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
          </span>
        </div>
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            onClose();
            navigateTo('/privacyCenter');
          }}
          data-testid="open-privacy-center"
        >
          {privacyMessages.entry}
        </button>
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
          onClick={() => setConfirming(true)}
          data-testid="logout"
        >
          {t.logout}
        </button>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.logoutConfirm}
        confirmLabel={t.logout}
        cancelLabel={t.cancel}
        onConfirm={() => {
          setConfirming(false);
          void leave(() => showToast(t.loggedOut));
        }}
        onCancel={() => setConfirming(false)}
      />
    </BottomSheet>
  );
}
