import styles from './stars.module.css';

/** Five stars, filled to the score (read only), or five buttons when `onChange` is given. */
export function Stars({
  value,
  onChange,
  label,
  starLabel,
}: {
  value: number;
  onChange?: (n: number) => void;
  label: string;
  starLabel?: (n: number) => string;
}) {
  if (!onChange) {
    return (
      <span className={styles.stars} role="img" aria-label={label}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={`${styles.star} ${n <= Math.round(value) ? styles.on : ''}`} aria-hidden>
            ★
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className={`${styles.stars} ${styles.input}`} role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={starLabel?.(n) ?? String(n)}
          className={`${styles.star} ${n <= value ? styles.on : ''}`}
          onClick={() => onChange(n)}
          data-testid="review-star"
        >
          ★
        </button>
      ))}
    </span>
  );
}
