import type { ReactNode } from 'react';
import { BackIcon } from '../../ui/icons';
import { messages } from '../messages';
import { useBack } from './use-back';
import styles from './top-bar.module.css';

/** The app's own title bar; channels with a bar of their own hide it with showTopBar=0. */
export function TopBar({ title, showBack, action }: { title: string; showBack: boolean; action?: ReactNode }) {
  const back = useBack();
  return (
    <header className={styles.bar}>
      {showBack ? (
        <button type="button" className={styles.back} onClick={back} aria-label={messages.app.back}>
          <BackIcon />
        </button>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {action ? <div className={styles.action}>{action}</div> : null}
    </header>
  );
}
