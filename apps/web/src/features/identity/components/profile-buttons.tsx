import { lazy, Suspense, useState } from 'react';
import type { UpdatedProfile } from '../api/update-profile';
import { identityText } from '../messages';
import type { EditableProfile } from './profile-editor';
import styles from './profile-buttons.module.css';

// Both sheets load on the first tap, outside the home's first load.
const ProfileEditor = lazy(() => import('./profile-editor'));
const AccountSheet = lazy(() => import('./account-sheet'));

const t = identityText();

/** 编辑资料 on one's own home; `onSaved` lets the page refresh what shows the author (posts, comments, home). */
export function EditProfileButton({
  profile,
  onSaved,
}: {
  profile: EditableProfile;
  onSaved?: (profile: UpdatedProfile) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.edit} onClick={() => setOpen(true)} data-testid="edit-profile">
        {t.editProfile}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileEditor profile={profile} onClose={() => setOpen(false)} {...(onSaved ? { onSaved } : {})} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The account sheet (switch account, logout) from one's own home. */
export function AccountSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.settings}
        onClick={() => setOpen(true)}
        aria-label={t.settings}
        data-testid="account-settings"
      >
        <svg
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
          aria-hidden
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** A row of a settings list that opens the same account sheet (switch account, logout): 我的's 账号与安全. */
export function AccountSettingsRow({ className, label }: { className?: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="account-row">
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
