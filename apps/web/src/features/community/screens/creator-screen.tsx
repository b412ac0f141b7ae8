import { Link } from 'react-router';
import { messages } from '../messages';
import { useChannelShows } from '../../../session/channel';
import { BadgeIcon, CheckCircleIcon } from '../../../ui/action-icons';
import { Skeleton } from '../../../ui/skeleton';
import { useUserRoles } from '../api/user-roles';
import { ensureLogin, useViewerId } from '../api/viewer';
import { CREATOR_TEXT } from '../components/creator-text';
import styles from './creator-screen.module.css';

const t = messages.community.creator;

/** Where the viewer stands: from their roles, or an invitation to log in. */
function ApplyState() {
  const viewerId = useViewerId();
  const roles = useUserRoles(viewerId);
  const canPublish = useChannelShows('release');
  if (!viewerId) {
    return (
      <div className={styles.state} data-testid="creator-state">
        <p className={styles.stateTitle}>{t.stateGuest}</p>
        <button type="button" className={styles.button} onClick={() => ensureLogin()}>
          {t.login}
        </button>
      </div>
    );
  }
  if (roles.isPending) return <Skeleton className={styles.stateSkeleton} />;
  const r = roles.data;
  if (r?.isCreator) {
    return (
      <div className={`${styles.state} ${styles.done}`} data-testid="creator-state">
        <BadgeIcon className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t.stateCreator}</p>
        <p className={styles.stateHint}>{t.stateCreatorHint}</p>
      </div>
    );
  }
  return (
    <div className={styles.state} data-testid="creator-state">
      <p className={styles.stateTitle}>{r?.isTalent ? t.stateTalent : t.stateNone}</p>
      <p className={styles.stateHint}>{t.stateNoneHint}</p>
      {canPublish ? (
        <Link to="/releaseDynamic" className={styles.button}>
          {t.apply}
        </Link>
      ) : null}
    </div>
  );
}

/** /certified/creator: what the programme is, what it gives, what it asks, and the viewer's state. */
export function CreatorScreen() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <BadgeIcon className={styles.heroIcon} />
        <h2 className={styles.heroTitle}>{t.heroTitle}</h2>
        <p className={styles.heroText}>{t.heroText}</p>
      </header>
      <section className={styles.card}>
        <h3 className={styles.heading}>{t.state}</h3>
        <ApplyState />
      </section>
      <section className={styles.card}>
        <h3 className={styles.heading}>{t.what}</h3>
        <p className={styles.text}>{CREATOR_TEXT.what}</p>
      </section>
      <section className={styles.card}>
        <h3 className={styles.heading}>{t.benefits}</h3>
        <ul className={styles.list}>
          {CREATOR_TEXT.benefits.map((b) => (
            <li key={b}>
              <CheckCircleIcon className={styles.check} />
              <span>{b}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card}>
        <h3 className={styles.heading}>{t.requirements}</h3>
        <ol className={styles.numbered}>
          {CREATOR_TEXT.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
        <Link to="/content/publishrules" className={styles.rules}>
          {messages.community.release.rulesLink}
        </Link>
      </section>
    </div>
  );
}
