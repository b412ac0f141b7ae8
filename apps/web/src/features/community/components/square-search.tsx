import type { FormEvent } from 'react';
import { messages } from '../messages';
import styles from './square-search.module.css';

const t = messages.community.search;

/**
 * The search box of the topic square. It is controlled: the screen owns what is typed (and searches it as it
 * changes); Enter searches at once; 取消 leaves the search.
 */
export function SquareSearch({
  value,
  onChange,
  onSubmit,
  onFocus,
  onCancel,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onFocus: () => void;
  /** Shown while searching. */
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.bar} role="search" onSubmit={submit} action="">
      <span className={styles.field}>
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          value={value}
          maxLength={50}
          onChange={(e) => onChange(e.target.value)}
          onFocus={onFocus}
          placeholder={t.placeholder}
          aria-label={t.label}
          autoFocus={autoFocus}
          data-testid="square-search"
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange('')}
            aria-label={t.clear}
            data-testid="search-clear"
          >
            ×
          </button>
        ) : null}
      </span>
      {onCancel ? (
        <button type="button" className={styles.cancel} onClick={onCancel} data-testid="search-cancel">
          {t.cancel}
        </button>
      ) : null}
    </form>
  );
}
