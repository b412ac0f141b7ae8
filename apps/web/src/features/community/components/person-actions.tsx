import { useState } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { MoreIcon } from '../../../ui/action-icons';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { CardButton } from '../../../ui/channel/card-button';
import { CircleButton } from '../../../ui/channel/circle-button';
import { FollowButton } from '../../../ui/channel/follow-button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ReportSheetLazy } from '../../../ui/report-button';
import { showToast } from '../../../ui/toast';
import { useBlockStatus, useBlockUser } from '../api/block-user';
import { useFollowUser } from '../api/follow-user';
import type { UserProfile } from '../api/user-profile';
import { ensureLogin } from '../api/viewer';
import { CardSheet, ClubsSheet } from './person-sheets';
import styles from './person-screen.module.css';

const t = messages.community.person;

/** Follow and the more menu (block) for someone else's home; the circle and card buttons by channel for all. */
export function PersonActions({ profile, blocked }: { profile: UserProfile; blocked: boolean }) {
  const follow = useFollowUser();
  const block = useBlockUser();
  const [open, setOpen] = useState<'menu' | 'confirm' | 'clubs' | 'card' | 'report' | null>(null);
  const close = () => setOpen(null);
  // The menu's block or unblock needs the current state: asked when the menu first opens.
  const [asked, setAsked] = useState(false);
  const status = useBlockStatus(profile.userId, asked && !profile.isMe);

  const setBlock = (on: boolean) => {
    close();
    block.mutate({ userId: profile.userId, block: on }, { onSuccess: () => showToast(on ? t.blocked : t.unblocked) });
  };

  return (
    <>
      <CircleButton onOpen={() => setOpen('clubs')} {...(profile.isMe ? {} : { label: t.theirCircle })} />
      <CardButton onOpen={() => setOpen('card')} />
      {profile.isMe ? null : (
        <>
          {blocked ? null : (
            <FollowButton
              following={profile.followed}
              busy={follow.isPending}
              onToggle={() => ensureLogin() && follow.mutate({ userId: profile.userId, follow: !profile.followed })}
            />
          )}
          <button
            type="button"
            className={styles.more}
            onClick={() => {
              if (!ensureLogin()) return;
              setAsked(true);
              setOpen('menu');
            }}
            aria-label={t.more}
            data-testid="person-more"
          >
            <MoreIcon />
          </button>
        </>
      )}
      <BottomSheet open={open === 'menu'} onClose={close} closeLabel={t.close}>
        <div className={styles.menu}>
          <button
            type="button"
            className={blocked ? styles.menuItem : `${styles.menuItem} ${styles.danger}`}
            onClick={() => (blocked ? setBlock(false) : setOpen('confirm'))}
            disabled={status.isPending}
            data-testid="block-button"
          >
            {blocked ? t.unblock : t.block}
          </button>
          <button type="button" className={styles.menuItem} onClick={() => setOpen('report')} data-testid="report-user">
            {messages.trust.report}
          </button>
          <button type="button" className={styles.menuItem} onClick={close}>
            {messages.community.square.cancel}
          </button>
        </div>
      </BottomSheet>
      <ReportSheetLazy open={open === 'report'} onClose={close} targetType="user" targetId={profile.userId} />
      <ConfirmDialog
        open={open === 'confirm'}
        title={fmt(t.blockConfirm, { name: profile.nickname })}
        hint={t.blockHint}
        confirmLabel={t.block}
        cancelLabel={messages.community.square.cancel}
        onConfirm={() => setBlock(true)}
        onCancel={close}
        danger
      />
      <ClubsSheet profile={profile} open={open === 'clubs'} onClose={close} />
      <CardSheet profile={profile} open={open === 'card'} onClose={close} />
    </>
  );
}
