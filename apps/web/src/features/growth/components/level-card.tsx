import { fmt } from '../../../lib/messages';
import type { GrowInfo } from '../api/growth';
import { messages } from '../messages';
import styles from './level-card.module.css';

const t = messages.growth.level;

/** Level, growth value and the way to the next level; the 无忧币 balance (the sum of the ledger) beside it. */
export function LevelCard({ info }: { info: GrowInfo }) {
  const next = info.nextLevel;
  return (
    <section className={styles.card} data-testid="growth-level">
      <div className={styles.row}>
        <div className={styles.level}>
          <p className={styles.name}>{fmt(t.title, { level: info.level, name: info.levelName })}</p>
          <p className={styles.exp}>{fmt(t.exp, { n: info.exp })}</p>
        </div>
        <div className={styles.points}>
          <p className={styles.pointsLabel}>{t.points}</p>
          <p className={styles.pointsValue}>
            <span data-testid="growth-points">{info.points}</span>
            <small>{t.pointsUnit}</small>
          </p>
        </div>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={info.progress}
        aria-label={next ? fmt(t.toNext, { n: info.expToNext, level: next.level, name: next.name }) : t.top}
      >
        <span className={styles.fill} style={{ width: `${info.progress}%` }} />
      </div>
      <p className={styles.hint} data-testid="growth-next">
        {next ? fmt(t.toNext, { n: info.expToNext, level: next.level, name: next.name }) : t.top}
      </p>
    </section>
  );
}
