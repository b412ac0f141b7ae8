import { lazy, Suspense } from 'react';
import { CloudOffIcon } from './icons';
import styles from './status-view.module.css';

// Offline, a failed screen lists what can be read instead (docs/product/offline.md); its own chunk.
const OfflineState = lazy(() => import('./offline-state'));

/** A failed load with a retry button; `hint` carries the server's message when it gave one. */
export function ErrorState({
  title,
  hint,
  retryLabel,
  onRetry,
  retrying,
}: {
  title: string;
  hint?: string | undefined;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean | undefined;
}) {
  if (navigator.onLine === false)
    return (
      <Suspense>
        <OfflineState onRetry={onRetry} retryLabel={retryLabel} />
      </Suspense>
    );
  return (
    <div className={styles.root} role="alert">
      <CloudOffIcon className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <button type="button" className={styles.button} onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </button>
    </div>
  );
}
