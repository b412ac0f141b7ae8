import { fmt } from '../../../../lib/messages';
import { useMyStanding } from '../api/treasure';
import { messages } from '../messages';
import styles from './my-standing.module.css';

const t = messages.treasure;

/** The viewer's own place on the ranking, or how to get on it; a visitor is asked to log in. */
export function MyStanding({
  destinationId,
  viewerId,
  onLogin,
}: {
  destinationId: string;
  viewerId: string | null;
  onLogin: () => void;
}) {
  const mine = useMyStanding(destinationId, viewerId);
  let text: string;
  if (!viewerId) text = t.mineLogin;
  else if (!mine.data) return null;
  else if (mine.data.ranked && mine.data.rank !== null)
    text = fmt(t.mineRank, { rank: mine.data.rank, score: mine.data.score });
  else text = t.mineUnranked;
  return (
    <div className={styles.mine} data-testid="treasure-mine">
      <span className={styles.label}>{t.mine}</span>
      <span className={styles.text}>{text}</span>
      {viewerId ? null : (
        <button type="button" className={styles.login} onClick={onLogin}>
          {t.login}
        </button>
      )}
    </div>
  );
}
