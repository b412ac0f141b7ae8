import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  canKeepOffline,
  deleteSaved,
  liteSetting,
  listSaved,
  onSavedChange,
  setLiteSetting,
  type SavedItem,
} from '../../../api/offline-store';
import { fmt } from '../../../lib/messages';
import { showToast } from '../../../ui/toast';
import { formatBytes } from '../lib/format-bytes';
import { sessionBytes } from '../lib/session-bytes';
import { messages } from '../messages';
import styles from './offline-screen.module.css';

const t = messages.screen;

type Quota = { usage: number; quota: number; persisted: boolean };

async function readQuota(): Promise<Quota | null> {
  const storage = navigator.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    storage.estimate(),
    storage.persisted?.().catch(() => false) ?? Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/**
 * /offline (离线内容): every saved thing with its size and a delete, the total against what the browser grants
 * (navigator.storage.estimate, persistence asked for when something is saved), the 省流量 setting and what this
 * visit has cost in data.
 */
export function OfflineScreen() {
  const [items, setItems] = useState<SavedItem[] | null>(null);
  const [quota, setQuota] = useState<Quota | null>(null);
  const [lite, setLite] = useState(liteSetting);
  const [used, setUsed] = useState(sessionBytes);

  const refresh = useCallback(() => {
    void listSaved()
      .catch(() => [])
      .then(setItems);
    void readQuota().then(setQuota);
    setUsed(sessionBytes());
  }, []);
  useEffect(() => {
    // Read once now (asynchronously: Cache Storage), and again whenever something is saved or deleted.
    void Promise.resolve().then(refresh);
    return onSavedChange(refresh);
  }, [refresh]);

  const total = (items ?? []).reduce((sum, i) => sum + i.bytes, 0);
  const remove = (id: string) =>
    void deleteSaved(id).then(
      () => showToast(t.deleted),
      () => undefined,
    );

  return (
    <div className={styles.page} data-testid="offline-screen">
      <section className={styles.summary}>
        <strong data-testid="offline-total">{fmt(t.total, { size: formatBytes(total) })}</strong>
        {quota ? (
          <span data-testid="offline-quota">
            {fmt(t.quota, { used: formatBytes(quota.usage), quota: formatBytes(quota.quota) })}
            {' · '}
            {quota.persisted ? t.persisted : t.notPersisted}
          </span>
        ) : null}
        {!canKeepOffline() ? <span>{t.unsupported}</span> : null}
      </section>

      {items && items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t.empty}</p>
          <p className={styles.hint}>{t.emptyHint}</p>
        </div>
      ) : null}
      <ul className={styles.list}>
        {(items ?? []).map((item) => (
          <li key={item.id} className={styles.item} data-testid="offline-item" data-kind={item.kind}>
            <Link to={item.url} className={styles.link}>
              <span className={styles.kind}>{t.kinds[item.kind]}</span>
              <span className={styles.title}>{item.title || item.url}</span>
              <span className={styles.meta}>
                {formatBytes(item.bytes)}
                {item.auto ? ` · ${t.auto}` : ''}
              </span>
            </Link>
            <button type="button" className={styles.delete} onClick={() => remove(item.id)}>
              {t.delete}
            </button>
          </li>
        ))}
      </ul>

      <section className={styles.settings} aria-label={t.settings}>
        <label className={styles.setting}>
          <span>
            <strong>{t.lite}</strong>
            <small>{t.liteHint}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={lite}
            data-testid="lite-switch"
            onChange={(e) => {
              setLite(e.target.checked);
              void setLiteSetting(e.target.checked);
            }}
          />
        </label>
        <div className={styles.setting}>
          <strong>{t.used}</strong>
          <span data-testid="session-bytes">{formatBytes(used)}</span>
        </div>
      </section>
    </div>
  );
}
