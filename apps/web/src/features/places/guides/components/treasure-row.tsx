import { Link } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { formatCount } from '../../../../lib/format-count';
import { UserIcon } from '../../../../ui/icons';
import { SafeImage } from '../../../../ui/safe-image';
import type { TreasureRow as Row } from '../api/treasure';
import { messages } from '../messages';
import styles from './treasure-row.module.css';

const t = messages.treasure;

/** One treasure user: rank, avatar, name, what earned the score, the score. */
export function TreasureRow({ row }: { row: Row }) {
  return (
    <Link
      to={`/personHome?id=${encodeURIComponent(row.user.userId)}`}
      className={styles.row}
      data-testid="treasure-row"
      data-rank={row.rank}
    >
      <span className={`${styles.rank} ${row.rank <= 3 ? styles[`top${row.rank}`] : ''}`}>{row.rank}</span>
      <SafeImage
        className={styles.avatar}
        src={row.user.avatar}
        alt=""
        width={1}
        height={1}
        resizeWidth={240}
        fallback={<UserIcon className={styles.fallback} />}
      />
      <div className={styles.words}>
        <p className={styles.name}>{row.user.nickname}</p>
        <p className={styles.detail}>
          {fmt(t.detail, { contents: formatCount(row.contentCount), likes: formatCount(row.likeCount) })}
        </p>
      </div>
      <span className={styles.score}>{fmt(t.score, { n: formatCount(row.score) })}</span>
    </Link>
  );
}
