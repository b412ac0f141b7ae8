import styles from './app-badge.module.css';

/** The app's badge: a white plane on the brand gradient. */
export function AppBadge({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={`${styles.badge} ${size === 'lg' ? styles.lg : ''}`} aria-hidden>
      <svg viewBox="0 0 48 48" width="100%" height="100%">
        <path
          fill="#fff"
          d="M41.5 13.2c.9-.9.9-2.3 0-3.2s-2.3-.9-3.2 0L32 16.3 14.8 11l-2.6 2.6 13.9 8.1-6.2 6.2-4.8-.8-2 2 5.4 2.9 2.9 5.4 2-2-.8-4.8 6.2-6.2 8.1 13.9 2.6-2.6-5.3-17.2z"
        />
      </svg>
    </span>
  );
}
