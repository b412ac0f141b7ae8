import type { ReactNode } from 'react';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { BadgeIcon } from '../../../ui/action-icons';
import type { UserProfile } from '../api/user-profile';
import { Avatar } from './avatar';
import styles from './person-header.module.css';

const t = messages.community.person;

/** The head of a home: picture, name, the talent badge, bio, counts, and the buttons passed in. */
export function PersonHeader({ profile, actions }: { profile: UserProfile; actions: ReactNode }) {
  const counts = [
    { label: t.follows, n: profile.followingCount },
    { label: t.fans, n: profile.followerCount },
    { label: t.likes, n: profile.likeCount + profile.collectCount },
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
      <dl className={styles.counts}>
        {counts.map((c) => (
          <div key={c.label} className={styles.count}>
            <dt>{c.label}</dt>
            <dd>{formatCount(c.n)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
