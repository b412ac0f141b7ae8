import { useEffect, useRef } from 'react';
import { uiMessages } from '../messages';
import { showOpenAppDialog } from './open-app';
import styles from './open-app-more.module.css';

/**
 * The foot of a feed whose free pages a visitor outside the app has read: the invitation shows once when the
 * foot comes into view, and the button brings it back.
 */
export function OpenAppMore() {
  const foot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = foot.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        showOpenAppDialog();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={foot} className={styles.foot}>
      <button type="button" className={styles.button} onClick={showOpenAppDialog} data-testid="open-app-more">
        {uiMessages.openApp.moreInApp}
      </button>
    </div>
  );
}
