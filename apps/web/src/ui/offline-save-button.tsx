import { useEffect, useState } from 'react';
import { canKeepOffline, listSaved, picturesOnScreen, saveForOffline, type SavedItem } from '../api/offline-store';
import { fmt } from '../lib/messages';
import { offlineMessages } from './offline-messages';
import { showToast } from './toast';
import styles from './offline-save-button.module.css';

const t = offlineMessages;

const kb = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * 离线保存 on a guide, a POI or a sign-up (docs/product/offline.md#saved-for-offline): keeps the page's answers as
 * last read and its pictures at the size this phone shows them, plus `media` (the map's outlines, tiles).
 */
export function OfflineSaveButton({
  item,
  media = [],
  auto = false,
  className,
}: {
  /** What it is; the address is the page's own (the answers it read are kept under it). */
  item: Pick<SavedItem, 'id' | 'kind' | 'title'>;
  media?: string[];
  /** Keep it without a tap once the page has read what it shows (one's sign-ups). */
  auto?: boolean;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const { id, kind, title } = item;
  useEffect(() => {
    let live = true;
    void listSaved()
      .catch(() => [])
      .then((items) => {
        if (!live) return;
        if (items.some((i) => i.id === id)) setState('saved');
        else if (auto && navigator.serviceWorker?.controller) {
          const url = location.pathname + location.search;
          void saveForOffline({ id, kind, title, url }, [], undefined, true).then(
            () => live && setState('saved'),
            () => undefined,
          );
        }
      });
    return () => {
      live = false;
    };
  }, [id, kind, title, auto]);
  if (!canKeepOffline()) return null;
  const save = () => {
    setState('saving');
    const url = location.pathname + location.search;
    saveForOffline({ ...item, url }, [...picturesOnScreen(document.querySelector('main') ?? document), ...media]).then(
      (saved) => {
        setState('saved');
        showToast(fmt(t.savedToast, { size: kb(saved.bytes) }));
      },
      () => {
        setState('idle');
        showToast(t.saveFailed);
      },
    );
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${state === 'saved' ? styles.saved : ''} ${className ?? ''}`}
      onClick={save}
      disabled={state === 'saving'}
      data-testid="offline-save"
      data-state={state}
    >
      {state === 'saving' ? t.saving : state === 'saved' ? t.saved : t.save}
    </button>
  );
}
