import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { listSaved, type SavedItem } from '../api/offline-store';
import { CloudOffIcon } from './icons';
import { offlineMessages } from './offline-messages';
import styles from './status-view.module.css';

const t = offlineMessages;

/**
 * A screen that failed without a network: says so (never the browser's error page or a bare 加载失败) and lists
 * what is on the device to read instead, with the way to the whole 离线内容 list.
 */
export default function OfflineState({ onRetry, retryLabel }: { onRetry: () => void; retryLabel: string }) {
  const [items, setItems] = useState<SavedItem[] | null>(null);
  useEffect(() => {
    let live = true;
    void listSaved()
      .catch(() => [])
      .then((found) => live && setItems(found));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.root} role="alert" data-testid="offline-state">
      <CloudOffIcon className={styles.icon} />
      <p className={styles.title}>{t.title}</p>
      <p className={styles.hint}>{items?.length === 0 ? t.none : t.hint}</p>
      {items && items.length > 0 ? (
        <ul className={styles.readable} data-testid="offline-readable">
          {items.slice(0, 6).map((item) => (
            <li key={item.id}>
              <Link to={item.url}>{item.title || item.url}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/offline" className={styles.link}>
        {t.all}
      </Link>
      <button type="button" className={styles.button} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
