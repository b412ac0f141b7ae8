import type { ReactNode } from 'react';
import { EmptyIcon } from './icons';
import styles from './status-view.module.css';

export function EmptyState({ title, hint, action }: { title: string; hint?: string | undefined; action?: ReactNode }) {
  return (
    <div className={styles.root} role="status">
      <EmptyIcon className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
