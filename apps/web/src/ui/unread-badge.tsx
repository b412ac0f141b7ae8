import styles from './unread-badge.module.css';

/** Past this a badge says 99+ (the server counts each kind up to 100). */
const MAX = 99;

/** A red count over an icon's corner; nothing at zero. `label` is read out instead of the bare number. */
export function UnreadBadge({ count, label }: { count: number; label?: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-label={label} role={label ? 'status' : undefined} data-testid="unread-badge">
      {count > MAX ? `${MAX}+` : count}
    </span>
  );
}
