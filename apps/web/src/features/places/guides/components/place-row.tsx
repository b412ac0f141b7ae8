import { CheckCircleIcon, PinIcon } from '../../../../ui/action-icons';
import styles from './place-row.module.css';

/** One choice of the picker: a name, a line under it, and a tick when it is the one already chosen. */
export function PlaceRow({
  name,
  detail,
  side,
  selected,
  onPick,
  testId = 'place-option',
}: {
  name: string;
  detail?: string | undefined;
  side?: string | undefined;
  selected?: boolean;
  onPick: () => void;
  testId?: string;
}) {
  return (
    <li>
      <button type="button" className={styles.row} onClick={onPick} data-testid={testId} aria-pressed={selected}>
        <PinIcon className={styles.pin} />
        <span className={styles.words}>
          <span className={`${styles.name} ${selected ? styles.selected : ''}`}>{name}</span>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
        </span>
        {side ? <span className={styles.side}>{side}</span> : null}
        {selected ? <CheckCircleIcon className={styles.tick} /> : null}
      </button>
    </li>
  );
}
