import { useMemo } from 'react';
import type { Destination } from '../api/destinations';
import { groupByLetter } from '../lib/letter-groups';
import { LetterBar } from './letter-bar';
import styles from './destination-index.module.css';

/** A destination's row: its Chinese name, and the English one when it differs. */
export function DestinationRow({
  destination,
  onPick,
  badge,
}: {
  destination: Destination;
  onPick: (d: Destination) => void;
  badge?: string;
}) {
  const d = destination;
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onPick(d)}
        data-testid="destination-row"
        data-id={d.id}
      >
        <span className={styles.name}>{d.name}</span>
        {d.nameEn && d.nameEn !== d.name ? <span className={styles.en}>{d.nameEn}</span> : null}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </button>
    </li>
  );
}

/** An A–Z list of destinations with the side letter bar; `idPrefix` keeps two kept-alive lists apart. */
export function DestinationIndex({
  rows,
  onPick,
  idPrefix,
}: {
  rows: readonly Destination[];
  onPick: (d: Destination) => void;
  idPrefix: string;
}) {
  const groups = useMemo(() => groupByLetter(rows), [rows]);
  const jump = (letter: string) => document.getElementById(`${idPrefix}-${letter}`)?.scrollIntoView({ block: 'start' });
  return (
    <div className={styles.index} data-testid="destination-index">
      {groups.map((group) => (
        <section key={group.letter} className={styles.group} aria-labelledby={`${idPrefix}-${group.letter}`}>
          <h3 id={`${idPrefix}-${group.letter}`} className={styles.letter}>
            {group.letter}
          </h3>
          <ul className={styles.list}>
            {group.rows.map((d) => (
              <DestinationRow key={d.id} destination={d} onPick={onPick} />
            ))}
          </ul>
        </section>
      ))}
      <LetterBar letters={groups.map((g) => g.letter)} onPick={jump} />
    </div>
  );
}
