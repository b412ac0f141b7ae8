import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { SafeImage } from '../../../ui/safe-image';
import { useUserClubs } from '../api/clubs';
import type { UserProfile } from '../api/user-profile';
import { Avatar } from './avatar';
import { shareLink } from './share';
import styles from './person-sheets.module.css';

const t = messages.community.person;

/** The clubs (circles) a user belongs to, asked for when the sheet opens. */
export function ClubsSheet({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  const clubs = useUserClubs(profile.userId, open);
  const rows = clubs.data?.rows ?? [];
  return (
    <BottomSheet open={open} onClose={onClose} title={fmt(t.clubs, { name: profile.nickname })} closeLabel={t.close}>
      <ul className={styles.clubs}>
        {clubs.isPending ? <li className={styles.note}>{messages.community.comments.loading}</li> : null}
        {!clubs.isPending && rows.length === 0 ? <li className={styles.note}>{t.noClubs}</li> : null}
        {rows.map((c) => (
          <li key={c.id} className={styles.club}>
            <SafeImage className={styles.clubCover} src={c.coverUrl} width={96} height={96} resizeWidth={160} alt="" />
            <div className={styles.clubText}>
              <strong>{c.name}</strong>
              <span>
                {fmt(t.members, { n: formatCount(c.memberCount) })}
                {c.role === 'master' ? ` · ${t.master}` : ''}
              </span>
              {c.intro ? <small>{c.intro}</small> : null}
            </div>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}

/** A business card of the user with a link to their home. */
export function CardSheet({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  const path = `/personHome?id=${encodeURIComponent(profile.userId)}`;
  return (
    <BottomSheet open={open} onClose={onClose} title={t.cardTitle} closeLabel={t.close}>
      <div className={styles.card}>
        <Avatar src={profile.avatar} size={64} />
        <strong className={styles.cardName}>{profile.nickname}</strong>
        <p className={styles.cardBio}>{profile.bio || t.noBio}</p>
        <p className={styles.cardCounts}>
          {t.fans} {formatCount(profile.followerCount)} · {t.likes}{' '}
          {formatCount(profile.likeCount + profile.collectCount)}
        </p>
        <button type="button" className={styles.cardButton} onClick={() => void shareLink(path, profile.nickname)}>
          {t.copyLink}
        </button>
      </div>
    </BottomSheet>
  );
}
