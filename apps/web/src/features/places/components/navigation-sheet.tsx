import { useState } from 'react';
import { BottomSheet } from '../../../ui/bottom-sheet';
import type { LatLng } from '../lib/map-coords';
import { navigationTargets, platformOf } from '../lib/navigation-links';
import { messages } from '../messages';
import styles from './navigation-sheet.module.css';

const t = messages.navigation;

/** 导航: a button that opens a sheet of the phone's map apps, each with the place in the coordinates it expects. */
export function NavigationButton({ point, name }: { point: LatLng; name: string }) {
  const [open, setOpen] = useState(false);
  const targets = open ? navigationTargets(point, name, platformOf(navigator.userAgent)) : [];
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)} data-testid="navigate">
        {t.open}
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t.title}
        closeLabel={t.close}
        testId="navigation-sheet"
      >
        <ul className={styles.list}>
          {targets.map((target) => (
            <li key={target.app}>
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.app}
                data-testid="navigation-app"
                data-app={target.app}
              >
                {t.apps[target.app]}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t.note}</p>
      </BottomSheet>
    </>
  );
}
