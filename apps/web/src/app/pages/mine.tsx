import { Link } from 'react-router';
import { useUnreadNotices } from '../../api/unread-notices';
import { Avatar } from '../../features/community/components/avatar';
import { useUserProfile } from '../../features/community/api/user-profile';
import { ensureLogin } from '../../features/community/api/viewer';
import { useGrowInfo } from '../../features/growth/api/growth';
import { AccountSettingsRow } from '../../features/identity/components/profile-buttons';
import { appConfig } from '../../lib/config';
import { fmt } from '../../lib/messages';
import { formatCount } from '../../lib/format-count';
import { useSession } from '../../session/session';
import { UnreadBadge } from '../../ui/unread-badge';
import { messages } from '../messages';
import { mineMessages } from './mine-messages';
import { MINE_ENTRIES, type MineEntry } from './mine-entries';
import styles from './mine.module.css';

const t = mineMessages;

/**
 * /mine (我的, added): one's own hub (docs/product/shell.md "我的"). Avatar, name and counts lead to one's home;
 * then the entries of mine-entries.ts, the account sheet and 关于. A visitor sees the way to sign in, and every
 * entry of one's own lists signs in first.
 */
export function Component() {
  const userId = useSession((s) => (s.isLogin ? s.userId : null));
  return (
    <div className={styles.page} data-testid="mine">
      {userId ? <Header userId={userId} /> : <VisitorHeader />}
      <EntryGroup title={t.groupMine} entries={MINE_ENTRIES.filter((e) => e.group === 'mine')} signedIn={!!userId} />
      <section className={styles.group} aria-label={t.groupSettings}>
        <h2 className={styles.groupTitle}>{t.groupSettings}</h2>
        {userId ? <AccountSettingsRow className={styles.row} label={t.account} /> : null}
        {MINE_ENTRIES.filter((e) => e.group === 'settings').map((e) => (
          <EntryRow key={e.key} entry={e} signedIn={!!userId} />
        ))}
        <details className={styles.about}>
          <summary className={styles.row}>{t.about}</summary>
          <p>{fmt(t.aboutText, { name: messages.app.name, version: appConfig.release })}</p>
          <p className={styles.aboutLinks}>
            <Link to="/userAgreement">{t.agreement}</Link>
            <Link to="/privacyPolicy">{t.policy}</Link>
            <Link to="/content/publishrules">{t.rules}</Link>
          </p>
        </details>
      </section>
    </div>
  );
}

function VisitorHeader() {
  return (
    <div className={styles.header}>
      <Avatar src={null} size={64} />
      <div className={styles.who}>
        <button type="button" className={styles.login} onClick={() => ensureLogin()} data-testid="mine-login">
          {t.login}
        </button>
        <p className={styles.hint}>{t.loginHint}</p>
      </div>
    </div>
  );
}

function Header({ userId }: { userId: string }) {
  const profile = useUserProfile(userId).data;
  const counts = [
    [t.counts.content, profile?.contentCount],
    [t.counts.following, profile?.followingCount],
    [t.counts.followers, profile?.followerCount],
    [t.counts.likes, profile?.likeCount],
  ] as const;
  return (
    <Link to="/personHome" className={styles.header} data-testid="mine-header" aria-label={t.openHome}>
      <Avatar src={profile?.avatar} size={64} />
      <div className={styles.who}>
        <strong className={styles.name}>{profile?.nickname ?? ''}</strong>
        <span className={styles.counts}>
          {counts.map(([label, n]) => (
            <span key={label}>
              <b>{n === undefined ? '–' : formatCount(n)}</b>
              {label}
            </span>
          ))}
        </span>
      </div>
      <span className={styles.chevron} aria-hidden>
        ›
      </span>
    </Link>
  );
}

function EntryGroup({ title, entries, signedIn }: { title: string; entries: MineEntry[]; signedIn: boolean }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      {entries.map((e) => (
        <EntryRow key={e.key} entry={e} signedIn={signedIn} />
      ))}
    </section>
  );
}

function EntryRow({ entry, signedIn }: { entry: MineEntry; signedIn: boolean }) {
  const gated = entry.login && !signedIn;
  return (
    <Link
      to={entry.to}
      className={styles.row}
      data-testid={`mine-${entry.key}`}
      onClick={(e) => {
        // A visitor signs in first and comes back here; the entry is one tap away then.
        if (gated) {
          e.preventDefault();
          ensureLogin();
        }
      }}
    >
      <span>{entry.label}</span>
      {signedIn && entry.aside === 'unread' ? <UnreadAside /> : null}
      {signedIn && entry.aside === 'points' ? <PointsAside /> : null}
    </Link>
  );
}

function UnreadAside() {
  const total = useUnreadNotices()?.total ?? 0;
  return (
    <span className={styles.aside}>
      <span className={styles.badgeHolder}>
        <UnreadBadge count={total} />
      </span>
    </span>
  );
}

function PointsAside() {
  const points = useGrowInfo().data?.points;
  return points === undefined ? null : <span className={styles.aside}>{fmt(t.pointsValue, { n: points })}</span>;
}
