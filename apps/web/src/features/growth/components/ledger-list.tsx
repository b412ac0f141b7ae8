import { formatDateTime } from '@app/rules';
import { fmt } from '../../../lib/messages';
import type { LedgerEntry } from '../api/growth';
import { messages } from '../messages';
import styles from './ledger-list.module.css';

const t = messages.growth.ledger;

const signed = (n: number) => (n > 0 ? '+' : n < 0 ? '-' : '');

/** The newest rows of the points ledger: what each was for, when, and the 无忧币 and growth value it moved. */
export function LedgerList({ entries }: { entries: readonly LedgerEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.list}>
      {entries.map((e) => (
        <li key={e.id} className={styles.entry} data-testid="ledger-entry" data-kind={e.kind}>
          <div className={styles.body}>
            <p className={styles.title}>
              {e.kind === 'reversal' ? <span className={styles.reversal}>{t.reversal}</span> : null}
              {e.title}
            </p>
            <p className={styles.time}>{formatDateTime(e.createdAt)}</p>
          </div>
          <div className={styles.amounts}>
            {e.coin !== 0 ? (
              <span className={e.coin < 0 ? styles.minus : styles.plus}>
                {fmt(t.coin, { sign: signed(e.coin), n: Math.abs(e.coin) })}
              </span>
            ) : null}
            {e.exp !== 0 ? (
              <span className={styles.exp}>{fmt(t.exp, { sign: signed(e.exp), n: Math.abs(e.exp) })}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
