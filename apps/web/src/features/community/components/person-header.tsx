import type { ReactNode } from 'react';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { BadgeIcon } from '../../../ui/action-icons';
import type { FansList } from '../api/fans';
import type { UserProfile } from '../api/user-profile';
import { fmt } from '../../../lib/messages';
import { Avatar } from './avatar';
import styles from './person-header.module.css';

const t = messages.community.person;

/** The head of a home: picture, name, the talent badge, bio, counts, and the buttons passed in. */
export function PersonHeader({
  profile,
  actions,
  onOpenList,
}: {
  profile: UserProfile;
  actions: ReactNode;
  /** Tapping the following or follower count opens that list. */
  onOpenList: (list: FansList) => void;
}) {
  const counts = [
    { label: t.follows, n: profile.followingCount, list: 'following' as const, aria: t.openFollows },
    { label: t.fans, n: profile.followerCount, list: 'fans' as const, aria: t.openFans },
    { label: t.likes, n: profile.likeCount + profile.collectCount, list: null, aria: '' },
  ];
  return (
    <header className={styles.header} data-testid="person-header">
      <div className={styles.banner} aria-hidden />
      <div className={styles.top}>
        <Avatar src={profile.avatar} size={72} className={styles.avatar} />
        <div className={styles.actions}>{actions}</div>
      </div>
      <h2 className={styles.name} data-testid="person-name">
        {profile.nickname}
      </h2>
      {profile.isTalent ? (
        <span className={styles.badge}>
          <BadgeIcon className={styles.badgeIcon} />
          {profile.title || t.talent}
        </span>
      ) : null}
      <p className={`${styles.bio} ${profile.bio ? '' : styles.noBio}`} data-testid="person-bio">
        {profile.bio || profile.intro || t.noBio}
      </p>
      <div className={styles.counts}>
        {counts.map((c) =>
          c.list ? (
            <button
              key={c.label}
              type="button"
              className={`${styles.count} ${styles.countButton}`}
              onClick={() => c.list && onOpenList(c.list)}
              aria-label={fmt(c.aria, { n: c.n })}
              data-testid={`count-${c.list}`}
            >
              <span className={styles.countLabel}>{c.label}</span>
              <span className={styles.countNum}>{formatCount(c.n)}</span>
            </button>
          ) : (
            <div key={c.label} className={styles.count}>
              <span className={styles.countLabel}>{c.label}</span>
              <span className={styles.countNum}>{formatCount(c.n)}</span>
            </div>
          ),
        )}
      </div>
    </header>
  );
}
