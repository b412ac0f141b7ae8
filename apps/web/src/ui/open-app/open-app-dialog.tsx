import { useEffect, useRef, useState } from 'react';
import { appConfig } from '../../lib/config';
import { uiMessages } from '../messages';
import { AppBadge } from './app-badge';
import { hideOpenAppDialog, openApp } from './open-app';
import styles from './open-app-dialog.module.css';

type Phase = 'ask' | 'opening' | 'notOpened';

export type OpenAppDialogProps = {
  /** What the app is opened for (a product to buy): the title and line say so. Default: '查看更多精彩'. */
  title?: string;
  text?: string;
  /** The page the app opens; this page unless given. */
  target?: string;
  /** For a dialog its caller shows; the shared one closes through hideOpenAppDialog. */
  onClose?: () => void;
};

/** '查看更多精彩': the invitation into the app, with a button that opens it (at `target`, when given). */
export default function OpenAppDialog({ title, text, target, onClose }: OpenAppDialogProps = {}) {
  const close = onClose ?? hideOpenAppDialog;
  // Read by the key handler, which is set up once: re-running that effect would cancel an opening in progress.
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  const [phase, setPhase] = useState<Phase>('ask');
  const cancel = useRef<() => void>(() => {});
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    primary.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      cancel.current();
    };
  }, []);

  const enter = () => {
    setPhase('opening');
    cancel.current = openApp(target ?? window.location.href, { onNotOpened: () => setPhase('notOpened') });
  };

  return (
    <div className={styles.mask} onClick={close} role="presentation">
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
          {title ?? uiMessages.openApp.title}
        </h2>
        <p className={styles.text}>
          {phase === 'opening' ? uiMessages.openApp.opening : (text ?? uiMessages.openApp.text)}
        </p>
        <button ref={primary} type="button" className={styles.primary} onClick={enter} disabled={phase === 'opening'}>
          {phase === 'notOpened' ? uiMessages.openApp.openAgain : uiMessages.openApp.enter}
        </button>
        {phase === 'notOpened' ? (
          <a className={styles.secondary} href={appConfig.appDownloadUrl}>
            {uiMessages.openApp.download}
          </a>
        ) : (
          <button type="button" className={styles.secondary} onClick={close}>
            {uiMessages.openApp.later}
          </button>
        )}
      </div>
    </div>
  );
}
