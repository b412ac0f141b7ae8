import { useEffect, useRef, useState } from 'react';
import { appConfig } from '../../lib/config';
import { uiMessages } from '../messages';
import { AppBadge } from './app-badge';
import { hideOpenAppDialog, openApp } from './open-app';
import styles from './open-app-dialog.module.css';

type Phase = 'ask' | 'opening' | 'notOpened';

/** '查看更多精彩': the invitation into the app, with a button that opens it. */
export default function OpenAppDialog() {
  const [phase, setPhase] = useState<Phase>('ask');
  const cancel = useRef<() => void>(() => {});
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    primary.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hideOpenAppDialog();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      cancel.current();
    };
  }, []);

  const enter = () => {
    setPhase('opening');
    cancel.current = openApp(window.location.href, { onNotOpened: () => setPhase('notOpened') });
  };

  return (
    <div className={styles.mask} onClick={hideOpenAppDialog} role="presentation">
      <div
        className={styles.card}
        role="dialog"
        aria-modal="true"
        aria-labelledby="open-app-title"
        data-testid="open-app-dialog"
        onClick={(e) => e.stopPropagation()}
      >
        <div className={styles.hero}>
          <AppBadge size="lg" />
        </div>
        <h2 id="open-app-title" className={styles.title}>
          {uiMessages.openApp.title}
        </h2>
        <p className={styles.text}>{phase === 'opening' ? uiMessages.openApp.opening : uiMessages.openApp.text}</p>
        <button ref={primary} type="button" className={styles.primary} onClick={enter} disabled={phase === 'opening'}>
          {phase === 'notOpened' ? uiMessages.openApp.openAgain : uiMessages.openApp.enter}
        </button>
        {phase === 'notOpened' ? (
          <a className={styles.secondary} href={appConfig.appDownloadUrl}>
            {uiMessages.openApp.download}
          </a>
        ) : (
          <button type="button" className={styles.secondary} onClick={hideOpenAppDialog}>
            {uiMessages.openApp.later}
          </button>
        )}
      </div>
    </div>
  );
}
